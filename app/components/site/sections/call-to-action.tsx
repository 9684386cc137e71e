import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { localizedPath } from "#app/modules/i18n/locales.ts";
import { textIn } from "#app/modules/sections/section-fields.ts";
import type { SectionComponentProps } from "./section-component.ts";

/** How each of the two buttons looks on the primary band: a light one, then an outlined one. */
const BUTTON_CLASSES = [
  cn(
    buttonVariants({ size: "lg" }),
    "bg-primary-foreground text-primary hover:bg-primary-foreground/90 focus-visible:ring-primary-foreground focus-visible:ring-offset-primary",
  ),
  cn(
    buttonVariants({ variant: "outline", size: "lg" }),
    "border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground focus-visible:ring-primary-foreground focus-visible:ring-offset-primary",
  ),
];

/** A closing invitation on the primary colour: a title, a sentence and up to two buttons. */
export function CallToActionSection({
  section,
  locale,
  product,
}: SectionComponentProps<"callToAction">) {
  const headingId = `${section.id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="bg-primary px-4 py-16 text-center text-primary-foreground sm:px-6 sm:py-20"
    >
      <div className="mx-auto max-w-2xl">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">
          {textIn(section.title, locale, product)}
        </h2>
        {section.text ? (
          <p className="mt-4 text-lg opacity-90">{textIn(section.text, locale, product)}</p>
        ) : null}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {section.buttons.map((button, index) => (
            <Link
              // biome-ignore lint/suspicious/noArrayIndexKey: rendered once on the server, never reordered
              key={index}
              to={localizedPath(locale, button.href)}
              className={BUTTON_CLASSES[index]}
            >
              {textIn(button.label, locale, product)}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
