import { createContext, type ReactNode, use } from "react";

// The page editor's preview marks what each element of a section shows (docs/product.md#page-editor): the
// section on its outermost element, each text, rich text and image on the element that shows
// it, so that a click in the preview finds the field in the form. Only the editor's preview
// frame provides the context; a visitor's page renders no mark at all, byte for byte.

const EditMarksContext = createContext(false);

/** Turns the marks on for the sections inside (the editor's preview frame only). */
export const EditMarksProvider = EditMarksContext.Provider;

/** How a marked field is edited: a plain text in place, a rich text or an image in the form. */
export type MarkedFieldKind = "text" | "richText" | "image";

/** The attribute naming a marked section (its id). */
export const SECTION_MARK = "data-edit-section";
/** The attribute naming a marked field: its path in the section's props ("items.2.answer"). */
export const FIELD_MARK = "data-edit-field";
/** The attribute saying how a marked field is edited (MarkedFieldKind). */
export const FIELD_KIND_MARK = "data-edit-kind";

export type EditMarks = {
  /**
   * Whether the marks are on (the editor's preview). A text drawn with an element inside it
   * (a phrase kept on one line, an address) is drawn plain there, so that it is edited in place.
   */
  inPreview: boolean;
  /** For the section's outermost element (each of them, for a section drawn as several). */
  section: () => Record<string, string>;
  /**
   * For the element that shows one field of the section: `path` is the field's path in the
   * section's props, dots between the parts ("title", "buttons.0.label", "chat.question").
   * A localized text's path stops at the text: the preview adds the language it shows.
   */
  field: (path: string, kind?: MarkedFieldKind) => Record<string, string>;
  /**
   * A plain text that shares its element with something else (an icon beside it): in the
   * preview it gets a span of its own, so that editing it in place edits nothing else.
   */
  text: (path: string, text: string) => ReactNode;
};

const fieldMark = (path: string, kind: MarkedFieldKind) => ({
  [FIELD_MARK]: path,
  [FIELD_KIND_MARK]: kind,
});

const NO_MARKS: EditMarks = {
  inPreview: false,
  section: () => ({}),
  field: () => ({}),
  text: (_, text) => text,
};

/** The marks of the section `sectionId`, or none outside the editor's preview. */
export function useEditMarks(sectionId: string): EditMarks {
  if (!use(EditMarksContext)) return NO_MARKS;
  return {
    inPreview: true,
    section: () => ({ [SECTION_MARK]: sectionId }),
    field: (path, kind = "text") => fieldMark(path, kind),
    text: (path, text) => <span {...fieldMark(path, "text")}>{text}</span>,
  };
}
