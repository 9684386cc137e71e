import type { Faq } from "#app/components/site/faq-list.tsx";
import type { Translate } from "#app/modules/i18n/i18n.ts";

const QUESTIONS = ["trial", "setup", "payment", "yearly", "capacity"] as const;

/**
 * The pricing page's FAQ in the page's language (`pricing.faqs` in the catalogues): shown by
 * the page and described in its FAQPage structured data.
 */
export function pricingFaqs(t: Translate): Faq[] {
  return QUESTIONS.map((key) => ({
    question: t(`pricing.faqs.${key}.question`),
    answer: t(`pricing.faqs.${key}.answer`),
  }));
}
