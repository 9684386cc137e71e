import type { ReactNode } from "react";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { textIn } from "#app/modules/sections/section-fields.ts";
import { useEditMarks } from "./edit-marks.tsx";
import type { SectionComponentProps } from "./section-component.ts";

/**
 * The contact form (`children`, Contact's own form component) under the section's title, and
 * beside it the aside drawn from the contact details and hours that follow it in the page
 * (modules/sections/placement.ts): the form left, the cards right, as on Contact today.
 */
export function ContactFormSection({
  section,
  locale,
  facts,
  aside,
  children,
}: SectionComponentProps<"contactForm"> & { aside?: ReactNode; children: ReactNode }) {
  const marks = useEditMarks(section.id);
  const titleId = `${section.id}-title`;
  return (
    <div {...marks.section()} className="mt-14 grid gap-10 lg:grid-cols-5">
      <section aria-labelledby={titleId} className="lg:col-span-3">
        <Card>
          <CardContent className="p-6 sm:p-8">
            <h2 id={titleId} {...marks.field("title")} className="text-2xl font-semibold">
              {textIn(section.title, locale, facts)}
            </h2>
            {children}
          </CardContent>
        </Card>
      </section>

      {aside ? (
        <aside
          className="grid content-start gap-6 lg:col-span-2"
          aria-label={section.asideLabel ? textIn(section.asideLabel, locale, facts) : undefined}
        >
          {aside}
        </aside>
      ) : null}
    </div>
  );
}
