import { Card, CardContent } from "#app/components/ui/card.tsx";
import { textIn } from "#app/modules/sections/section-fields.ts";
import { useEditMarks } from "./edit-marks.tsx";
import type { SectionComponentProps } from "./section-component.ts";
import { SECTION_ICON_COMPONENTS } from "./section-icons.tsx";

/** A card of the days and the hours the team answers, with a note under them if any. */
export function BusinessHoursSection({
  section,
  locale,
  product,
}: SectionComponentProps<"businessHours">) {
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
          {marks.text("title", textIn(section.title, locale, product))}
        </h2>
        <dl className="mt-3 grid gap-2 text-sm">
          {section.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: drawn once on the server, never reordered
            <div key={index} className="flex justify-between gap-4">
              <dt {...marks.field(`rows.${index}.days`)} className="text-muted-foreground">
                {textIn(row.days, locale, product)}
              </dt>
              <dd {...marks.field(`rows.${index}.hours`)} className="font-medium">
                {textIn(row.hours, locale, product)}
              </dd>
            </div>
          ))}
        </dl>
        {section.note ? (
          <p {...marks.field("note")} className="mt-3 text-sm text-muted-foreground">
            {textIn(section.note, locale, product)}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
