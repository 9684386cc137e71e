import { Link } from "react-router";
import { localizedPath } from "#app/modules/i18n/locales.ts";
import { mediaUrl } from "#app/modules/media/media.ts";
import { textIn } from "#app/modules/sections/section-fields.ts";
import { useEditMarks } from "./edit-marks.tsx";
import type { SectionComponentProps } from "./section-component.ts";

/**
 * A row of client logos under a quiet title, each a link to the client's site when it has one
 * (the logo's alt text names the link). Loaded lazily: a row of logos is seldom what a visitor
 * sees first, and an eager image is preloaded by React ahead of the page's own needs.
 */
export function ClientLogosSection({
  section,
  locale,
  facts,
}: SectionComponentProps<"clientLogos">) {
  const marks = useEditMarks(section.id);
  const headingId = `${section.id}-heading`;
  return (
    <section
      {...marks.section()}
      aria-labelledby={section.title ? headingId : undefined}
      className="px-4 py-12 sm:px-6 sm:py-16"
    >
      <div className="mx-auto max-w-6xl">
        {section.title ? (
          <h2
            id={headingId}
            {...marks.field("title")}
            className="mb-8 text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {textIn(section.title, locale, facts)}
          </h2>
        ) : null}
        <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
          {section.items.map((item, index) => {
            const logo = (
              <img
                {...marks.field(`items.${index}.logo`, "image")}
                src={mediaUrl(item.logo.media)}
                alt={textIn(item.logo.alt, locale, facts)}
                loading="lazy"
                decoding="async"
                className="h-10 w-auto max-w-40 object-contain sm:h-12"
              />
            );
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: drawn once on the server, never reordered
              <li key={index}>
                {item.href ? (
                  <Link
                    to={localizedPath(locale, item.href)}
                    className="block rounded-md focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
                  >
                    {logo}
                  </Link>
                ) : (
                  logo
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
