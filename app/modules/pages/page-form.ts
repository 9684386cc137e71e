import type { PageSnapshot } from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";
import type { NamedBodyIssue } from "#app/modules/sections/section-field-labels.ts";
import { slugClash } from "./reserved-slugs.ts";

// The page and blog post dialogs' rules (docs/product.md#validation), shared by the browser
// (checked before posting) and the action (checked again). A blog post is a website_pages row
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
  },
  post: {
    saved: "Blog post saved",
    deleted: "Blog post deleted",
    saveFailed: "Failed to save blog post",
    deleteFailed: "Failed to delete blog post",
    loadFailed: "Failed to load blog posts",
    gone: "This blog post no longer exists",
  },
} as const;

export const PAGE_LIMITS = {
  title: 200,
  slug: 200,
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

export type PageField = Exclude<keyof PageFormValues, "kind">;
/** A field's error; the schedule fields (docs/product.md#publishing) sit beside the page's own. */
export type PageFieldErrors = Partial<Record<PageField | "publishAt" | "unpublishAt", string>>;

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
 * The autosave slot of an item being edited (its id), of a new page or post, or of the Urdu
 * version not yet created of the English item `translationOf` (`ur-{its id}`).
 */
export function autosaveSlot(
  id: string | null,
  kind: PageKind,
  translationOf: string | null = null,
): string {
  return id ?? (translationOf ? `ur-${translationOf}` : `new-${kind}`);
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

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

/** The sections posted as JSON; what is not JSON is kept as posted, for the save to refuse. */
function postedSections(formData: FormData): unknown {
  const posted = text(formData, "sections");
  try {
    return JSON.parse(posted);
  } catch {
    return posted;
  }
}

/**
 * The values posted by a dialog. `featuredImage` marks a form that edits the post settings:
 * without it the stored featured image and tags stay as they are; likewise `sections`, which
 * only the page editor posts (ADR 0023).
 */
export function pageValuesFromFormData(formData: FormData): PageFormValues {
  const kind = text(formData, "kind") === "post" ? "post" : "page";
  const hasSettings = formData.has("featuredImage");
  return {
    kind,
    title: text(formData, "title"),
    slug: text(formData, "slug"),
    content: text(formData, "content"),
    metaTitle: text(formData, "metaTitle"),
    metaDescription: text(formData, "metaDescription"),
    isPublished: text(formData, "isPublished") !== "false",
    ...(hasSettings
      ? {
          featuredImage: text(formData, "featuredImage"),
          tags: formData.getAll("tags").filter((tag): tag is string => typeof tag === "string"),
        }
      : {}),
    ...(formData.has("sections") ? { sections: postedSections(formData) } : {}),
  };
}

const SEGMENT = "[a-z0-9-]+";
const PAGE_SLUG = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);
const POST_SLUG = new RegExp(`^${BLOG_SLUG_PREFIX}${SEGMENT}$`);

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

const pageSchema = z
  .object({
    kind: z.enum(PAGE_KINDS),
    title: z.string().trim().max(PAGE_LIMITS.title, tooLong("Title", PAGE_LIMITS.title)),
    slug: z.string().trim().max(PAGE_LIMITS.slug, tooLong("Slug", PAGE_LIMITS.slug)),
    content: z
      .string()
      .max(PAGE_LIMITS.content, PAGE_TEXTS.contentTooLong)
      .transform((html) => (html.replace(/<p>\s*<\/p>/g, "").trim() === "" ? "" : html)),
    metaTitle: z
      .string()
      .trim()
      .max(PAGE_LIMITS.metaTitle, tooLong("Meta title", PAGE_LIMITS.metaTitle)),
    metaDescription: z
      .string()
      .trim()
      .max(PAGE_LIMITS.metaDescription, tooLong("Meta description", PAGE_LIMITS.metaDescription)),
    isPublished: z.boolean(),
    featuredImage: z
      .string()
      .trim()
      .max(PAGE_LIMITS.featuredImage, "The image URL is too long")
      .refine((value) => value === "" || isImageUrl(value), {
        message: "Enter an image URL starting with https:// or /, or choose one from the library",
      })
      .optional(),
    tags: z
      .array(
        z.string().trim().max(PAGE_LIMITS.tag, `A tag has at most ${PAGE_LIMITS.tag} characters`),
      )
      .transform(normalizeTags)
      .refine((tags) => tags.length <= PAGE_LIMITS.tags, {
        message: `At most ${PAGE_LIMITS.tags} tags`,
      })
      .optional(),
  })
  .transform((values) => ({
    ...values,
    slug: values.kind === "post" && values.slug ? withBlogPrefix(values.slug) : values.slug,
  }))
  .superRefine((values, ctx) => {
    const slugBlank = values.slug === "" || values.slug === BLOG_SLUG_PREFIX;
    if (values.title === "") {
      ctx.addIssue({ code: "custom", path: ["title"], message: "Title is required" });
    }
    if (slugBlank) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: "Slug is required" });
      return;
    }
    if (values.kind === "page" && isPostSlug(values.slug)) {
      ctx.addIssue({
        code: "custom",
        path: ["slug"],
        message: `A page's slug can't start with ${BLOG_SLUG_PREFIX}: create a blog post instead`,
      });
    } else if (values.kind === "page" && !PAGE_SLUG.test(values.slug)) {
      ctx.addIssue({
        code: "custom",
        path: ["slug"],
        message: "Use lowercase letters, numbers and hyphens (slashes between parts)",
      });
    } else if (values.kind === "page") {
      // A built-in page's own slug is its row's (the server knows which row is saved).
      const clash = slugClash(values.slug);
      if (clash && !clash.isBuiltInPage) {
        ctx.addIssue({ code: "custom", path: ["slug"], message: clash.message });
      }
    } else if (values.kind === "post" && !POST_SLUG.test(values.slug)) {
      ctx.addIssue({
        code: "custom",
        path: ["slug"],
        message: "Use lowercase letters, numbers and hyphens only",
      });
    }
  });

export type PageParseResult =
  | { ok: true; page: PageInput }
  | { ok: false; error: string; fieldErrors: PageFieldErrors };

/**
 * Checks a dialog's values. A blank title or slug gives the spec's 'Title and slug are
 * required'; a post's slug gets its 'blog/' prefix; an empty meta title becomes the title.
 */
export function parsePageValues(values: PageFormValues): PageParseResult {
  const parsed = pageSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: PageFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as PageField | undefined;
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    const required =
      fieldErrors.title === "Title is required" || fieldErrors.slug === "Slug is required";
    return {
      ok: false,
      error: required ? PAGE_TEXTS.required : PAGE_TEXTS.checkFields,
      fieldErrors,
    };
  }
  const page = parsed.data;
  return {
    ok: true,
    page: {
      kind: page.kind,
      title: page.title,
      slug: page.slug,
      content: page.content,
      metaTitle: page.metaTitle || page.title,
      metaDescription: page.metaDescription,
      isPublished: page.isPublished,
      ...(page.featuredImage === undefined
        ? {}
        : { featuredImage: page.featuredImage === "" ? null : page.featuredImage }),
      ...(page.tags === undefined ? {} : { tags: page.tags }),
      // Checked and sanitized by the save, against the section types (ADR 0023).
      ...(values.sections === undefined ? {} : { sections: values.sections }),
    },
  };
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
      fieldErrors?: PageFieldErrors;
      /** A refused body's problems, each at its field (`content.2.props.title.ur`, ADR 0023). */
      issues?: NamedBodyIssue[];
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
