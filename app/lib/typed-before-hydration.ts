import { type RefObject, useLayoutEffect } from "react";

// A console screen is server-rendered, so a person can type into its fields before the scripts
// run. Hydration then loses that typing in two ways: React resets a <textarea> to its server
// text (react-dom's initTextarea), and a controlled field keeps the typed text on screen while
// its state holds the old value (so counters and checks are wrong, and the next render puts
// the old value back). The client entry notes what is typed until then; each field's
// `useTypedBeforeHydration` puts it back on mount and hands it to the field's state.

/** The fields a person types into or chooses from (only the parts of them used here). */
export type TypableField = {
  readonly tagName: string;
  value: string;
  readonly defaultValue?: string;
  readonly options?: ArrayLike<{ readonly value: string; readonly defaultSelected: boolean }>;
};

/** What the browser holds as typed for each field, until the field's hook takes it. */
const typedValues = new WeakMap<TypableField, string>();

const TYPABLE_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT"]);

function isTypableField(target: unknown): target is TypableField {
  return TYPABLE_TAGS.has((target as { tagName?: unknown } | null)?.tagName as string);
}

/** The value the server rendered into the field (what the page showed before any typing). */
export function renderedValue(field: TypableField): string {
  if (field.options) {
    const options = Array.from(field.options);
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? "";
  }
  return field.defaultValue ?? "";
}

/**
 * Starts noting what is typed into the page: the fields already changed when the scripts
 * start, then every `input` event (hydration yields to the browser, so typing goes on while
 * it runs). Call it once in the client entry, before hydrating. It keeps listening because
 * parts of a page may hydrate later (Suspense); each field's value is taken once.
 */
export function noteTypingBeforeHydration(
  page: Pick<Document, "querySelectorAll" | "addEventListener">,
): void {
  for (const field of page.querySelectorAll("input, textarea, select")) {
    if (isTypableField(field) && field.value !== renderedValue(field)) {
      typedValues.set(field, field.value);
    }
  }
  page.addEventListener(
    "input",
    (event) => {
      if (isTypableField(event.target)) typedValues.set(event.target, event.target.value);
    },
    { capture: true },
  );
}

/**
 * Puts back what was typed into `field` before hydration (hydration may have reset it) and
 * hands it to `onTyped`; does nothing when nothing different from the server's value was typed.
 */
export function keepTypedValue(field: TypableField, onTyped?: (value: string) => void): void {
  const typed = typedValues.get(field);
  typedValues.delete(field);
  if (typed === undefined || typed === renderedValue(field)) return;
  if (field.value !== typed) field.value = typed;
  onTyped?.(typed);
}

/**
 * Keeps what was typed into a server-rendered field before hydration: on mount, the field
 * gets the typed value back and `onTyped` receives it, to update the state, counters and
 * checks that follow the field (as its onChange would have).
 *
 *   const metaRef = useRef<HTMLTextAreaElement>(null);
 *   useTypedBeforeHydration(metaRef, (value) => setMetaLength(value.length));
 *   <Textarea ref={metaRef} defaultValue={...} onChange={...} />
 *
 * A layout effect: the value is back before the browser paints or handles more typing.
 */
export function useTypedBeforeHydration(
  fieldRef: RefObject<TypableField | null>,
  onTyped?: (value: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: typing before hydration is taken once, on mount
  useLayoutEffect(() => {
    if (fieldRef.current) keepTypedValue(fieldRef.current, onTyped);
  }, []);
}
