import { textIn } from "#app/modules/sections/section-fields.ts";
import type { SectionComponentProps } from "./section-component.ts";

/** The page's h1 at the top, on a muted band, with its intro under it. */
export function PageHeaderSection({
  section,
  locale,
  product,
}: SectionComponentProps<"pageHeader">) {
  return (
    <header className="border-b bg-muted px-4 py-16 text-center sm:px-6 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
          {textIn(section.title, locale, product)}
        </h1>
        {section.intro ? (
          <p className="mt-4 text-lg text-muted-foreground">
            {textIn(section.intro, locale, product)}
          </p>
        ) : null}
      </div>
    </header>
  );
}
