import type { PageSnapshot } from "#app/db/schema.ts";
import type { z } from "#app/lib/zod.ts";
import { instantToSiteTime, type ScheduleFields } from "#app/modules/publishing/schedule-time.ts";
import {
  PAGE_TEXT_KEYS,
  type PageTextKey,
  pageDefinition,
  postFieldsOf,
} from "./page-definition.ts";
import type { VersionTexts } from "./page-languages.ts";
import { type PageKind, pageKindOf } from "./page-slugs.ts";
import type { PostFields } from "./post-fields.ts";

// A page's or post's fields as its editor holds them, as stored, and as posted: all from the
// page's definition (page-definition.ts).

type EditorFields = z.input<typeof pageDefinition.fields>;
type TypedKey = Exclude<keyof EditorFields, "sections" | "publishAt" | "unpublishAt">;

/** What a dialog holds, every field as typed (a page's post-only fields stay empty). */
export type PageFormValues = Omit<
  { [Key in TypedKey]-?: Exclude<EditorFields[Key], undefined> },
  "kind" | "tags"
> & {
  kind: PageKind;
  /** A tag left empty in the form posts nothing: the typed ones are texts. */
  tags: string[];
  /** Only the page editor edits a page's sections (ADR 0023), as it holds them; undefined leaves them. */
  sections?: unknown;
};

/** What the editor's form starts from: the item's fields as typed, and its pending schedule. */
export type PageEditorValues = Omit<PageFormValues, "sections"> & ScheduleFields;

/**
 * What a language's form saves: that version's texts (content is sanitized by the server before
 * it is stored), and the item's own fields where the form has them (ADR 0042).
 */
export type PageInput = Omit<VersionTexts, "tags"> &
  /** A post's own fields (its picture); undefined (a page) leaves them as they are. */
  Partial<PostFields> & {
    kind: PageKind;
    /** Undefined (a form of another language than English) leaves the item's state as it is. */
    isPublished?: boolean;
    /** A post's tags; undefined (a page) leaves them as they are. */
    tags?: string[];
    /**
     * A page's body as posted (ADR 0023), checked and sanitized by the save; undefined or null
     * leaves the stored body as it is.
     */
    sections?: unknown;
  };

/**
 * What another language's form saves of an item: that version's texts and a post's tags; the
 * item's state, picture and sections are the English form's and the page editor's (ADR 0042).
 */
export function versionInput(input: PageInput): PageInput {
  return Object.fromEntries(
    Object.entries(input).filter(
      ([key]) => key === "kind" || (PAGE_TEXT_KEYS as readonly string[]).includes(key),
    ),
  ) as PageInput;
}

/** The typed values only: a form's schedule and sections left out. */
function typedOnly(values: EditorFields): PageFormValues {
  const {
    publishAt: _publishAt,
    unpublishAt: _unpublishAt,
    sections: _sections,
    ...typed
  } = values;
  return typed as PageFormValues;
}

/** A new page or post: empty and published (docs/product.md#content-pages-and-blog-posts). */
export function emptyPageValues(kind: PageKind): PageFormValues {
  return { ...typedOnly(pageDefinition.initialValues()), kind };
}

/** A version's fields as its form reads them: its texts in its language, the item's own fields. */
export type StoredPageFields = Omit<PageSnapshot, PageTextKey> & VersionTexts;

/** The dialog's values when editing a stored version; a post's slug is shown without 'blog/'. */
export function pageValuesFromRow(row: StoredPageFields): PageFormValues {
  return typedOnly(pageDefinition.formValues(row));
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
    // A new translated version starts from the English slug and a post's own fields (its
    // picture), with empty texts.
    const english = pageValuesFromRow(original);
    return {
      ...emptyPageValues(english.kind),
      slug: english.slug,
      ...(english.kind === "post" ? postFieldsOf(english) : {}),
      ...schedule,
    };
  }
  return { ...emptyPageValues(kind), ...schedule };
}

/** The editor's values as conform holds them (as posted), read back as typed (what autosave keeps). */
export function pageFormValuesOf(
  value: Record<string, unknown> | undefined,
  kind: PageKind,
): PageFormValues {
  return { ...typedOnly(pageDefinition.valuesAsPosted(value)), kind };
}

/** The form fields a dialog posts (intent and id are added beside them). */
export function appendPageValues(formData: FormData, values: PageFormValues): FormData {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (name === "sections") {
      formData.set(name, JSON.stringify(value));
    } else if (Array.isArray(value)) {
      formData.delete(name);
      for (const item of value) formData.append(name, String(item));
    } else {
      formData.set(name, String(value));
    }
  }
  return formData;
}
