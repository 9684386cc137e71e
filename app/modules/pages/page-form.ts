import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { configureCoercion } from "@conform-to/zod/v4/future";
import type { PageSnapshot } from "#app/db/schema.ts";
import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";
import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";
import {
  hasPageSlugShape,
  hasPostSlugShape,
  SLUG_MAX_LENGTH,
} from "#app/modules/content/slug-shape.ts";
import type { TranslatedLocale } from "#app/modules/i18n/translated-content.ts";
import {
  instantToSiteTime,
  parseScheduleFields,
  type ScheduleFields,
} from "#app/modules/publishing/schedule-time.ts";
import type { BodyIssue } from "#app/modules/sections/page-body.ts";
import { slugClash } from "./reserved-slugs.ts";

// The page and blog post dialogs' rules (docs/product.md#validation), shared by the browser
// (checked before posting) and the action (checked again) through one schema (ADR 0033). A blog post is a website_pages row
// whose slug starts with 'blog/' (docs/product.md#data); a content page's slug never does.

export const PAGE_KINDS = ["page", "post"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const PAGE_TEXTS = {
  validationTitle: "Validation Error",
  required: "Title and slug are required",
  checkFields: "Please check the highlighted fields.",
  saveFailedTitle: "Save failed",
  deleteFailedTitle: "Delete failed",
  slugTaken: "A page with this slug already exists",
  translationExists: "This item already has a version in that language",
  contentTooLong: "The content is too long",
  contentTooDeep: "The content nests its formatting too deeply",
  checkSections: "Please check the page's sections.",
  postHasNoSections: "A blog post has no sections: its text is its content",
  sectionsOnEnglish: "A page's sections are edited on its English version",
  revisionGone: "This revision no longer exists",
  builtInDelete: "Built-in pages can't be deleted. Turn a page off in Page Settings.",
  builtInUnpublish: "Built-in pages stay published. Turn a page off in Page Settings.",
  builtInSlug: "A built-in page keeps its slug: it is the page's address on the site.",
  restoreFailed: "Failed to restore the revision",
  page: {
    saved: "Page saved",
    deleted: "Page deleted",
    saveFailed: "Failed to save page",
    deleteFailed: "Failed to delete page",
    loadFailed: "Failed to load content pages",
    gone: "This page no longer exists",
    notFound: "Page not found",
  },
  post: {
    saved: "Blog post saved",
    deleted: "Blog post deleted",
    saveFailed: "Failed to save blog post",
    deleteFailed: "Failed to delete blog post",
    loadFailed: "Failed to load blog posts",
    gone: "This blog post no longer exists",
    notFound: "Blog post not found",
  },
} as const;

export const PAGE_LIMITS = {
  title: 200,
  slug: SLUG_MAX_LENGTH,
  metaTitle: 200,
  metaDescription: 500,
  content: 500_000,
  featuredImage: 2000,
  tag: 50,
  tags: 20,
} as const;

/** SEO guidance only (docs/product.md#validation): nothing is refused for being outside these ranges. */
export const SEO_RANGES = {
  metaTitle: { min: 50, max: 60 },
  metaDescription: { min: 150, max: 160 },
} as const;

export type SeoRange = { min: number; max: number };

/** How a length compares with its recommended range, for the counters under the SEO fields. */
export function seoLengthHint(length: number, range: SeoRange) {
  const state = length < range.min ? "short" : length > range.max ? "long" : "good";
  const advice =
    state === "good"
      ? "good length"
      : state === "short"
        ? `aim for ${range.min}-${range.max}`
        : `longer than the recommended ${range.max}`;
  return { state, text: `${length}/${range.max} characters · ${advice}` } as const;
}

/**
 * The slug auto-filled from a title (docs/product.md#validation): lowercase the title, drop characters other than
 * a-z, 0-9, space and hyphen, turn whitespace runs into one hyphen, collapse repeated hyphens.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-");
}

export function isPostSlug(slug: string): boolean {
  return slug.startsWith(BLOG_SLUG_PREFIX);
}

export function pageKindOf(slug: string): PageKind {
  return isPostSlug(slug) ? "post" : "page";
}

/**
 * The kind of item a manager's address is about: /admin/blog and the post editor under it are
 * the Blog Manager's, /admin/content and its editor the Content Manager's.
 */
export function kindListedAt(pathname: string): PageKind {
  return pathname.startsWith("/admin/blog") ? "post" : "page";
}

/** A blog slug with its 'blog/' prefix, added when missing (docs/product.md#validation). */
export function withBlogPrefix(slug: string): string {
  return isPostSlug(slug) ? slug : `${BLOG_SLUG_PREFIX}${slug}`;
}

/** The part of a post's slug after 'blog/' (what the Blog Manager's slug field holds). */
export function withoutBlogPrefix(slug: string): string {
  return isPostSlug(slug) ? slug.slice(BLOG_SLUG_PREFIX.length) : slug;
}

/** Tags as stored: trimmed, blanks dropped, each once (the first spelling wins). */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, " ");
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** The tags after typing `value` and pressing Enter: added when non-blank and new. */
export function addTag(tags: readonly string[], value: string): string[] {
  return normalizeTags([...tags, value]);
}

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

