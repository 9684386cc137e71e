import { textIn } from "#app/modules/sections/section-fields.ts";
import type { SectionComponentProps } from "./section-component.ts";

/**
 * The page's h1 with its intro under it: on a muted band across the page (About), or at the top
 * of the page's column (Contact).
 */
export function PageHeaderSection({
  section,
  locale,
  product,
}: SectionComponentProps<"pageHeader">) {
  const heading = (
    <>
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
        {textIn(section.title, locale, product)}
      </h1>
      {section.intro ? (
        <p className="mt-4 text-lg text-muted-foreground">
          {textIn(section.intro, locale, product)}
        </p>
      ) : null}
    </>
  );
  if (section.variant === "column") {
    return <header className="mx-auto max-w-2xl text-center">{heading}</header>;
  }
  return (
    <header className="border-b bg-muted px-4 py-16 text-center sm:px-6 sm:py-20">
      <div className="mx-auto max-w-3xl">{heading}</div>
    </header>
  );
}
