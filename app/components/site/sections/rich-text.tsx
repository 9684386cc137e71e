import { textIn } from "#app/modules/sections/section-fields.ts";
import { useEditMarks } from "./edit-marks.tsx";
import type { SectionComponentProps } from "./section-component.ts";

/**
 * Formatted text in a reading column: the editors' HTML, sanitized by the allow-list when the
 * page was read (rich-text.server.ts), never by a third-party renderer (ADR 0023). A text left
 * in English on an Urdu page keeps its own direction.
 */
export function RichTextSection({ section, locale, facts }: SectionComponentProps<"richText">) {
  const marks = useEditMarks(section.id);
  return (
    <div {...marks.section()} className="px-4 py-12 sm:px-6 sm:py-16">
      <div
        dir="auto"
        {...marks.field("body", "richText")}
        className="prose-content mx-auto max-w-3xl"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by an allow-list on the server (withSanitizedRichText)
        dangerouslySetInnerHTML={{ __html: textIn(section.body, locale, facts, { html: true }) }}
      />
    </div>
  );
}
