import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { configureCoercion } from "@conform-to/zod/v4/future";
import { z } from "#app/lib/zod.ts";
import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";
import { hasPageSlugShape, hasPostSlugShape } from "#app/modules/content/slug-shape.ts";
import { parseScheduleFields } from "#app/modules/publishing/schedule-time.ts";
import { fieldsOfKind, pageDefinition } from "./page-definition.ts";
import { isPostSlug, type PageKind, withBlogPrefix, withoutBlogPrefix } from "./page-slugs.ts";
import type { PageInput } from "./page-values.ts";
import { slugClash } from "./reserved-slugs.ts";

// The page and blog post dialogs' rules (docs/product.md#validation): the definition's fields
// (page-definition.ts) and the checks across them, one schema shared by the browser (checked
// before posting) and the editor route's action (checked again), which also yields what is
// stored (`PageInput`) and the schedule (ADR 0033). A field left empty posts nothing the schema
// sees (conform reads "" as no value): each has its default. One language's version per form:
// a new translated version posts its `locale` beside it. A blog post is a website_pages row whose
// slug starts with 'blog/' (docs/product.md#data); a content page's slug never does.
const pageFields = pageDefinition.fields;

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
    const { sections: _asPosted, ...stored } = pageDefinition.storedValues(fields);
    const page = {
      // A page has none of a post's fields (its picture and tags).
      ...fieldsOfKind(stored, itemKind),
      kind: itemKind,
      slug,
      metaTitle: fields.metaTitle || fields.title,
      // Checked and sanitized by the save, against the section types (ADR 0023).
      ...(fields.sections === undefined ? {} : { sections: postedSections(fields.sections) }),
    } as PageInput;
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
