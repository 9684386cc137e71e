import { Idiomorph } from "idiomorph";
import {
  FIELD_KIND_MARK,
  FIELD_MARK,
  type MarkedFieldKind,
  SECTION_MARK,
} from "#app/components/site/sections/edit-marks.tsx";

// The console's side of the page editor's live preview (docs/product.md#page-editor, ADR 0024). The preview is a
// document of this origin (/preview/:pageId?frame=<locale>) that runs no script of its own:
// this module, in the console, morphs each new rendering into it and handles the pointer and
// the keyboard there. A click on a marked section or field picks it; a double click on a
// plain text (or F2 on it) edits it in place; Alt+↑/↓ on a section moves it. Links and forms
// in the page do nothing here: the preview never navigates.

/** What a click, or Enter, in the preview picked: a section, and a field of it if any. */
export type PreviewPick = { sectionId: string; path: string | null; kind: MarkedFieldKind | null };

export type PreviewFrameHandlers = {
  /** The section's name for the outline ("Hero (section 1)"). */
  sectionName: (sectionId: string) => string | null;
  pick: (target: PreviewPick) => void;
  /** Whether a field's text may be edited in place (not a text with a placeholder in it). */
  canEditInPlace: (sectionId: string, path: string) => boolean;
  /** The text of a field edited in place, as it now stands. */
  editText: (sectionId: string, path: string, text: string) => void;
  moveSection: (sectionId: string, by: -1 | 1) => void;
  /** Ctrl+Z and Ctrl+Shift+Z (Ctrl+Y) outside a text being edited in place. */
  undo: () => void;
  redo: () => void;
};

export type PreviewFrame = {
  /** The page becomes `html` (a rendering of the form), the text being edited kept as it is. */
  morph: (html: string) => void;
  /** Puts the keyboard focus on a section in the preview (after a move). */
  focusSection: (sectionId: string) => void;
  disconnect: () => void;
};

const OUTLINE_ID = "dmflow-preview-outline";
const INTERACTIVE = "a[href], button, input, select, textarea, summary, label";

/**
 * An event's target as an element. The frame's nodes are of the frame's own window, so
 * `instanceof Element` (this window's) would never hold: their kind is asked instead.
 */
function elementOf(target: EventTarget | null): Element | null {
  return target && (target as Node).nodeType === Node.ELEMENT_NODE ? (target as Element) : null;
}

/** The marked element an event happened in: the nearest field mark, else the section. */
function markedTarget(target: EventTarget | null): HTMLElement | null {
  return elementOf(target)?.closest<HTMLElement>(`[${FIELD_MARK}], [${SECTION_MARK}]`) ?? null;
}

function pickOf(element: HTMLElement): PreviewPick | null {
  const section = element.closest<HTMLElement>(`[${SECTION_MARK}]`);
  const sectionId = section?.getAttribute(SECTION_MARK);
  if (!sectionId) return null;
  const path = element === section ? null : element.getAttribute(FIELD_MARK);
  const kind = path ? (element.getAttribute(FIELD_KIND_MARK) as MarkedFieldKind) : null;
  return { sectionId, path, kind };
}

function documentOf(frame: HTMLIFrameElement): Document {
  if (!frame.contentDocument) throw new Error("The preview frame has no document");
  return frame.contentDocument;
}

