import type { Locale } from "#app/modules/i18n/locales.ts";
import type { SectionProps, SectionType } from "#app/modules/sections/section-types.ts";
import type { SiteFacts } from "#app/modules/site-config/site-placeholders.ts";

/**
 * What a section's component renders from: its props as parsed (with the section's `id`, which
 * names its headings), the page's language and what the site's placeholders stand for
 * (`{product}`, `{setupTime}`, …; site-placeholders.ts).
 */
export type SectionComponentProps<Type extends SectionType> = {
  section: SectionProps<Type> & { id: string };
  locale: Locale;
  facts: SiteFacts;
};
