import { parse } from "@conform-to/react";
import { canonicalFormValue, type SectionsFormValue } from "#app/modules/sections/sections-form.ts";

// What the page editor's inputs hold, read as the form would post it: the editor's history, its
// autosave and its list of problems all read the sections from the inputs, not from state.

/** A section as the inputs hold it (texts as typed, yes/no as "true"/"false"). */
export type RawSection = { type?: string; props?: Record<string, unknown> };

/** A field's name (`content[2].props.items[0].answer.en`) as a body path (`content.2.props…`). */
export const pathOfName = (name: string) => name.replace(/\[(\d+)\]/g, ".$1");

/** The section a field belongs to: the index in `content[2].props…`, if any. */
export const sectionIndexOf = (name: string) => {
  const match = /^content\[(\d+)\]/.exec(name);
  return match ? Number(match[1]) : null;
};

/** What the inputs hold now: every section, as the form would post it. */
export function readSections(
  form: HTMLFormElement | null,
  fallback: SectionsFormValue,
): RawSection[] {
  if (!form) return (fallback.content ?? []) as RawSection[];
  const { payload } = parse(new FormData(form), { resolve: () => ({}) });
  return ((canonicalFormValue({ content: payload.content }) as SectionsFormValue).content ??
    []) as RawSection[];
}

/** The ids of the sections whose values differ between two states of the form. */
export function changedSectionIds(before: SectionsFormValue, after: SectionsFormValue): string[] {
  const idOf = (section: unknown) => (section as RawSection | undefined)?.props?.id;
  const json = new Map(
    (before.content ?? []).map((section) => [idOf(section), JSON.stringify(section)]),
  );
  return (after.content ?? []).flatMap((section) => {
    const id = idOf(section);
    return typeof id === "string" && json.get(id) !== JSON.stringify(section) ? [id] : [];
  });
}
