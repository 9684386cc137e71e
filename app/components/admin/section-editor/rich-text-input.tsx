import type { FieldMetadata } from "@conform-to/react";
import { use, useState } from "react";
import { LazyRichTextEditor } from "#app/components/admin/editor/lazy-rich-text-editor.tsx";
import { SectionContext } from "./section-context.ts";

// Kept apart from the plain texts (localized-field.tsx): the editor is a widget loaded later,
// whose HTML a hidden input posts.

/**
 * The rich-text editor for one language. Its HTML is posted by an input of the form's own,
 * there from the first render (the editor itself loads later), so the form always holds it.
 */
export function RichText({
  meta,
  lang,
  dir,
  describedBy,
}: {
  meta: FieldMetadata<string>;
  lang: string;
  dir: "ltr" | "rtl";
  describedBy?: string;
}) {
  const { images } = use(SectionContext);
  const initial = typeof meta.initialValue === "string" ? meta.initialValue : "";
  const [html, setHtml] = useState(initial);
  return (
    <>
      <input type="hidden" name={meta.name} value={html} />
      <LazyRichTextEditor
        defaultValue={initial}
        labelId={`${meta.id}-label`}
        describedBy={describedBy}
        images={images}
        onChange={setHtml}
        lang={lang}
        dir={dir}
      />
    </>
  );
}