/** Editor values autosaved in an admin's slot, and when. */
export type Autosaved = { values: PageFormValues; savedAt: string };

/**
 * When the item was saved (its live version or its waiting draft) after an autosave of it, or
 * null: restoring such an autosave would bring back older text, so the offer says so.
 */
export function savedSinceAutosave(
  autosavedAt: string,
  item: { updatedAt: string; draft: { savedAt: string } | null } | null,
): string | null {
  if (!item) return null;
  const latest = [item.updatedAt, item.draft?.savedAt]
    .filter((time): time is string => Boolean(time))
    .reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b));
  return Date.parse(latest) > Date.parse(autosavedAt) ? latest : null;
}

/**
 * The autosave slot of an item being edited (its id), of a new page or post, or of the
 * version in `translationOf.locale` not yet created of an English item (`ur-{its id}`).
 */
export function autosaveSlot(
  id: string | null,
  kind: PageKind,
  translationOf: { id: string; locale: TranslatedLocale } | null = null,
): string {
  return id ?? (translationOf ? `${translationOf.locale}-${translationOf.id}` : `new-${kind}`);
}

/** The page editor's slot for a page's sections (ADR 0023), apart from its dialog's. */
export function sectionsAutosaveSlot(pageId: string): string {
  return `sections-${pageId}`;
}

/**
 * Where the console edits a page's sections or a post's body: the page editor (ADR 0023), at
 * an address of the post's own, so that the sidebar marks Blog Posts.
 */
export function pageEditorPath(id: string, kind: PageKind): string {
  return `/admin/${kind === "post" ? "posts" : "pages"}/${encodeURIComponent(id)}`;
}

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

