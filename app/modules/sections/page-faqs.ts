// The questions and answers of a page's `faq` sections as visitors read them in one language:
// what the sections show, and what the page's FAQPage structured data describes
// (seo.ts, faqPageJsonLd), so the two never differ.
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { SiteFacts } from "#app/modules/site-config/site-placeholders.ts";
import { type PageBody, visibleSections } from "./page-body.ts";
import { textIn } from "./section-fields.ts";
import type { SectionProps } from "./section-types.ts";

export type FaqText = { question: string; answer: string };

/** One `faq` section's questions and answers in `locale`. */
export function faqTexts(
  section: SectionProps<"faq">,
  locale: Locale,
  facts: SiteFacts,
): FaqText[] {
  return section.items.map((item) => ({
    question: textIn(item.question, locale, facts),
    answer: textIn(item.answer, locale, facts),
  }));
}

/** Every question a visitor sees on the page, in order: none where it has no `faq` section. */
export function pageFaqTexts(body: PageBody, locale: Locale, facts: SiteFacts): FaqText[] {
  return visibleSections(body).flatMap((section) =>
    section.type === "faq"
      ? faqTexts(section.props as SectionProps<"faq"> & { id: string }, locale, facts)
      : [],
  );
}
