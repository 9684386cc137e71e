import { FaqList } from "#app/components/site/faq-list.tsx";
import { faqTexts } from "#app/modules/sections/page-faqs.ts";
import { textIn } from "#app/modules/sections/section-fields.ts";
import { useEditMarks } from "./edit-marks.tsx";
import type { SectionComponentProps } from "./section-component.ts";

/**
 * Questions that open in place (FaqList: no JavaScript) under a centred title: a padded band
 * (Pricing, the default), or inside the page's column (Contact), where the title carries the
 * section's id (`#quick-answers` lands on it). The page's FAQPage structured data is made from
 * the same texts (page-faqs.ts).
 */
export function FaqSection({ section, locale, facts }: SectionComponentProps<"faq">) {
  const title = textIn(section.title, locale, facts);
  const items = faqTexts(section, locale, facts);
  const marks = useEditMarks(section.id);
  if (section.variant === "column") {
    return (
      <section
        {...marks.section()}
        aria-labelledby={section.id}
        className="mx-auto mt-20 max-w-3xl"
      >
        <h2
          id={section.id}
          {...marks.field("title")}
          className="mb-6 text-center text-3xl font-bold"
        >
          {title}
        </h2>
        <FaqList items={items} marks={marks} />
      </section>
    );
  }
  const headingId = `${section.id}-heading`;
  return (
    <section
      {...marks.section()}
      aria-labelledby={headingId}
      className="px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="mx-auto max-w-3xl">
        <h2
          id={headingId}
          {...marks.field("title")}
          className="mb-10 text-center text-3xl font-bold tracking-tight"
        >
          {title}
        </h2>
        <FaqList items={items} marks={marks} />
      </div>
    </section>
  );
}
