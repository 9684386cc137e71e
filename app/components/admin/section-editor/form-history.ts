import { useReducer, useRef } from "react";
import type { SectionsFormValue } from "#app/modules/sections/sections-form.ts";

// Undo and redo in the page editor, for the editing session (docs/product.md#page-editor): each state the form
// settles in (a pause in typing, a section added, moved or deleted) is a step. Going back or
// forward starts the form again from that step's values (as a restored autosave does).

export type FormHistory = {
  canUndo: boolean;
  canRedo: boolean;
  /** The form settled: a new step if its values differ from the last one. */
  record: (value: SectionsFormValue) => void;
  /** The step before (after) the form's values as they stand, or null when there is none. */
  undo: (current: SectionsFormValue) => SectionsFormValue | null;
  redo: (current: SectionsFormValue) => SectionsFormValue | null;
};

export function useFormHistory(): FormHistory {
  const steps = useRef({
    undo: [] as SectionsFormValue[],
    redo: [] as SectionsFormValue[],
    last: null as { value: SectionsFormValue; json: string } | null,
  });
  const [, changed] = useReducer((count: number) => count + 1, 0);

  function record(value: SectionsFormValue) {
    const json = JSON.stringify(value);
    const state = steps.current;
    if (state.last?.json === json) return;
    if (state.last) {
      state.undo.push(state.last.value);
      state.redo = [];
    }
    state.last = { value, json };
    changed();
  }

  function move(from: "undo" | "redo", to: "undo" | "redo", current: SectionsFormValue) {
    record(current);
    const state = steps.current;
    const target = state[from].pop();
    if (!target || !state.last) return null;
    state[to].push(state.last.value);
    state.last = { value: target, json: JSON.stringify(target) };
    changed();
    return target;
  }

  return {
    canUndo: steps.current.undo.length > 0,
    canRedo: steps.current.redo.length > 0,
    record,
    undo: (current) => move("undo", "redo", current),
    redo: (current) => move("redo", "undo", current),
  };
}
