import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";
import { SLUG_MAX_LENGTH } from "#app/modules/content/slug-shape.ts";
import { defineEntity } from "#app/modules/entities/entity-definition.ts";
import { customField, isSwitchOn, text } from "#app/modules/entities/entity-field.ts";
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES } from "#app/modules/i18n/locales.ts";
import { readableText } from "#app/modules/publishing/readable-text.ts";
import type { ComparedField } from "#app/modules/publishing/revision-diff.ts";
import { isImageUrl } from "./image-url.ts";
import { PAGE_LIMITS } from "./page-limits.ts";
import { PAGE_KINDS, pageKindOf, withoutBlogPrefix } from "./page-slugs.ts";
import { normalizeTags, postedTags } from "./page-tags.ts";
import { PAGE_TEXTS } from "./page-texts.ts";

// A page or blog post, declared once (ADR 0041, docs/product.md#content-pages-and-blog-posts):
// each key is a column of website_pages or a field of the editor's form only (its kind and
// schedule), in the order a list of changes names them. The editor's schema (page-form.ts), its
// values (page-values.ts), the autosave's shape, the snapshot drafts and revisions keep, and the
// labels of the revision history all come from here. The translatable texts are stored per
// language in the item's one row; the editor edits one language's at a time (ADR 0042).

/** A schedule time as typed (read in the site's time zone by page-form.ts); not stored here. */
const scheduleTime = (label: string) =>
  customField(typedText().trim().max(40, "Enter a date and time").default(""), {
    label,
    group: SETTINGS,
    control: "custom",
    initial: "",
    toForm: () => "",
  });

const kinds = z.enum(PAGE_KINDS);

/** The Blog Manager's 'SEO & Settings' tab: the fields a post's editor shows there. */
export const SETTINGS = "settings";

/** The longest slug and picture address, in characters. */
const SLUG_LIMIT = SLUG_MAX_LENGTH;
const IMAGE_URL_LIMIT = 2000;

export const pageDefinition = defineEntity({
  kind: customField(kinds.default("page"), {
    label: "Kind",
    control: "custom",
    initial: "page",
    toForm: (_, row) => pageKindOf(String(row.slug ?? "")),
    asTyped: kinds,
    fromPosted: (posted) => (kinds.safeParse(posted).success ? posted : "page"),
  }),
  title: text({ label: "Title", max: 200, translatable: true }),
  slug: customField(
    typedText().trim().max(SLUG_LIMIT, `Slug must be at most ${SLUG_LIMIT} characters`).default(""),
    {
      label: "Slug",
      control: "custom",
      translatable: true,
      limit: SLUG_LIMIT,
      initial: "",
      // A post's slug is edited after its 'blog/' prefix (page-form.ts puts it back).
      toForm: (stored) => withoutBlogPrefix(String(stored ?? "")),
      toStored: (value) => value,
      asTyped: z.string().max(SLUG_LIMIT * 2),
    },
  ),
  content: customField(
    typedText({ multiLine: true })
      .max(PAGE_LIMITS.content, PAGE_TEXTS.contentTooLong)
      .transform((html) => (html.replace(/<p>\s*<\/p>/g, "").trim() === "" ? "" : html))
      .default(""),
    {
      label: "Content",
      control: "custom",
      translatable: true,
      initial: "",
      toForm: (stored) => String(stored ?? ""),
      toStored: (value) => value,
      asTyped: z.string().max(PAGE_LIMITS.content),
      describe: (stored) => readableText(String(stored ?? "")),
    },
  ),
  /** A page's body as JSON: only the page editor posts it (ADR 0023). */
  sections: customField(z.string().optional(), {
    label: "Sections",
    control: "custom",
    initial: undefined,
    toForm: () => undefined,
    toStored: (value) => value,
    // The page editor's sections as it holds them, any shape: checked when saved.
    asTyped: z
      .unknown()
      .refine((sections) => (JSON.stringify(sections) ?? "").length <= PAGE_LIMITS.content * 2),
  }),
  metaTitle: text({
    label: "Meta Title",
    noun: "Meta title",
    max: 200,
    group: SETTINGS,
    translatable: true,
  }),
  metaDescription: text({
    label: "Meta Description",
    noun: "Meta description",
    max: 500,
    multiLine: true,
    group: SETTINGS,
    translatable: true,
  }),
  // A post's picture and tags; a page has none.
  featuredImage: customField(
    typedText()
      .trim()
      .max(IMAGE_URL_LIMIT, "The image URL is too long")
      .refine((value) => value === "" || isImageUrl(value), {
        message: "Enter an image URL starting with https:// or /, or choose one from the library",
      })
      .default(""),
    {
      label: "Featured Image",
      group: SETTINGS,
      control: "custom",
      limit: IMAGE_URL_LIMIT,
      initial: "",
      toForm: (stored) => (typeof stored === "string" ? stored : ""),
      toStored: (value) => value || null,
      asTyped: z.string().max(IMAGE_URL_LIMIT),
    },
  ),
  tags: customField(
    z
      .array(
        typedText()
          .trim()
          .max(PAGE_LIMITS.tag, `A tag has at most ${PAGE_LIMITS.tag} characters`)
          .default(""),
      )
      // Room for blanks and repeats, which normalizing drops: the limit is counted on what is kept.
      .max(PAGE_LIMITS.tags * 2, `At most ${PAGE_LIMITS.tags} tags`)
      .transform(normalizeTags)
      .refine((tags) => tags.length <= PAGE_LIMITS.tags, {
        message: `At most ${PAGE_LIMITS.tags} tags`,
      })
      .default([]),
    {
      label: "Tags",
      group: SETTINGS,
      control: "custom",
      translatable: true,
      initial: [],
      toForm: (stored) => (Array.isArray(stored) ? stored : []),
      toStored: (value) => value,
      fromPosted: postedTags,
      asTyped: z.array(z.string().max(PAGE_LIMITS.tag)).max(PAGE_LIMITS.tags * 2),
    },
  ),
  // Not posted by a form that has no switch (a scripted save): published, as a new item is.
  isPublished: customField(z.boolean().default(true), {
    label: "Status",
    group: SETTINGS,
    control: "custom",
    initial: true,
    toForm: (stored) => stored !== false,
    toStored: (value) => value,
    asTyped: z.boolean(),
    fromPosted: isSwitchOn,
    describe: (stored) => (stored ? "Published" : "Draft"),
  }),
  publishAt: scheduleTime("Publish at"),
  unpublishAt: scheduleTime("Unpublish at"),
});

/** The texts an item holds per language (ADR 0042): one language's form edits each of them. */
export const PAGE_TEXT_KEYS = pageDefinition.translatableKeys as unknown as readonly PageTextKey[];
export type PageTextKey = "slug" | "title" | "content" | "metaTitle" | "metaDescription" | "tags";

/**
 * The fields a snapshot of a page holds (drafts and revisions, ADR 0041), in the order the
 * revision history names their changes: the definition's stored fields, which are the row's
 * columns less its identity and times (page-definition.test.ts holds them equal); each text
 * compared per language, its label naming a language other than English.
 */
export const PAGE_SNAPSHOT_FIELDS: ComparedField[] = pageDefinition.storedFields.flatMap(
  (field): ComparedField[] =>
    (PAGE_TEXT_KEYS as readonly string[]).includes(field.key)
      ? LOCALES.map((locale) => ({
          ...field,
          key: field.key as ComparedField["key"],
          locale,
          label:
            locale === DEFAULT_LOCALE ? field.label : `${field.label} (${LANGUAGE_NAMES[locale]})`,
        }))
      : [{ ...field, key: field.key as ComparedField["key"] }],
);
