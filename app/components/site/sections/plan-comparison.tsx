import { Check, Minus } from "lucide-react";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "#app/components/ui/table.tsx";
import { type Translate, translator } from "#app/modules/i18n/i18n.ts";
import { textIn } from "#app/modules/sections/section-fields.ts";
import { useEditMarks } from "./edit-marks.tsx";
import type { SectionComponentProps } from "./section-component.ts";
import { SectionHeading } from "./section-heading.tsx";

/**
 * A table of features, one row each, a column per plan marking whether the plan includes it.
 * The column and mark wording ("Feature", "Included") are interface strings, from the
 * catalogues.
 */
export function PlanComparisonSection({
  section,
  locale,
  facts,
}: SectionComponentProps<"planComparison">) {
  const t = translator(locale);
  const marks = useEditMarks(section.id);
  const headingId = `${section.id}-heading`;
  return (
    <section
      {...marks.section()}
      aria-labelledby={headingId}
      className="border-t bg-muted px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <SectionHeading id={headingId} mark={marks.field("title")}>
            {textIn(section.title, locale, facts)}
          </SectionHeading>
          {section.intro ? (
            <p {...marks.field("intro")} className="mt-3 text-muted-foreground">
              {textIn(section.intro, locale, facts)}
            </p>
          ) : null}
        </div>
        <div className="mx-auto max-w-3xl rounded-xl border bg-card">
          <Table>
            {section.caption ? (
              <TableCaption className="sr-only">
                {textIn(section.caption, locale, facts)}
              </TableCaption>
            ) : null}
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead scope="col" className="h-12 ps-4 sm:ps-6">
                  {t("pricing.feature")}
                </TableHead>
                {section.plans.map((plan, index) => (
                  <TableHead
                    // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, never reordered
                    key={index}
                    scope="col"
                    {...marks.field(`plans.${index}`)}
                    className="h-12 w-24 text-center text-foreground sm:w-32"
                  >
                    {textIn(plan, locale, facts)}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {section.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, never reordered
                <TableRow key={rowIndex}>
                  <TableHead
                    scope="row"
                    {...marks.field(`rows.${rowIndex}.feature`)}
                    className="h-auto whitespace-normal py-3 ps-4 text-foreground sm:ps-6"
                  >
                    {textIn(row.feature, locale, facts)}
                  </TableHead>
                  {row.included.map((included, planIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: one cell per plan, in the plans' order
                    <TableCell key={planIndex} className="text-center">
                      <InclusionMark included={included} t={t} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </div>
    </section>
  );
}

/** A tick or a dash in a plan's column, with what it means for screen readers. */
function InclusionMark({ included, t }: { included: boolean; t: Translate }) {
  return included ? (
    <>
      <Check className="mx-auto size-5 text-success" aria-hidden="true" />
      <span className="sr-only">{t("pricing.included")}</span>
    </>
  ) : (
    <>
      <Minus className="mx-auto size-5 text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">{t("pricing.notIncluded")}</span>
    </>
  );
}
