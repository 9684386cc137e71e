import { CHAT_MESSAGE_MAX } from "#app/db/enums.ts";
import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";
import { SLUG_MAX_LENGTH } from "#app/modules/content/slug-shape.ts";
import { defineEntity } from "#app/modules/entities/entity-definition.ts";
import {
  customField,
  type FieldMeta,
  isSwitchOn,
  text,
} from "#app/modules/entities/entity-field.ts";
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES } from "#app/modules/i18n/locales.ts";
import { readableText } from "#app/modules/publishing/readable-text.ts";
import type { ComparedField } from "#app/modules/publishing/revision-diff.ts";
import { isImageUrl } from "./image-url.ts";
import { PAGE_LIMITS } from "./page-limits.ts";
import { PAGE_KINDS, type PageKind, pageKindOf, withoutBlogPrefix } from "./page-slugs.ts";
import { normalizeTags, postedTags } from "./page-tags.ts";
import { PAGE_TEXTS } from "./page-texts.ts";
import type { PostFieldKey } from "./post-fields.ts";

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
    placeholder: "Leave empty to use the title",
    max: 200,
    recommended: { min: 50, max: 60 },
    group: SETTINGS,
    translatable: true,
  }),
  metaDescription: text({
    label: "Meta Description",
    noun: "Meta description",
    placeholder: "A short summary for search results (150-160 characters)",
    max: 500,
    recommended: { min: 150, max: 160 },
    multiLine: true,
    group: SETTINGS,
    translatable: true,
  }),
  // The first message of a chat started from this page (ADR 0048); empty: Website Settings'.
  chatMessage: text({
    label: "Chat Message",
    noun: "Chat message",
    placeholder: "Leave empty to use the message in Website Settings",
    description:
      "The first message of a WhatsApp chat started from this page. {product} is the site's title, {page} this page's title, {plan} a plan's name; {setupTime}, {trialLength}, {replyTime} and {timeZone} are Website Settings' facts. A reference code is added after it.",
    max: CHAT_MESSAGE_MAX,
    multiLine: true,
    group: SETTINGS,
    translatable: true,
  }),
  // A post's picture and tags (`kinds`); a page has none.
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
      description:
        "Shown at the top of the post and when it is shared. An https:// address or one from the media library.",
      placeholder: "https://example.com/image.jpg",
      group: SETTINGS,
      control: "image",
      kinds: ["post"],
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
      kinds: ["post"],
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
export type PageTextKey =
  | "slug"
  | "title"
  | "content"
  | "metaTitle"
  | "metaDescription"
  | "chatMessage"
  | "tags";

type PageFieldKey = keyof typeof pageDefinition.meta;

/** The definition's keys whose metadata passes `test`, in its order. */
function keysWhere(test: (field: FieldMeta) => boolean): PageFieldKey[] {
  return (Object.keys(pageDefinition.meta) as PageFieldKey[]).filter((key) =>
    test(pageDefinition.meta[key]),
  );
}

/** The fields only a post has (its picture and tags), in the definition's order. */
export const POST_ONLY_KEYS = keysWhere((field) => field.kinds?.includes("page") === false);

/**
 * A post's own fields beside its texts, the same in every language (ADR 0042): those only a
 * post has that are not translated (post-fields.ts names them for the public views).
 */
export const POST_FIELD_KEYS = POST_ONLY_KEYS.filter(
  (key) => !pageDefinition.meta[key].translatable,
) as unknown as readonly PostFieldKey[];

/** The fields holding a picture's address (declared with the image control): media in use. */
export const IMAGE_KEYS = keysWhere((field) => field.control === "image") as PostFieldKey[];

/**
 * A post's own fields of `item` (a row, a snapshot, a form's values): what its public views
 * show, and a new translated version starts from, beside its texts.
 */
export function postFieldsOf<Item extends Record<PostFieldKey, unknown>>(
  item: Item,
): Pick<Item, PostFieldKey> {
  return Object.fromEntries(POST_FIELD_KEYS.map((key) => [key, item[key]])) as Pick<
    Item,
    PostFieldKey
  >;
}

/** `values` less the fields an item of `kind` has not (a page's picture and tags). */
export function fieldsOfKind<Values extends Record<string, unknown>>(
  values: Values,
  kind: PageKind,
): Partial<Values> {
  return Object.fromEntries(
    Object.entries(values).filter(([key]) => {
      const kinds = (pageDefinition.meta as Record<string, FieldMeta | undefined>)[key]?.kinds;
      return kinds === undefined || kinds.includes(kind);
    }),
  ) as Partial<Values>;
}

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