/** Tags as a form holds them: one posted tag is a string, several a list. */
export function postedTags(value: unknown): string[] {
  return [value ?? []].flat().filter((tag): tag is string => typeof tag === "string");
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

/** An image address the post may use: http(s), or a path on this site such as /media/x.png. */
export function isImageUrl(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** An optional text field: what was typed, trimmed; empty when left empty. */
function typed(max: number, message: string, { multiLine = false } = {}) {
  return typedText({ multiLine }).trim().max(max, message).default("");
}

// The page and post editor's one schema (ADR 0033): its keys are the form's field names; conform
// checks the form with it in the browser when it is sent, and again in the editor route's
// action, where it also yields what is stored (`PageInput`) and the schedule. A field left
// empty posts nothing the schema sees (conform reads "" as no value): each has its default.
// One language's version per form: a new translated version posts its `locale` beside it.
const pageFields = z.object({
  kind: z.enum(PAGE_KINDS).default("page"),
  title: typed(PAGE_LIMITS.title, tooLong("Title", PAGE_LIMITS.title)),
  slug: typed(PAGE_LIMITS.slug, tooLong("Slug", PAGE_LIMITS.slug)),
  content: typedText({ multiLine: true })
    .max(PAGE_LIMITS.content, PAGE_TEXTS.contentTooLong)
    .transform((html) => (html.replace(/<p>\s*<\/p>/g, "").trim() === "" ? "" : html))
    .default(""),
  metaTitle: typed(PAGE_LIMITS.metaTitle, tooLong("Meta title", PAGE_LIMITS.metaTitle)),
  metaDescription: typed(
    PAGE_LIMITS.metaDescription,
    tooLong("Meta description", PAGE_LIMITS.metaDescription),
    { multiLine: true },
  ),
  // Not posted by a form that has no switch (a scripted save): published, as a new item is.
  isPublished: z.boolean().default(true),
  // A post's settings; a page has none.
  featuredImage: typedText()
    .trim()
    .max(PAGE_LIMITS.featuredImage, "The image URL is too long")
    .refine((value) => value === "" || isImageUrl(value), {
      message: "Enter an image URL starting with https:// or /, or choose one from the library",
    })
    .default(""),
  tags: z
    .array(typed(PAGE_LIMITS.tag, `A tag has at most ${PAGE_LIMITS.tag} characters`))
    // Room for blanks and repeats, which normalizing drops: the limit is counted on what is kept.
    .max(PAGE_LIMITS.tags * 2, `At most ${PAGE_LIMITS.tags} tags`)
    .transform(normalizeTags)
    .refine((tags) => tags.length <= PAGE_LIMITS.tags, {
      message: `At most ${PAGE_LIMITS.tags} tags`,
    })
    .default([]),
  /** A page's body as JSON: only the page editor posts it (ADR 0023). */
  sections: z.string().optional(),
  publishAt: typed(40, "Enter a date and time"),
  unpublishAt: typed(40, "Enter a date and time"),
});

/** The sections posted as JSON; what is not JSON is kept as posted, for the save to refuse. */
function postedSections(posted: string): unknown {
  try {
    return JSON.parse(posted);
  } catch {
    return posted;
  }
}

/**
 * The editor's schema for a site in `timeZone`. `kind`, when given, is the item's kind as the
 * manager decides it (the Blog Manager's are posts), whatever the form says.
 */
export function pageEditorSchema(timeZone: string, kind?: PageKind) {
  // One transform checks across fields and yields the output, so the schedule is read once.
  return pageFields.transform((fields, context) => {
    const itemKind = kind ?? fields.kind;
    const slug = itemKind === "post" && fields.slug ? withBlogPrefix(fields.slug) : fields.slug;
    const schedule = parseScheduleFields(fields, timeZone);
    if (!schedule.ok) {
      context.addIssue({ code: "custom", path: [schedule.field], message: schedule.error });
    }
    const titleMissing = fields.title === "";
    if (titleMissing)
      context.addIssue({ code: "custom", path: ["title"], message: "Title is required" });
    const slugIssue = slugProblem(itemKind, slug);
    if (slugIssue) context.addIssue({ code: "custom", path: ["slug"], message: slugIssue });
    if (!schedule.ok || titleMissing || slugIssue) return z.NEVER;
    const page: PageInput = {
      kind: itemKind,
      title: fields.title,
      slug,
      content: fields.content,
      metaTitle: fields.metaTitle || fields.title,
      metaDescription: fields.metaDescription,
      isPublished: fields.isPublished,
      ...(itemKind === "post"
        ? { featuredImage: fields.featuredImage || null, tags: fields.tags }
        : {}),
      // Checked and sanitized by the save, against the section types (ADR 0023).
      ...(fields.sections === undefined ? {} : { sections: postedSections(fields.sections) }),
    };
    return { page, publishAt: schedule.publishAt, unpublishAt: schedule.unpublishAt };
  });
}

/** What's wrong with a slug of an item of `kind` (with its 'blog/' prefix), if anything. */
function slugProblem(kind: PageKind, slug: string): string | null {
  if (slug === "" || slug === BLOG_SLUG_PREFIX) return "Slug is required";
  if (kind === "post") {
    return hasPostSlugShape(withoutBlogPrefix(slug))
      ? null
      : "Use lowercase letters, numbers and hyphens only";
  }
  if (isPostSlug(slug)) {
    return `A page's slug can't start with ${BLOG_SLUG_PREFIX}: create a blog post instead`;
  }
  if (!hasPageSlugShape(slug)) {
    return "Use lowercase letters, numbers and hyphens (slashes between parts)";
  }
  // A built-in page's own slug is its row's (the server knows which row is saved).
  const clash = slugClash(slug);
  return clash && !clash.isBuiltInPage ? clash.message : null;
}

/** What a valid form yields: the item as stored, and its schedule. */
export type PageEditorOutput = z.output<ReturnType<typeof pageEditorSchema>>;

/** A switch posts "true" or "false" (a hidden input beside it), or "on" as a checkbox does. */
const { coerceFormValue } = configureCoercion({
  type: { boolean: (text) => text === "true" || text === "on" },
});

/** Reads the editor's posted form: the item and its schedule, or each problem by field name. */
export function parsePageEditor(formData: FormData, timeZone: string, kind?: PageKind) {
  return parseWithZod(formData, {
    schema: coerceFormValue(pageEditorSchema(timeZone, kind)),
    disableAutoCoercion: true,
  });
}

/** The inputs' constraints (maximum lengths), for the browser's own checks. */
export const PAGE_EDITOR_CONSTRAINT = getZodConstraint(pageFields);

/**
 * The toast under 'Validation Error' for a refused form: the spec's 'Title and slug are
 * required' when one of them is missing, else a word to check the highlighted fields.
 */
export function validationMessage(errors: Record<string, string[] | null | undefined>): string {
  const missing =
    errors.title?.includes("Title is required") || errors.slug?.includes("Slug is required");
  return missing ? PAGE_TEXTS.required : PAGE_TEXTS.checkFields;
}

/** `update` publishes the edited fields; `draft` keeps them beside a published live version. */
export const PAGE_INTENTS = ["create", "update", "draft", "delete"] as const;
export type PageIntent = (typeof PAGE_INTENTS)[number];

/** What the Content and Blog managers' actions answer. */
export type PagesActionResult =
  | {
      ok: true;
      intent: PageIntent;
      kind: PageKind;
      message: string;
      description: string;
    }
  | {
      ok: false;
      intent: PageIntent | null;
      /** The toast's title: 'Validation Error', 'Save failed' or 'Delete failed'. */
      title: string;
      error: string;
      /** The form's reply: each refused field's problem, for conform (none if it was not read). */
      result?: SubmissionResult<string[]>;
      /** A refused body's problems, each at its field (`content.2.props.title.ur`, ADR 0023). */
      issues?: BodyIssue[];
    };

/** A media library image offered by the Insert Image picker. */
export type MediaImage = {
  id: string;
  filePath: string;
  originalName: string;
  mimeType: string;
  fileSize: number;
  createdAt: string;
};
