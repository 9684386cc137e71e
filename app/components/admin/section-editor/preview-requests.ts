import type { RefObject } from "react";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { fieldNameOfPath } from "#app/modules/sections/sections-form.ts";
import type { PagePreviewHandlers } from "./page-preview.tsx";
import type { PreviewPick } from "./preview-frame.ts";
import { sectionIndexOf } from "./section-inputs.ts";

// The form's answers to what the live preview asks (docs/product.md#page-editor): which field a
// click in the preview stands for, typing in place, moving a section. They find the section by
// its id among the inputs, as the preview knows sections by id and the form by index.

/** What the live preview asks of the form (a pick focuses a field; a move reorders). */
export type PreviewSide = Omit<PagePreviewHandlers, "pick" | "undo" | "redo"> & {
  pick: (target: PreviewPick, locale: Locale) => void;
};

/** A section's own id field (`content[2].props.id`), not an id inside one of its lists. */
const SECTION_ID_FIELD = /^content\[\d+\]\.props\.id$/;

/** Sets a text field as typing would, so that the form (and its checks) hear of it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  setter?.call(field, text);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** The form's side of the live preview, as the form now stands. */
export function previewSideOf({
  formRef,
  sectionCount,
  headingOf,
  focusField,
  focusSection,
  reorder,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  sectionCount: number;
  /** What a section is called ("Hero (section 1)"), by its index. */
  headingOf: (index: number) => string;
  /** Opens a field's section and focuses the field. */
  focusField: (name: string) => void;
  /** Opens a section and focuses its heading. */
  focusSection: (index: number) => void;
  reorder: (from: number, to: number) => void;
}): PreviewSide {
  /** Where the section with this id now stands in the form. */
  function sectionIndexById(sectionId: string): number {
    for (const input of formRef.current?.querySelectorAll<HTMLInputElement>(
      'input[type="hidden"][name$=".props.id"]',
    ) ?? []) {
      if (input.value === sectionId && SECTION_ID_FIELD.test(input.name)) {
        return sectionIndexOf(input.name) ?? -1;
      }
    }
    return -1;
  }

  /** The form's field for a section's field as the preview names it, in the shown language. */
  function fieldOf(sectionId: string, path: string, locale: string): string | null {
    const index = sectionIndexById(sectionId);
    if (index < 0) return null;
    const name = fieldNameOfPath(`content.${index}.props.${path}`);
    return formRef.current?.elements.namedItem(`${name}.${locale}`) ? `${name}.${locale}` : name;
  }

  function textFieldOf(sectionId: string, path: string, locale: string) {
    const name = fieldOf(sectionId, path, locale);
    const field = name ? formRef.current?.elements.namedItem(name) : null;
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null;
  }

  return {
    sectionName: (sectionId) => {
      const index = sectionIndexById(sectionId);
      return index < 0 ? null : headingOf(index);
    },
    pick: ({ sectionId, path }, locale) => {
      const name = path ? fieldOf(sectionId, path, locale) : null;
      if (name) focusField(name);
      else focusSection(sectionIndexById(sectionId));
    },
    // A text holding a placeholder (`{product}`, `{setupTime}`) shows what it stands for in its
    // place: it is edited in its field, where the placeholder can be seen.
    canEditInPlace: (sectionId, path, locale) => {
      const field = textFieldOf(sectionId, path, locale);
      return field !== null && field.type !== "hidden" && !/\{\w+\}/.test(field.value);
    },
    editText: (sectionId, path, text, locale) => {
      const field = textFieldOf(sectionId, path, locale);
      if (field && field.type !== "hidden") typeInto(field, text);
    },
    moveSection: (sectionId, by) => {
      const from = sectionIndexById(sectionId);
      const to = from + by;
      if (from < 0 || to < 0 || to >= sectionCount) return false;
      reorder(from, to);
      return true;
    },
  };
}
