import type { PageSnapshot } from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import type { EntityDefinition } from "#app/modules/entities/entity-definition.ts";
import { DEFAULT_LOCALE, LOCALES, type TranslatedLocale } from "#app/modules/i18n/locales.ts";
import { type PageTextKey, pageDefinition } from "#app/modules/pages/page-definition.ts";
import { pageKindOf } from "#app/modules/pages/page-slugs.ts";
import { readableText } from "#app/modules/publishing/readable-text.ts";
import { bodyPathLabel } from "#app/modules/sections/section-field-labels.ts";
import { isSectionType, SECTION_TYPES } from "#app/modules/sections/section-types.ts";

// What a language still lacks (ADR 0051): every text written in English with none in that
// language. A translated text has one storage shape (ADR 0041: `{ en, ur }`, a list per
// language for a post's tags), so the texts are found by their shape inside the fields an
// entity declares, with the labels it declares: nothing here lists fields a second time.

/** A place in a value: keys and list positions. */
type Path = (string | number)[];

/** A text written in English and not in the language looked at, where it is and its English. */
export type UntranslatedText = { path: Path; english: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether a value has the translated-text shape: only language keys, English among them. */
function isPerLanguage(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  return (
    keys.includes(DEFAULT_LOCALE) &&
    keys.every((key) => (LOCALES as readonly string[]).includes(key))
  );
}

/** A text with no letter in it ("50+", "24/7", "∞") reads the same in every language. */
const hasWords = (value: unknown) =>
  (Array.isArray(value) ? value : [value]).some(
    (item) => typeof item === "string" && /\p{L}/u.test(readableText(item)),
  );

const written = (value: unknown) =>
  typeof value === "string"
    ? value.trim() !== ""
    : Array.isArray(value) && value.some((item) => typeof item === "string" && item.trim() !== "");

/** The English of a text or a list, as one line of plain text. */
function englishLine(value: unknown): string {
  const text = Array.isArray(value) ? value.join(", ") : String(value);
  return readableText(text).replace(/\s+/g, " ").trim();
}

/** The schema of what is at `path` inside a value `schema` checks, where it can be followed. */
function schemaAt(schema: z.ZodType | undefined, path: Path): z.ZodType | undefined {
  let current = schema;
  for (const segment of path) {
    while (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodDefault ||
      current instanceof z.ZodNullable
    ) {
      current = current.unwrap() as z.ZodType;
    }
    if (current instanceof z.ZodArray && typeof segment === "number") {
      current = current.element as z.ZodType;
    } else if (current instanceof z.ZodObject && typeof segment === "string") {
      current = (current.shape as Record<string, z.ZodType>)[segment];
    } else {
      return undefined;
    }
  }
  return current;
}

/** The keys of the object `schema` declares at `path`, in its order (stored JSON sorts them). */
function declaredKeys(schema: z.ZodType | undefined, path: Path): string[] {
  const found = schemaAt(schema, path);
  return found instanceof z.ZodObject ? Object.keys(found.shape) : [];
}

/**
 * Every text inside `value` written in English and not in `locale`, in order: the order of
 * `schema`'s keys where it declares the value's shape, else the stored order.
 */
export function untranslatedTexts(
  value: unknown,
  locale: TranslatedLocale,
  schema?: z.ZodType,
): UntranslatedText[] {
  const found: UntranslatedText[] = [];
  const visit = (node: unknown, path: Path) => {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) visit(item, [...path, index]);
    } else if (isRecord(node)) {
      if (isPerLanguage(node)) {
        const english = node[DEFAULT_LOCALE];
        if (written(english) && hasWords(english) && !written(node[locale])) {
          found.push({ path, english: englishLine(node[DEFAULT_LOCALE]) });
        }
        return;
      }
      const order = declaredKeys(schema, path);
      const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
      const keys = Object.keys(node).sort((a, b) => rank(a) - rank(b));
      for (const key of keys) visit(node[key], [...path, key]);
    }
  };
  visit(value, []);
  return found;
}

/** A missing text of one entity: the field in the owner's words, and its English. */
export type MissingField = { field: string; english: string; where: "fields" | "sections" };

/** A place inside a field's value in words: "Features › 3", the language's keys left out. */
function innerPlace(path: Path): string {
  return path
    .filter((segment) => typeof segment === "number")
    .map((segment) => ` › ${segment + 1}`)
    .join("");
}

/**
 * The texts of a stored entity (a plan, the settings) with no text in `locale`: each field it
 * declares, in its order, with the texts inside it (a plan's features); a field that is a name
 * and may stay as it is (translationOptional) is not asked for.
 */
export function entityMissingTexts(
  // biome-ignore lint/suspicious/noExplicitAny: any entity's definition
  definition: EntityDefinition<any>,
  row: Record<string, unknown>,
  locale: TranslatedLocale,
): MissingField[] {
  return definition.storedFields.flatMap(({ key, label }) => {
    if (definition.meta[key]?.translationOptional) return [];
    return untranslatedTexts(row[key], locale).map(({ path, english }) => ({
      field: `${label}${innerPlace(path)}`,
      english,
      where: "fields" as const,
    }));
  });
}

/** The texts of a page or post the Translations view reads: its draft's when one waits. */
export type PageTexts = Pick<PageSnapshot, PageTextKey | "sections" | "chatMessage">;

/**
 * The texts of a page or post with no text in `locale`: its fields (title, SEO fields, a
 * post's slug, body and tags), then each section's. A content page answers at its English
 * slug in every language, and its body is its sections (ADR 0042, 0023), so those two are not
 * asked for.
 */
export function pageMissingTexts(page: PageTexts, locale: TranslatedLocale): MissingField[] {
  const isPost = pageKindOf(String(page.slug?.[DEFAULT_LOCALE] ?? "")) === "post";
  const hasSections = Array.isArray(page.sections?.content);
  const texts = page as Record<string, unknown>;
  const fields = (pageDefinition.translatableKeys as readonly string[]).flatMap((key) => {
    if (key === "slug" && !isPost) return [];
    if (key === "content" && hasSections) return [];
    return untranslatedTexts(texts[key], locale).map(({ english }) => ({
      field: pageDefinition.meta[key as keyof typeof pageDefinition.meta].label,
      english,
      where: "fields" as const,
    }));
  });
  const sections = (page.sections?.content ?? []).flatMap((section, index) => {
    const schema = isSectionType(section.type) ? SECTION_TYPES[section.type].schema : undefined;
    return untranslatedTexts(section.props, locale, schema).map(({ path, english }) => ({
      field: bodyPathLabel(page.sections, ["content", index, "props", ...path].join(".")),
      english,
      where: "sections" as const,
    }));
  });
  return [...fields, ...sections];
}
