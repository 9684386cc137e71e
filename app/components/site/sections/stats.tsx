import { Card } from "#app/components/ui/card.tsx";
import { textIn } from "#app/modules/sections/section-fields.ts";
import type { SectionComponentProps } from "./section-component.ts";
import { SectionHeading } from "./section-heading.tsx";

/** A few figures: as cards under a title (the About page). */
export function StatsSection(props: SectionComponentProps<"stats">) {
  // The band (the Home page's) comes with the Home page's sections (issue 30).
  return props.section.variant === "cards" ? <StatCards {...props} /> : null;
}

/** One card per figure: the number big, its label under it, one line of explanation. */
function StatCards({ section, locale, product }: SectionComponentProps<"stats">) {
  const headingId = `${section.id}-heading`;
  return (
    <section
      aria-labelledby={section.title ? headingId : undefined}
      className="border-y bg-muted px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="mx-auto max-w-5xl">
        {section.title ? (
          <div className="mb-10 text-center">
            <SectionHeading id={headingId}>{textIn(section.title, locale, product)}</SectionHeading>
          </div>
        ) : null}
        <ul className="grid gap-6 sm:grid-cols-3">
          {section.items.map((stat, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, never reordered
            <li key={index}>
              <Card className="h-full p-6 text-center">
                <p className="flex flex-col">
                  <span dir="ltr" className="text-5xl font-bold tracking-tight">
                    {textIn(stat.value, locale, product)}
                  </span>{" "}
                  <span className="mt-2 text-lg font-semibold">
                    {textIn(stat.label, locale, product)}
                  </span>
                </p>
                {stat.text ? (
                  <p className="mt-2 text-sm text-muted-foreground">
                    {textIn(stat.text, locale, product)}
                  </p>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
