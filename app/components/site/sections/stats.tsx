import { Card } from "#app/components/ui/card.tsx";
import { textIn } from "#app/modules/sections/section-fields.ts";
import { useEditMarks } from "./edit-marks.tsx";
import type { SectionComponentProps } from "./section-component.ts";
import { SectionHeading } from "./section-heading.tsx";

/** A few figures: a band in the primary colour (Home), or cards under a title (About). */
export function StatsSection(props: SectionComponentProps<"stats">) {
  return props.section.variant === "cards" ? <StatCards {...props} /> : <StatBand {...props} />;
}

/**
 * The numbers as a band in the primary colour, one column per figure. The band sits inside
 * the section before it (Home's feature cards, whose `children` it is), as on Home today.
 */
function StatBand({ section, locale, facts }: SectionComponentProps<"stats">) {
  const marks = useEditMarks(section.id);
  return (
    <dl
      {...marks.section()}
      className="mt-16 grid grid-cols-3 divide-x divide-primary-foreground/20 rounded-2xl bg-primary text-primary-foreground"
    >
      {section.items.map((item, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: drawn once on the server, never reordered
          key={index}
          className="flex flex-col-reverse items-center justify-end px-2 py-6 text-center sm:px-6 sm:py-8"
        >
          <dt
            {...marks.field(`items.${index}.label`)}
            className="mt-1 text-xs font-medium sm:text-base"
          >
            {textIn(item.label, locale, facts)}
          </dt>
          {/* Figures like "100+" read left to right on Urdu pages too. */}
          <dd dir="ltr" className="text-3xl font-bold tracking-tight sm:text-5xl">
            {item.spoken ? (
              <>
                <span aria-hidden="true" {...marks.field(`items.${index}.value`)}>
                  {textIn(item.value, locale, facts)}
                </span>
                <span className="sr-only">{textIn(item.spoken, locale, facts)}</span>
              </>
            ) : (
              marks.text(`items.${index}.value`, textIn(item.value, locale, facts))
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One card per figure: the number big, its label under it, one line of explanation. */
function StatCards({ section, locale, facts }: SectionComponentProps<"stats">) {
  const marks = useEditMarks(section.id);
  const headingId = `${section.id}-heading`;
  return (
    <section
      {...marks.section()}
      aria-labelledby={section.title ? headingId : undefined}
      className="border-y bg-muted px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="mx-auto max-w-5xl">
        {section.title ? (
          <div className="mb-10 text-center">
            <SectionHeading id={headingId} mark={marks.field("title")}>
              {textIn(section.title, locale, facts)}
            </SectionHeading>
          </div>
        ) : null}
        <ul className="grid gap-6 sm:grid-cols-3">
          {section.items.map((stat, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, never reordered
            <li key={index}>
              <Card className="h-full p-6 text-center">
                <p className="flex flex-col">
                  <span
                    dir="ltr"
                    {...marks.field(`items.${index}.value`)}
                    className="text-5xl font-bold tracking-tight"
                  >
                    {textIn(stat.value, locale, facts)}
                  </span>{" "}
                  <span
                    {...marks.field(`items.${index}.label`)}
                    className="mt-2 text-lg font-semibold"
                  >
                    {textIn(stat.label, locale, facts)}
                  </span>
                </p>
                {stat.text ? (
                  <p
                    {...marks.field(`items.${index}.text`)}
                    className="mt-2 text-sm text-muted-foreground"
                  >
                    {textIn(stat.text, locale, facts)}
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
