import type { PageBody } from "#app/modules/sections/page-body.ts";
import type { TranslatedText } from "#app/modules/sections/section-fields.ts";

// A blog post in the page editor (docs/product.md#page-editor, ADR 0024): one editor for everything written, so
// a post's body, one rich text, is a page of one Text section there, its Urdu version's text
// beside the English as a page's languages are. The post and its Urdu version are stored as
// before (each row's `content`); this is only the shape the editor and its preview see.

/** The id of the one section a post's body is in the editor (and its preview's mark). */
export const POST_TEXT_SECTION_ID = "text";

/** A post's body (its HTML per language: the English post's, its Urdu version's) as sections. */
export function postBodyOf(html: TranslatedText): PageBody {
  return {
    root: { props: {} },
    content: [{ type: "richText", props: { id: POST_TEXT_SECTION_ID, body: html } }],
  };
}

/** The post's body in `sections`: its one Text section's HTML per language, or null when it is not one. */
export function postHtmlOf(body: PageBody): TranslatedText | null {
  const [section, ...rest] = body.content;
  if (!section || rest.length > 0 || section.type !== "richText") return null;
  const text = (section.props as { body?: TranslatedText }).body;
  return typeof text?.en === "string" ? text : null;
}
