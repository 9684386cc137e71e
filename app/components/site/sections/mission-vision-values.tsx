import { Eye, Target } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { type TranslatedText, textIn } from "#app/modules/sections/section-fields.ts";
import { useEditMarks } from "./edit-marks.tsx";
import type { SectionComponentProps } from "./section-component.ts";
import { SectionHeading } from "./section-heading.tsx";
import { SECTION_ICON_COMPONENTS } from "./section-icons.tsx";

/**
 * Mission and vision side by side, then the values as a grid of cards (h3 titles under the
 * values' h2). Its heading ids are fixed, as the About page has them: one such section a page.
 * It is drawn as two elements, each marked as the section in the editor's preview.
 */
export function MissionVisionValuesSection({
  section,
  locale,
  facts,
}: SectionComponentProps<"missionVisionValues">) {
  const text = (value: TranslatedText | undefined) => textIn(value, locale, facts);
  const marks = useEditMarks(section.id);
  return (
    <>
      <div
        {...marks.section()}
        className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-2"
      >
        <section aria-labelledby="mission-heading" className="rounded-xl border p-6 sm:p-8">
          <Target className="size-8 text-foreground" aria-hidden="true" />
          <h2
            id="mission-heading"
            {...marks.field("mission.title")}
            className="mt-4 text-2xl font-bold tracking-tight"
          >
            {text(section.mission.title)}
          </h2>
          <p {...marks.field("mission.text")} className="mt-3 text-muted-foreground">
            {text(section.mission.text)}
          </p>
        </section>
        <section aria-labelledby="vision-heading" className="rounded-xl border p-6 sm:p-8">
          <Eye className="size-8 text-foreground" aria-hidden="true" />
          <h2
            id="vision-heading"
            {...marks.field("vision.title")}
            className="mt-4 text-2xl font-bold tracking-tight"
          >
            {text(section.vision.title)}
          </h2>
          <p {...marks.field("vision.text")} className="mt-3 text-muted-foreground">
            {text(section.vision.text)}
          </p>
        </section>
      </div>

      <section
        {...marks.section()}
        aria-labelledby="values-heading"
        className="border-y bg-muted px-4 py-16 sm:px-6 sm:py-20"
      >
        <div className="mx-auto max-w-6xl">
          <div className="mx-auto mb-10 max-w-2xl text-center">
            <SectionHeading id="values-heading" mark={marks.field("valuesTitle")}>
              {text(section.valuesTitle)}
            </SectionHeading>
            {section.valuesIntro ? (
              <p {...marks.field("valuesIntro")} className="mt-3 text-muted-foreground">
                {text(section.valuesIntro)}
              </p>
            ) : null}
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {section.values.map((value, index) => {
              const Icon = SECTION_ICON_COMPONENTS[value.icon];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, never reordered
                <li key={index}>
                  <Card className="h-full">
                    <CardHeader>
                      <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                        <Icon className="size-5" aria-hidden="true" />
                      </span>
                      <CardTitle {...marks.field(`values.${index}.title`)} className="text-lg">
                        {text(value.title)}
                      </CardTitle>
                    </CardHeader>
                    <CardContent>
                      <p
                        {...marks.field(`values.${index}.text`)}
                        className="text-sm text-muted-foreground"
                      >
                        {text(value.text)}
                      </p>
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
    </>
  );
}
