// What the built-in pages' default bodies are made with: sections typed by their schemas, and
// texts read from the catalogues, not retyped (docs/decisions/0023-pages-built-from-sections.md),
// so that a page rebuilt from sections reads as the page it replaces, in every language.
import { type Catalogue, en } from "#app/modules/i18n/catalogue.en.ts";
import { ur } from "#app/modules/i18n/catalogue.ur.ts";
import { LOCALES, type Locale } from "#app/modules/i18n/locales.ts";
import type { Section } from "../page-body.ts";
import type { LocalizedText } from "../section-fields.ts";
import type { SectionProps, SectionType } from "../section-types.ts";

const CATALOGUES: Record<Locale, Catalogue> = { en, ur };

/**
 * One catalogue text in every language, its `{{name}}` placeholders written as sections write
 * them (`{name}`, ADR 0023).
 */
export function catalogueText(pick: (catalogue: Catalogue) => string): LocalizedText {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, pick(CATALOGUES[locale]).replace(/\{\{(\w+)\}\}/g, "{$1}")]),
  );
}

/** A section of a type with its props, typed by the type's schema. */
export function section<Type extends SectionType>(
  type: Type,
  props: { id: string } & SectionProps<Type>,
): Section {
  return { type, props };
}
