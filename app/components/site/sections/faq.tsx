import { FaqList } from "#app/components/site/faq-list.tsx";
import { faqTexts } from "#app/modules/sections/page-faqs.ts";
import { textIn } from "#app/modules/sections/section-fields.ts";
import type { SectionComponentProps } from "./section-component.ts";

/**
 * Questions under a centred title, each opening in place (FaqList: no JavaScript). The page's
 * FAQPage structured data is made from the same texts (page-faqs.ts).
 */
export function FaqSection({ section, locale, product }: SectionComponentProps<"faq">) {
  const headingId = `${section.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <h2 id={headingId} className="mb-10 text-center text-3xl font-bold tracking-tight">
          {textIn(section.title, locale, product)}
        </h2>
        <FaqList items={faqTexts(section, locale, product)} />
      </div>
    </section>
  );
}
