import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { configureCoercion } from "@conform-to/zod/v4/future";
import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";
import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";
import { hasPageSlugShape, hasPostSlugShape } from "#app/modules/content/slug-shape.ts";
import { parseScheduleFields } from "#app/modules/publishing/schedule-time.ts";
import { PAGE_LIMITS } from "./page-limits.ts";
import {
  isPostSlug,
  PAGE_KINDS,
  type PageKind,
  withBlogPrefix,
  withoutBlogPrefix,
} from "./page-slugs.ts";
import { normalizeTags } from "./page-tags.ts";
import { PAGE_TEXTS } from "./page-texts.ts";
import type { PageInput } from "./page-values.ts";
import { slugClash } from "./reserved-slugs.ts";

// The page and blog post dialogs' rules (docs/product.md#validation), shared by the browser
// (checked before posting) and the action (checked again) through one schema (ADR 0033). A blog post is a website_pages row
// whose slug starts with 'blog/' (docs/product.md#data); a content page's slug never does.

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
