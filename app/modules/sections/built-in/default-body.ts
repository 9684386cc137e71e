// What the built-in pages' default bodies are made with: sections typed by their schemas, and
// texts read from the catalogues, not retyped (docs/decisions/0023-pages-built-from-sections.md),
// so that a page rebuilt from sections reads as the page it replaces, in every language.
import { type Catalogue, en } from "#app/modules/i18n/catalogue.en.ts";
import { ur } from "#app/modules/i18n/catalogue.ur.ts";
import { LOCALES, type Locale } from "#app/modules/i18n/locales.ts";
import type { Section } from "../page-body.ts";
import type { TranslatedText } from "../section-fields.ts";
import type { SectionProps, SectionType } from "../section-types.ts";

const CATALOGUES: Record<Locale, Catalogue> = { en, ur };

type Pick = (catalogue: Catalogue) => string;

/**
 * One catalogue text in every language, as a section holds it: a `{{name}}` that `parts` names
 * is filled with the text it picks (a part the page wrapped in markup becomes plain text); any
 * other is written as sections write their placeholders, `{name}` (`{product}`, ADR 0023).
 */
export function catalogueText(pick: Pick, parts: Record<string, Pick> = {}): TranslatedText {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const catalogue = CATALOGUES[locale];
      const text = pick(catalogue).replace(/\{\{(\w+)\}\}/g, (_placeholder, name: string) => {
        const part = parts[name];
        return part ? part(catalogue) : `{${name}}`;
      });
      return [locale, text];
    }),
  );
}

/** A section of a type with its props, typed by the type's schema. */
export function section<Type extends SectionType>(
  type: Type,
  props: { id: string } & SectionProps<Type>,
): Section {
  return { type, props };
}
