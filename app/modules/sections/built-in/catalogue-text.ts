// The built-in pages' texts as sections hold them, read from the catalogues where they were
// written (docs/decisions/0023-pages-built-from-sections.md).
import { type Catalogue, en } from "#app/modules/i18n/catalogue.en.ts";
import { ur } from "#app/modules/i18n/catalogue.ur.ts";
import { LOCALES, type Locale } from "#app/modules/i18n/locales.ts";
import type { LocalizedText } from "#app/modules/sections/section-fields.ts";

const CATALOGUES: Record<Locale, Catalogue> = { en, ur };

type Pick = (catalogue: Catalogue) => string;

/**
 * A catalogue text in every language, as a section's text: `{{product}}` becomes the
 * sections' `{product}`, and any other `{{name}}` is filled with the text `parts[name]` picks
 * (a part the page wrapped in markup becomes plain text). A placeholder left over throws, so
 * no page ever shows one.
 */
export function catalogueText(pick: Pick, parts: Record<string, Pick> = {}): LocalizedText {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const catalogue = CATALOGUES[locale];
      const text = pick(catalogue).replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
        if (name === "product") return "{product}";
        const part = parts[name];
        if (!part) throw new Error(`No text for ${placeholder} in "${pick(catalogue)}"`);
        return part(catalogue);
      });
      return [locale, text];
    }),
  );
}
