import { mediaUrl } from "#app/modules/media/media.ts";
import { textIn } from "#app/modules/sections/section-fields.ts";
import { useEditMarks } from "./edit-marks.tsx";
import type { SectionComponentProps } from "./section-component.ts";

/** One picture from the media library across the page's width, its caption under it. */
export function ImageSection({ section, locale, facts }: SectionComponentProps<"image">) {
  const marks = useEditMarks(section.id);
  return (
    <figure {...marks.section()} className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <img
        {...marks.field("image", "image")}
        src={mediaUrl(section.image.media)}
        alt={textIn(section.image.alt, locale, facts)}
        decoding="async"
        className="w-full rounded-xl"
      />
      {section.caption ? (
        <figcaption
          {...marks.field("caption")}
          className="mt-3 text-center text-sm text-muted-foreground"
        >
          {textIn(section.caption, locale, facts)}
        </figcaption>
      ) : null}
    </figure>
  );
}
