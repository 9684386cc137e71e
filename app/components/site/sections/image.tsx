import { mediaUrl } from "#app/modules/media/media.ts";
import { textIn } from "#app/modules/sections/section-fields.ts";
import type { SectionComponentProps } from "./section-component.ts";

/** One picture from the media library across the page's width, its caption under it. */
export function ImageSection({ section, locale, product }: SectionComponentProps<"image">) {
  return (
    <figure className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <img
        src={mediaUrl(section.image.media)}
        alt={textIn(section.image.alt, locale, product)}
        decoding="async"
        className="w-full rounded-xl"
      />
      {section.caption ? (
        <figcaption className="mt-3 text-center text-sm text-muted-foreground">
          {textIn(section.caption, locale, product)}
        </figcaption>
      ) : null}
    </figure>
  );
}
