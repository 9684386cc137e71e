import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type PageSnapshot, websitePages } from "#app/db/schema.ts";
import type { TranslatedText } from "#app/db/translated-text.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { BLOG_SLUG_PREFIX } from "#app/modules/blog/blog.ts";
import { allowListedRichText } from "#app/modules/content/sanitize-html.server.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "#app/modules/i18n/locales.ts";
import type { PageBody } from "#app/modules/sections/page-body.ts";
import type { NamedBodyIssue } from "#app/modules/sections/section-field-labels.ts";
import { storablePageBody } from "#app/modules/sections/section-rich-text.server.ts";
import { PAGE_TEXT_KEYS, type PageTextKey, pageDefinition } from "./page-definition.ts";
import {
  englishSlug,
  NO_TEXTS,
  ownText,
  versionTexts,
  withVersionTexts,
} from "./page-languages.ts";
import { PAGE_LIMITS } from "./page-limits.ts";
import { isBuiltInRow, type PageRow, UUID } from "./page-rows.server.ts";
import { type PageKind, pageKindOf } from "./page-slugs.ts";
import { PAGE_TEXTS } from "./page-texts.ts";
import type { PageInput } from "./page-values.ts";
import { slugClash } from "./reserved-slugs.ts";

// The rules a save of a page or post is checked by (docs/product.md#validation), and the fields
// it stores: rich text is sanitized by the allow-list first (docs/product.md#security).

/**
 * A body refused by its sections' checks (ADR 0023): the first problem named in the message,
 * every one in `issues` by its place in the body (`content.2.props.title.ur`).
 */
function sectionsRefused(issues: NamedBodyIssue[]): RuleError {
  const [first] = issues;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
  const message = first
    ? `${PAGE_TEXTS.checkSections} ${first.field}: ${first.message}${more}`
    : PAGE_TEXTS.checkSections;
  const byPath: Record<string, string[]> = {};
  for (const issue of issues) byPath[issue.path] = [...(byPath[issue.path] ?? []), issue.message];
  return new RuleError("invalid", message, { issues: byPath });
}

/**
 * The rules of a page's slug and state (docs/product.md#pages-from-sections): an English slug
 * whose first segment belongs to the app is refused with the clash named (reserved-slugs.ts); a
 * built-in page's row keeps its slug and stays published (its visibility is Page Settings').
 * `live` is the row being saved (null when creating one). A post's slugs clash with nothing.
 */
export function checkPageRules(
  fields: { slug: TranslatedText; isPublished: boolean },
  live: PageRow | null,
): void {
  const slug = englishSlug(fields);
  if (pageKindOf(slug) === "post") return;
  if (live && isBuiltInRow(live)) {
    if (slug !== englishSlug(live))
      throw new RuleError("invalid", PAGE_TEXTS.builtInSlug, { field: "slug" });
    if (!fields.isPublished) {
      throw new RuleError("invalid", PAGE_TEXTS.builtInUnpublish, { field: "isPublished" });
    }
    return;
  }
  const clash = slugClash(slug);
  if (clash) throw new RuleError("invalid", clash.message, { field: "slug" });
}

/**
 * Refuses an unpublish time for a built-in page's row before anything of its save is kept:
 * it stays published, and is turned off in Page Settings.
 */
export async function assertUnpublishable(db: Database, id: string): Promise<void> {
  if (!UUID.test(id)) return;
  const [row] = await db
    .select({ slug: websitePages.slug })
    .from(websitePages)
    .where(eq(websitePages.id, id));
  if (row && isBuiltInRow(row)) {
    throw new RuleError("invalid", PAGE_TEXTS.builtInUnpublish, { field: "unpublishAt" });
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Each of an item's slugs is unique within its language (ADR 0042). */
export async function assertSlugFree(
  tx: Database,
  slug: TranslatedText,
  exceptId?: string,
): Promise<void> {
  for (const locale of LOCALES) {
    const value = ownText(slug, locale);
    if (value === "") continue;
    const sameSlug = sql`(${websitePages.slug} ->> ${locale}) = ${value}`;
    const [taken] = await tx
      .select({ id: websitePages.id })
      .from(websitePages)
      .where(exceptId ? and(sameSlug, ne(websitePages.id, exceptId)) : sameSlug)
      .limit(1);
    if (taken) throw new RuleError("conflict", PAGE_TEXTS.slugTaken, { field: "slug" });
  }
}

/** Turns a unique-index race (two saves of one slug at once) into the same clear refusal. */
export async function slugGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new RuleError("conflict", PAGE_TEXTS.slugTaken, { field: "slug" });
    throw error;
  }
}

