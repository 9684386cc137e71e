import type { ReactNode } from "react";
import {
  type SectionIcon,
  type TranslatedText,
  textIn,
} from "#app/modules/sections/section-fields.ts";
import { useEditMarks } from "./edit-marks.tsx";
import type { SectionComponentProps } from "./section-component.ts";
import { SECTION_ICON_COMPONENTS } from "./section-icons.tsx";

/** What `{discount}` in a badge's text stands for (section-types.ts, pageHeader). */
const DISCOUNT = "{discount}";

/**
 * The page's h1 with its intro and a highlighted badge under it: on a muted band across the
 * page (About, the default), or at the top of the page's column (Contact). A heading with an
 * eyebrow is drawn as the Features page has it: the eyebrow above a wider-spaced title and intro.
 * A badge naming the plans' best yearly discount is not drawn while no plan has one.
 */
export function PageHeaderSection({
  section,
  locale,
  facts,
  yearlyDiscount,
}: SectionComponentProps<"pageHeader"> & { yearlyDiscount: string | null }) {
  const text = (value: TranslatedText | undefined) => textIn(value, locale, facts);
  const marks = useEditMarks(section.id);
  const badgeText = section.badge ? text(section.badge.text) : "";
  const badge =
    section.badge && !(badgeText.includes(DISCOUNT) && yearlyDiscount === null) ? (
      <HeaderBadge
        icon={section.badge.icon}
        text={marks.text("badge.text", badgeText.replaceAll(DISCOUNT, yearlyDiscount ?? ""))}
      />
    ) : null;
  if (section.eyebrow) {
    return (
      <header {...marks.section()} className="border-b bg-muted">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p
            {...marks.field("eyebrow")}
            className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {text(section.eyebrow)}
          </p>
          <h1
            {...marks.field("title")}
            className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            {text(section.title)}
          </h1>
          {section.intro ? (
            <p
              {...marks.field("intro")}
              className="mt-6 text-base text-pretty text-muted-foreground sm:text-lg"
            >
              {text(section.intro)}
            </p>
          ) : null}
          {badge}
        </div>
      </header>
    );
  }
  const heading = (
    <>
      <h1 {...marks.field("title")} className="text-4xl font-bold tracking-tight sm:text-5xl">
        {text(section.title)}
      </h1>
      {section.intro ? (
        <p {...marks.field("intro")} className="mt-4 text-lg text-muted-foreground">
          {text(section.intro)}
        </p>
      ) : null}
      {badge}
    </>
  );
  if (section.variant === "column") {
    return (
      <header {...marks.section()} className="mx-auto max-w-2xl text-center">
        {heading}
      </header>
    );
  }
  return (
    <header
      {...marks.section()}
      className="border-b bg-muted px-4 py-16 text-center sm:px-6 sm:py-20"
    >
      <div className="mx-auto max-w-3xl">{heading}</div>
    </header>
  );
}

/** A pill in the primary colour, its icon before its text (the Pricing page's yearly saving). */
function HeaderBadge({ icon, text }: { icon: SectionIcon; text: ReactNode }) {
  const Icon = SECTION_ICON_COMPONENTS[icon];
  return (
    <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-sm">
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
