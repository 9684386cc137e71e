import { Card, CardContent } from "#app/components/ui/card.tsx";
import { hoursRows } from "#app/modules/business-hours/hours-text.ts";
import { textIn } from "#app/modules/sections/section-fields.ts";
import { useEditMarks } from "./edit-marks.tsx";
import type { SectionComponentProps } from "./section-component.ts";
import { SECTION_ICON_COMPONENTS } from "./section-icons.tsx";

/**
 * A card of the days and the hours the team answers, written from each weekday's hours in the
 * page's language with Website Settings' label of the time zone (ADR 0049), a note under them.
 */
export function BusinessHoursSection({
  section,
  locale,
  facts,
  zoneLabel,
}: SectionComponentProps<"businessHours"> & { zoneLabel: string }) {
  const Icon = section.icon ? SECTION_ICON_COMPONENTS[section.icon] : undefined;
  const marks = useEditMarks(section.id);
  return (
    <Card {...marks.section()}>
      <CardContent className="p-5">
        <h2 className="flex items-center gap-2 font-semibold">
          {Icon ? (
            <>
              <Icon className="size-5" aria-hidden="true" />{" "}
            </>
          ) : null}
          {marks.text("title", textIn(section.title, locale, facts))}
        </h2>
        <dl className="mt-3 grid gap-2 text-sm">
          {hoursRows(section.week, locale, zoneLabel).map((row) => (
            <div key={row.days} className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{row.days}</dt>
              <dd className="font-medium">{row.hours}</dd>
            </div>
          ))}
        </dl>
        {section.note ? (
          <p {...marks.field("note")} className="mt-3 text-sm text-muted-foreground">
            {textIn(section.note, locale, facts)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
