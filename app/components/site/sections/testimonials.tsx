import { Quote } from "lucide-react";
import { Card } from "#app/components/ui/card.tsx";
import { mediaUrl } from "#app/modules/media/media.ts";
import { textIn } from "#app/modules/sections/section-fields.ts";
import { useEditMarks } from "./edit-marks.tsx";
import type { SectionComponentProps } from "./section-component.ts";
import { SectionHeading } from "./section-heading.tsx";

/** What customers say, a card each: the quote, then who said it, with their photo if any. */
export function TestimonialsSection({
  section,
  locale,
  facts,
}: SectionComponentProps<"testimonials">) {
  const marks = useEditMarks(section.id);
  const headingId = `${section.id}-heading`;
  return (
    <section
      {...marks.section()}
      aria-labelledby={section.title ? headingId : undefined}
      className="px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="mx-auto max-w-6xl">
        {section.title ? (
          <div className="mb-10 text-center">
            <SectionHeading id={headingId} mark={marks.field("title")}>
              {textIn(section.title, locale, facts)}
            </SectionHeading>
          </div>
        ) : null}
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {section.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: drawn once on the server, never reordered
            <li key={index}>
              <Card className="h-full p-6">
                <figure className="flex h-full flex-col">
                  <Quote
                    className="size-6 text-muted-foreground rtl:-scale-x-100"
                    aria-hidden="true"
                  />
                  {/* A customer's own words may stay in their language on another one's page. */}
                  <blockquote className="mt-3 flex-1 text-pretty">
                    <p dir="auto" {...marks.field(`items.${index}.quote`)}>
                      {textIn(item.quote, locale, facts)}
                    </p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    {item.photo ? (
                      <img
                        {...marks.field(`items.${index}.photo`, "image")}
                        src={mediaUrl(item.photo.media)}
                        alt={textIn(item.photo.alt, locale, facts)}
                        loading="lazy"
                        className="size-12 shrink-0 rounded-full object-cover"
                      />
                    ) : null}
                    <span>
                      <span
                        dir="auto"
                        {...marks.field(`items.${index}.name`)}
                        className="block font-semibold"
                      >
                        {textIn(item.name, locale, facts)}
                      </span>
                      {item.business ? (
                        <span
                          dir="auto"
                          {...marks.field(`items.${index}.business`)}
                          className="block text-sm text-muted-foreground"
                        >
                          {textIn(item.business, locale, facts)}
                        </span>
                      ) : null}
                    </span>
                  </figcaption>
                </figure>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