export function connectPreviewFrame(
  frame: HTMLIFrameElement,
  handlers: PreviewFrameHandlers,
): PreviewFrame {
  const doc = documentOf(frame);
  const view = doc.defaultView as Window;
  let editing: {
    element: HTMLElement;
    pick: PreviewPick;
    before: string;
    /** Whether it has the focus yet: losing it before then does not end the edit. */
    focused: boolean;
  } | null = null;

  const outline = doc.createElement("div");
  outline.id = OUTLINE_ID;
  outline.setAttribute("aria-hidden", "true");
  outline.style.cssText =
    "position:absolute;z-index:2147483647;pointer-events:none;display:none;" +
    "outline:2px solid #2563eb;outline-offset:2px;border-radius:4px;";
  const label = doc.createElement("span");
  label.style.cssText =
    "position:absolute;top:-1.6rem;inset-inline-start:-2px;padding:0.1rem 0.4rem;" +
    "font:600 12px/1.4 system-ui,sans-serif;color:#fff;background:#2563eb;" +
    "border-radius:4px;white-space:nowrap;";
  outline.append(label);
  // Beside the body, not in it: a morph of the body leaves it alone.
  doc.documentElement.append(outline);

  function showOutline(element: HTMLElement | null) {
    const pick = element ? pickOf(element) : null;
    if (!element || !pick) {
      outline.style.display = "none";
      return;
    }
    const box = element.getBoundingClientRect();
    outline.style.display = "block";
    outline.style.left = `${box.left + view.scrollX}px`;
    outline.style.top = `${box.top + view.scrollY}px`;
    outline.style.width = `${box.width}px`;
    outline.style.height = `${box.height}px`;
    label.textContent = handlers.sectionName(pick.sectionId) ?? "";
  }

  /** Sections and fields are reached with Tab, and named for a screen reader. */
  function decorate() {
    for (const element of doc.querySelectorAll<HTMLElement>(`[${SECTION_MARK}], [${FIELD_MARK}]`)) {
      // A text shown only to the eye (a figure a screen reader hears spelled out) is reached
      // by the pointer alone: a focusable element inside aria-hidden would be a silent stop.
      if (element.closest('[aria-hidden="true"]')) continue;
      element.tabIndex = 0;
      const pick = pickOf(element);
      const name = pick ? handlers.sectionName(pick.sectionId) : null;
      if (name && !pick?.path) {
        element.setAttribute("aria-label", `${name}. Enter edits it; Alt and arrow keys move it.`);
      }
    }
  }

  function startEditing(element: HTMLElement, pick: PreviewPick) {
    if (!pick.path || pick.kind !== "text") return false;
    if (!handlers.canEditInPlace(pick.sectionId, pick.path)) return false;
    const started = { element, pick, before: element.textContent ?? "", focused: false };
    editing = started;
    element.contentEditable = "plaintext-only";
    // After the double click's own picks, which put the focus on the field in the form in the
    // next animation frame: this one is asked for after them, so it comes after them.
    requestAnimationFrame(() => {
      if (editing !== started) return;
      started.focused = true;
      element.focus();
    });
    return true;
  }

  function stopEditing(revert: boolean) {
    if (!editing) return;
    const { element, pick, before } = editing;
    editing = null;
    if (revert && element.textContent !== before) {
      element.textContent = before;
      if (pick.path) handlers.editText(pick.sectionId, pick.path, before);
    }
    element.removeAttribute("contenteditable");
    element.focus();
  }

  const listeners: [string, (event: Event) => void][] = [
    [
      "click",
      (event) => {
        const target = elementOf(event.target);
        if (editing && target && editing.element.contains(target)) return;
        // The page's own links and buttons lead nowhere in the preview.
        if (target?.closest(INTERACTIVE)) event.preventDefault();
        const element = markedTarget(target);
        const pick = element ? pickOf(element) : null;
        if (pick) handlers.pick(pick);
      },
    ],
    [
      "dblclick",
      (event) => {
        const element = markedTarget(event.target);
        const pick = element ? pickOf(element) : null;
        if (element && pick) startEditing(element, pick);
      },
    ],
    ["submit", (event) => event.preventDefault()],
    ["mouseover", (event) => showOutline(markedTarget(event.target))],
    ["focusin", (event) => showOutline(markedTarget(event.target))],
    ["mouseleave", () => showOutline(markedTarget(doc.activeElement))],
    [
      "input",
      (event) => {
        if (!editing || event.target !== editing.element || !editing.pick.path) return;
        handlers.editText(
          editing.pick.sectionId,
          editing.pick.path,
          editing.element.textContent ?? "",
        );
      },
    ],
    [
      "focusout",
      (event) => {
        if (editing?.focused && event.target === editing.element) stopEditing(false);
      },
    ],
    [
      "keydown",
      (event) => {
        const key = event as KeyboardEvent;
        if (editing) {
          if (key.key === "Enter" || key.key === "Escape") {
            key.preventDefault();
            stopEditing(key.key === "Escape");
          }
          return;
        }
        if ((key.ctrlKey || key.metaKey) && !key.altKey) {
          const letter = key.key.toLowerCase();
          if (letter === "z" || letter === "y") {
            key.preventDefault();
            if (letter === "z" && !key.shiftKey) handlers.undo();
            else handlers.redo();
            return;
          }
        }
        const element = markedTarget(key.target);
        if (!element || element !== key.target) return;
        const pick = pickOf(element);
        if (!pick) return;
        if (key.key === "Enter") {
          key.preventDefault();
          handlers.pick(pick);
        } else if (key.key === "F2") {
          key.preventDefault();
          startEditing(element, pick);
        } else if (key.altKey && !pick.path && (key.key === "ArrowUp" || key.key === "ArrowDown")) {
          key.preventDefault();
          handlers.moveSection(pick.sectionId, key.key === "ArrowUp" ? -1 : 1);
        }
      },
    ],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);
  decorate();

  return {
    morph(html) {
      const next = new DOMParser().parseFromString(html, "text/html");
      Idiomorph.morph(doc.body, [...next.body.childNodes], {
        morphStyle: "innerHTML",
        callbacks: {
          // What the owner is typing in place stays as typed.
          beforeNodeMorphed: (node) => node !== editing?.element,
        },
      });
      for (const name of ["lang", "dir"]) {
        const value = next.documentElement.getAttribute(name);
        if (value === null) doc.documentElement.removeAttribute(name);
        else doc.documentElement.setAttribute(name, value);
      }
      decorate();
      showOutline(markedTarget(doc.activeElement === doc.body ? null : doc.activeElement));
    },
    focusSection(sectionId) {
      doc.querySelector<HTMLElement>(`[${SECTION_MARK}="${CSS.escape(sectionId)}"]`)?.focus();
    },
    disconnect() {
      for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
      outline.remove();
    },
  };
}
