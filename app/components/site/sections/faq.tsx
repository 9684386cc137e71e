import { FaqList } from "#app/components/site/faq-list.tsx";
import { textIn } from "#app/modules/sections/section-fields.ts";
import type { SectionComponentProps } from "./section-component.ts";

/**
 * Questions that open in place (the site's FaqList) under their title, which carries the
 * section's id (`#quick-answers` lands on it).
 */
export function FaqSection({ section, locale, product }: SectionComponentProps<"faq">) {
  return (
    <section aria-labelledby={section.id} className="mx-auto mt-20 max-w-3xl">
      <h2 id={section.id} className="mb-6 text-center text-3xl font-bold">
        {textIn(section.title, locale, product)}
      </h2>
      <FaqList
        items={section.items.map((item) => ({
          question: textIn(item.question, locale, product),
          answer: textIn(item.answer, locale, product),
        }))}
      />
    </section>
  );
}
