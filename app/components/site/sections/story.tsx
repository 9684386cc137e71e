import { textIn } from "#app/modules/sections/section-fields.ts";
import { useEditMarks } from "./edit-marks.tsx";
import type { SectionComponentProps } from "./section-component.ts";
import { SectionHeading } from "./section-heading.tsx";

/** A titled run of paragraphs in a narrow column. */
export function StorySection({ section, locale, facts }: SectionComponentProps<"story">) {
  const marks = useEditMarks(section.id);
  const headingId = `${section.id}-heading`;
  return (
    <section
      {...marks.section()}
      aria-labelledby={headingId}
      className="px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="mx-auto max-w-3xl">
        <SectionHeading id={headingId} mark={marks.field("title")}>
          {textIn(section.title, locale, facts)}
        </SectionHeading>
        <div className="mt-6 space-y-4 text-muted-foreground">
          {section.paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, never reordered
            <p key={index} {...marks.field(`paragraphs.${index}`)}>
              {textIn(paragraph, locale, facts)}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
