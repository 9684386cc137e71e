import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { translator } from "#app/modules/i18n/i18n.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";
import { textIn } from "#app/modules/sections/section-fields.ts";
import { useEditMarks } from "./edit-marks.tsx";
import type { SectionComponentProps } from "./section-component.ts";

/**
 * The Get Started page: the way back to Home, the section's title and intro, and the form
 * (`children`, Get Started's own form component) on a card under them. "Back to Home" is the
 * site's interface, from the catalogues (ADR 0023, Consequences).
 */
export function LeadFormSection({
  section,
  locale,
  facts,
  children,
}: SectionComponentProps<"leadForm"> & { children: ReactNode }) {
  const marks = useEditMarks(section.id);
  return (
    <div {...marks.section()} className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <Link
        to={localizedPath(locale, "/")}
        className={buttonVariants({ variant: "ghost", size: "sm" })}
      >
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />{" "}
        {translator(locale)("common.backToHome")}
      </Link>
      <header className="mt-6 text-center">
        <h1 {...marks.field("title")} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {textIn(section.title, locale, facts)}
        </h1>
        {section.intro ? (
          <p {...marks.field("intro")} className="mt-3 text-muted-foreground">
            {textIn(section.intro, locale, facts)}
          </p>
        ) : null}
      </header>

      <Card className="mt-8">
        <CardContent className="p-6 sm:p-8">{children}</CardContent>
      </Card>
    </div>
  );
}
