import type { PageSnapshot } from "#app/db/schema.ts";
import { instantToSiteTime, type ScheduleFields } from "#app/modules/publishing/schedule-time.ts";
import { type PageKind, pageKindOf, withoutBlogPrefix } from "./page-slugs.ts";
import { postedTags } from "./page-tags.ts";

// A page's or post's fields as its editor holds them, as stored, and as posted.

/** What a dialog holds, every field as typed. */
export type PageFormValues = {
  kind: PageKind;
  title: string;
  slug: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  isPublished: boolean;
  /** Only the Blog Manager edits these; undefined leaves a stored value as it is. */
  featuredImage?: string;
  tags?: string[];
  /** Only the page editor edits a page's sections (ADR 0023), as it holds them; undefined leaves them. */
  sections?: unknown;
};

/** What the editor's form starts from: the item's fields as typed, and its pending schedule. */
export type PageEditorValues = Omit<PageFormValues, "sections"> & ScheduleFields;

/** What is stored (content is sanitized by the server before it is). */
export type PageInput = {
  kind: PageKind;
  title: string;
  slug: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  isPublished: boolean;
  featuredImage?: string | null;
  tags?: string[];
  /**
   * A page's body as posted (ADR 0023), checked and sanitized by the save; undefined or null
   * leaves the stored body as it is.
   */
  sections?: unknown;
};

/** A new page or post: empty and published (docs/product.md#content-pages-and-blog-posts). */
export function emptyPageValues(kind: PageKind): PageFormValues {
  return {
    kind,
    title: "",
    slug: "",
    content: "",
    metaTitle: "",
    metaDescription: "",
    isPublished: true,
    ...(kind === "post" ? { featuredImage: "", tags: [] } : {}),
  };
}

/** A page's or post's stored fields: the row's shape, as drafts and revisions keep it. */
export type StoredPageFields = PageSnapshot;

/** The dialog's values when editing a stored row; a post's slug is shown without 'blog/'. */
export function pageValuesFromRow(row: StoredPageFields): PageFormValues {
  const kind = pageKindOf(row.slug);
  return {
    kind,
    title: row.title,
    slug: kind === "post" ? withoutBlogPrefix(row.slug) : row.slug,
    content: row.content,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    isPublished: row.isPublished,
    ...(kind === "post" ? { featuredImage: row.featuredImage ?? "", tags: row.tags } : {}),
  };
}

/** An item the editor opens: its stored fields (or its waiting draft's) and pending schedule. */
type EditedItem = StoredPageFields & {
  draft: StoredPageFields | null;
  /** ISO instants. */
  publishAt: string | null;
  unpublishAt: string | null;
};

/**
 * What a language's editor starts from: the item's values (its draft's, when it has one), or a
 * new one's of `kind`; `original` is the English item of a translated version.
 */
export function pageEditorValues(
  editing: EditedItem | null,
  original: StoredPageFields | null,
  kind: PageKind,
  timeZone: string,
): PageEditorValues {
  const asTyped = (instant: string | null) =>
    instant ? instantToSiteTime(new Date(instant), timeZone) : "";
  const schedule = {
    publishAt: asTyped(editing?.publishAt ?? null),
    unpublishAt: asTyped(editing?.unpublishAt ?? null),
  };
  // A page's translated version answers at its English page's address, so it keeps that slug.
  const keepsSlug = original !== null && pageKindOf(original.slug) === "page";
  if (editing) {
    const stored = pageValuesFromRow(editing.draft ?? editing);
    return { ...stored, ...(keepsSlug ? { slug: original.slug } : {}), ...schedule };
  }
  if (original) {
    // A new translated version starts from the English slug and picture, with empty texts.
    const english = pageValuesFromRow(original);
    return {
      ...emptyPageValues(english.kind),
      slug: english.slug,
      ...(english.kind === "post" ? { featuredImage: english.featuredImage, tags: [] } : {}),
      ...schedule,
    };
  }
  return { ...emptyPageValues(kind), ...schedule };
}

/** Whether a switch's value as a form holds it ("true", or "on" as conform writes it) is on. */
export const isSwitchOn = (value: unknown) => value === "true" || value === "on" || value === true;

/** The editor's values as conform holds them (as posted), read back as typed (what autosave keeps). */
export function pageFormValuesOf(
  value: Record<string, unknown> | undefined,
  kind: PageKind,
): PageFormValues {
  const text = (name: string) => {
    const item = value?.[name];
    return typeof item === "string" ? item : "";
  };
  return {
    kind,
    title: text("title"),
    slug: text("slug"),
    content: text("content"),
    metaTitle: text("metaTitle"),
    metaDescription: text("metaDescription"),
    isPublished: isSwitchOn(value?.isPublished),
    ...(kind === "post"
      ? { featuredImage: text("featuredImage"), tags: postedTags(value?.tags) }
      : {}),
  };
}

/** The form fields a dialog posts (intent and id are added beside them). */
export function appendPageValues(formData: FormData, values: PageFormValues): FormData {
  formData.set("kind", values.kind);
  formData.set("title", values.title);
  formData.set("slug", values.slug);
  formData.set("content", values.content);
  formData.set("metaTitle", values.metaTitle);
  formData.set("metaDescription", values.metaDescription);
  formData.set("isPublished", String(values.isPublished));
  if (values.featuredImage !== undefined) {
    formData.set("featuredImage", values.featuredImage);
    formData.delete("tags");
    for (const tag of values.tags ?? []) formData.append("tags", tag);
  }
  if (values.sections !== undefined) formData.set("sections", JSON.stringify(values.sections));
  return formData;
}
