import type { Locale } from "#app/modules/i18n/locales.ts";
import type { SectionProps, SectionType } from "#app/modules/sections/section-types.ts";

/**
 * What a section's component renders from: its props as parsed (with the section's `id`, which
 * names its headings), the page's language and the site title that `{product}` stands for.
 */
export type SectionComponentProps<Type extends SectionType> = {
  section: SectionProps<Type> & { id: string };
  locale: Locale;
  product: string;
};