/**
 * The body a save stores (ADR 0023): the posted sections checked, their rich text sanitized;
 * none (undefined or null) leaves the stored body as it is, so a save never takes a page's
 * body away. A blog post's body is its content, never sections.
 */
function storedSections(input: PageInput): PageBody | undefined {
  if (input.sections === undefined || input.sections === null) return undefined;
  if (input.kind === "post") throw new RuleError("invalid", PAGE_TEXTS.postHasNoSections);
  const body = storablePageBody(input.sections);
  if (!body.ok) throw sectionsRefused(body.issues);
  return body.body;
}

/** Rich text as stored: sanitized by the allow-list, within the limit. */
function storedContent(html: string): string {
  const content = allowListedRichText(html);
  if (content === null)
    throw new RuleError("invalid", PAGE_TEXTS.contentTooDeep, { field: "content" });
  // Sanitizing closes what was left open, so HTML within the limit can come out over it.
  if (content.length > PAGE_LIMITS.content)
    throw new RuleError("invalid", PAGE_TEXTS.contentTooLong, { field: "content" });
  return content;
}

/**
 * What a save stores: the item's fields in every language; its body as `base` had it unless a
 * new one was posted.
 */
export type StoredFields = PageSnapshot;

const isTextKey = (key: string) => (PAGE_TEXT_KEYS as readonly string[]).includes(key);

/** A new item's own fields as stored: each one's initial value (page-definition.ts). */
const NEW_ITEM = Object.fromEntries(
  pageDefinition.storedFields.flatMap(({ key }) => {
    const field = pageDefinition.meta[key];
    const value = isTextKey(key) ? undefined : field.toStored?.(field.initial);
    return value === undefined ? [] : [[key, value]];
  }),
) as Omit<PageSnapshot, PageTextKey | "sections">;

/**
 * A save of the version in `locale` over `base` (the item as it stands, or null for a new
 * one): that version's texts written, its content sanitized (once per save: the row it returns
 * keeps it), and the item's own fields where the form posted them; the other languages' texts
 * stay as they are.
 */
export function storedFields(
  input: PageInput,
  locale: Locale = DEFAULT_LOCALE,
  base: PageSnapshot | null = null,
): StoredFields {
  const content = storedContent(input.content);
  const sections = storedSections(input);
  const { kind: _kind, sections: _asPosted, ...fields } = input;
  // A field the form did not post (a page's picture and tags) stays as it is stored.
  const posted = Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => value !== undefined && !isTextKey(key)),
  ) as Partial<Omit<PageSnapshot, PageTextKey>>;
  const before = base ?? NO_TEXTS;
  const texts = withVersionTexts(before, locale, {
    ...input,
    content,
    metaTitle: input.metaTitle || input.title,
    tags: input.tags ?? versionTexts(before, locale).tags,
  });
  return {
    ...NEW_ITEM,
    ...base,
    ...posted,
    ...pickTexts(texts),
    ...(sections === undefined ? {} : { sections }),
  };
}

/**
 * A whole snapshot stored again (a restored revision, a scheduled draft): every language's
 * content sanitized, its body checked as a save's.
 */
export function storedSnapshot(snapshot: PageSnapshot, kind: PageKind): StoredFields {
  const content = Object.fromEntries(
    Object.entries(snapshot.content ?? {}).map(([locale, html]) => [
      locale,
      storedContent(html ?? ""),
    ]),
  );
  const sections = storedSections({
    ...versionTexts(snapshot, DEFAULT_LOCALE),
    kind,
    sections: snapshot.sections,
  });
  const { sections: _stored, ...fields } = snapshot;
  return { ...fields, content, ...(sections === undefined ? {} : { sections }) };
}

function pickTexts(texts: Pick<PageSnapshot, PageTextKey>): Pick<PageSnapshot, PageTextKey> {
  return Object.fromEntries(PAGE_TEXT_KEYS.map((key) => [key, texts[key]])) as Pick<
    PageSnapshot,
    PageTextKey
  >;
}

export function checkKind(input: PageInput): void {
  const slugIsPost = input.slug.startsWith(BLOG_SLUG_PREFIX);
  if (slugIsPost !== (input.kind === "post")) {
    throw new RuleError(
      "invalid",
      input.kind === "post"
        ? `A blog post's slug starts with ${BLOG_SLUG_PREFIX}`
        : `A page's slug can't start with ${BLOG_SLUG_PREFIX}`,
    );
  }
}
