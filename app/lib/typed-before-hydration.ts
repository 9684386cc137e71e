// A console screen is server-rendered, so a person can type, paste or let a password manager
// fill its fields before the scripts have run. React then loses that input in two ways:
// hydration writes a <textarea>'s server text back (react-dom's initTextarea), which also moves
// the caret, so a paste over a selection made earlier lands in front of the old text; and React
// never hears of what was typed into an <input> or chosen in a <select>, so the state that
// follows a field (counters, checks, live searches) keeps the server value. So the client entry
// notes what is typed from the start, keeps textareas from being rewritten under the caret, and
// once hydration has committed, replays each change as the browser's own input event: every
// field's onChange runs as if the person had typed it then, whatever the field.
// Only the textareas a person focuses are held: an untouched one keeps following its default
// text, as a live update of the screen's data expects.

/** The fields a person types into or chooses from (only the parts of them used here). */
export type TypableField = {
  readonly tagName: string;
  readonly type?: string;
  value: string;
  readonly defaultValue?: string;
  checked?: boolean;
  readonly defaultChecked?: boolean;
  readonly options?: ArrayLike<{ readonly value: string; readonly defaultSelected: boolean }>;
  readonly isConnected?: boolean;
  selectionStart?: number | null;
  selectionEnd?: number | null;
  selectionDirection?: "forward" | "backward" | "none" | null;
  setSelectionRange?(start: number, end: number, direction?: "forward" | "backward" | "none"): void;
  click?(): void;
  dispatchEvent?(event: Event): boolean;
};

type Page = Pick<
  Document,
  "querySelectorAll" | "addEventListener" | "removeEventListener" | "activeElement"
>;

const TYPABLE_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT"]);

/** Inputs that hold no typed text: a file input's value cannot be set back, buttons have none. */
const UNTYPABLE_INPUT_TYPES = new Set(["file", "button", "submit", "reset", "image", "hidden"]);

function isTypableField(target: unknown): target is TypableField {
  const field = target as { tagName?: unknown; type?: unknown } | null;
  if (!TYPABLE_TAGS.has(field?.tagName as string)) return false;
  return !(field?.tagName === "INPUT" && UNTYPABLE_INPUT_TYPES.has(field.type as string));
}

function isCheckable(field: TypableField): boolean {
  return field.tagName === "INPUT" && (field.type === "checkbox" || field.type === "radio");
}

/** What the person left in the field: its text or choice, or whether it is ticked. */
function entryOf(field: TypableField): string {
  return isCheckable(field) ? String(Boolean(field.checked)) : field.value;
}

/** What the server rendered into the field (what the page showed before any typing). */
export function renderedValue(field: TypableField): string {
  if (isCheckable(field)) return String(Boolean(field.defaultChecked));
  if (field.options) {
    const options = Array.from(field.options);
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? "";
  }
  return field.defaultValue ?? "";
}

/** What was typed into each field since the scripts started, until it is replayed. */
const typedEntries = new Map<TypableField, string>();
let stopNoting = () => {};

/**
 * Makes a textarea's text its own (the browser's "dirty" flag), with its caret and selection
 * where they were: hydration's write of the default text then neither replaces what is shown
 * nor moves the caret under a paste that is on its way.
 */
function holdTextareaText(field: TypableField): void {
  const { selectionStart, selectionEnd, selectionDirection } = field;
  const text = field.value;
  field.value = text;
  if (selectionStart != null && selectionEnd != null) {
    field.setSelectionRange?.(selectionStart, selectionEnd, selectionDirection ?? undefined);
  }
}

/**
 * Starts noting what is typed into the page: the fields already changed when the scripts
 * start, then every `input` event until `replayTypingBeforeHydration` (hydration yields to the
 * browser, so typing goes on while it runs); and holds the text of each textarea typed into or
 * focused meanwhile. Call it once in the client entry, before hydrating.
 */
export function noteTypingBeforeHydration(page: Page): void {
  const hold = (target: unknown) => {
    if (isTypableField(target) && target.tagName === "TEXTAREA") holdTextareaText(target);
  };
  for (const field of page.querySelectorAll("input, textarea, select")) {
    if (!isTypableField(field) || entryOf(field) === renderedValue(field)) continue;
    typedEntries.set(field, entryOf(field));
    hold(field);
  }
  hold(page.activeElement);
  const note = (event: Event) => {
    if (isTypableField(event.target)) typedEntries.set(event.target, entryOf(event.target));
  };
  const onFocus = (event: Event) => hold(event.target);
  page.addEventListener("input", note, { capture: true });
  page.addEventListener("focusin", onFocus, { capture: true });
  stopNoting = () => {
    page.removeEventListener("input", note, { capture: true });
    page.removeEventListener("focusin", onFocus, { capture: true });
  };
}

/** The browser's own setter of a field's property, which React's change tracking does not see. */
function nativeSetter(field: TypableField, property: "value" | "checked") {
  let prototype = Object.getPrototypeOf(field);
  while (prototype && !Object.getOwnPropertyDescriptor(prototype, property)) {
    prototype = Object.getPrototypeOf(prototype);
  }
  const setter = prototype && Object.getOwnPropertyDescriptor(prototype, property)?.set;
  return (value: string | boolean) => {
    if (setter) setter.call(field, value);
    else Object.assign(field, { [property]: value });
  };
}

/** The selection of a text field, or null for fields without one (e-mail, number, select). */
function selectionOf(field: TypableField) {
  try {
    const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = field;
    return start == null || end == null ? null : { start, end, direction };
  } catch {
    return null;
  }
}

/**
 * Puts the typed entry back and tells React of it as the browser tells of typing: the field is
 * first set through its own `value` (React's tracker then holds what React rendered), then
 * through the browser's setter, and an input event follows, so React sees a change and runs
 * the field's onChange. A ticked box or radio is clicked from its rendered state instead.
 */
function replay(field: TypableField, entry: string): void {
  if (isCheckable(field)) {
    if (field.type === "radio" && entry !== "true") return;
    field.checked = entry !== "true";
    field.click?.();
    return;
  }
  const selection = selectionOf(field);
  field.value = renderedValue(field);
  nativeSetter(field, "value")(entry);
  if (selection) {
    field.setSelectionRange?.(selection.start, selection.end, selection.direction ?? undefined);
  }
  field.dispatchEvent?.(new Event("input", { bubbles: true }));
  if (field.tagName === "SELECT") field.dispatchEvent?.(new Event("change", { bubbles: true }));
}

/**
 * Once hydration has committed (the root's effect), replays what was typed before and during
 * it, and stops noting: from then on React hears every keystroke itself.
 */
export function replayTypingBeforeHydration(): void {
  stopNoting();
  stopNoting = () => {};
  const entries = [...typedEntries];
  typedEntries.clear();
  for (const [field, entry] of entries) {
    if (field.isConnected === false || entry === renderedValue(field)) continue;
    // A field the browser will not let us set keeps what it shows: the screen must not fall
    // over (to its error page) for one field's replay.
    try {
      replay(field, entry);
    } catch {}
  }
}
