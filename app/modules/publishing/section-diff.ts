import type { StoredPageBody } from "#app/db/schema.ts";
import { type PageBody, readPageBody, type Section } from "#app/modules/sections/page-body.ts";
import { propPathLabel, sectionTypeLabel } from "#app/modules/sections/section-field-labels.ts";
import { SECTION_TYPES, type SectionTypeDefinition } from "#app/modules/sections/section-types.ts";

// What changed between two versions of a page's sections (ADR 0023), in the owner's words:
// "Hero › Headline (Urdu)" with the old and new text, "Added section", "Removed section",
// "Moved section", "Hidden section". Sections are matched by their id, so an edited section
// is one change and a moved one is not removed and added again.

/** What a change of markup alone shows: the reader sees the same text. */
export const FORMATTING_CHANGED = "Formatting changed; the text is the same.";

/** One change: what it is ("Hero › Headline (Urdu)", "Added section"), and its old and new text. */
export type SectionChange = { key: string; label: string; before: string; after: string };

type Leaf = string | number | boolean | null | undefined;

/** Each text and value inside a section's props, by its path (`items.0.answer.ur`). */
function leaves(
  value: unknown,
  path: (string | number)[] = [],
  into = new Map<string, { path: (string | number)[]; value: Leaf }>(),
) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      leaves(item, [...path, index], into);
    });
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) leaves(item, [...path, key], into);
  } else {
    into.set(path.join("."), { path, value: value as Leaf });
  }
  return into;
}

/** The ids kept in the same order by both versions: the longest common run of them. */
function inPlace(before: string[], after: string[]): Set<string> {
  const lengths = before.map(() => after.map(() => 0));
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      const row = lengths[i] as number[];
      row[j] =
        before[i] === after[j]
          ? 1 + (lengths[i + 1]?.[j + 1] ?? 0)
          : Math.max(lengths[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < before.length && j < after.length; ) {
    if (before[i] === after[j]) {
      kept.add(before[i] as string);
      i += 1;
      j += 1;
    } else if ((lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0)) i += 1;
    else j += 1;
  }
  return kept;
}

/**
 * The sections' changes from `before` to `after`, in the order of the page after them (the
 * removed ones first). A version without sections (a blog post, or a revision from before
 * pages had them) has nothing to compare: no changes.
 */
export function diffSections(
  beforeStored: StoredPageBody | null | undefined,
  afterStored: StoredPageBody | null | undefined,
  readable: (html: string) => string,
): SectionChange[] {
  if (beforeStored === undefined || afterStored === undefined) return [];
  const before = readPageBody(beforeStored).body ?? { root: { props: {} }, content: [] };
  const after = readPageBody(afterStored).body ?? { root: { props: {} }, content: [] };
  const byId = (body: PageBody) =>
    new Map(body.content.map((section) => [section.props.id, section]));
  const beforeById = byId(before);
  const afterById = byId(after);
  const sameSection = (section: Section) => beforeById.get(section.props.id)?.type === section.type;
  const name = (section: Section, body: PageBody) => {
    const label = sectionTypeLabel(section.type);
    const ofType = body.content.filter((each) => each.type === section.type);
    return ofType.length > 1 ? `${label} (section ${body.content.indexOf(section) + 1})` : label;
  };
  const changes: SectionChange[] = [];
  for (const section of before.content) {
    if (afterById.get(section.props.id)?.type === section.type) continue;
    changes.push({
      key: `removed:${section.props.id}`,
      label: "Removed section",
      before: name(section, before),
      after: "",
    });
  }
  const kept = after.content.filter(sameSection).map((section) => section.props.id);
  const unmoved = inPlace(
    before.content.map((section) => section.props.id).filter((id) => kept.includes(id)),
    kept,
  );
  for (const section of after.content) {
    const id = section.props.id;
    const old = sameSection(section) ? beforeById.get(id) : undefined;
    const sectionName = name(section, after);
    if (!old) {
      changes.push({ key: `added:${id}`, label: "Added section", before: "", after: sectionName });
      continue;
    }
    if (!unmoved.has(id)) {
      const from = before.content.indexOf(old) + 1;
      const to = after.content.indexOf(section) + 1;
      changes.push({
        key: `moved:${id}`,
        label: "Moved section",
        before: `${sectionName}, section ${from}`,
        after: `${sectionName}, section ${to}`,
      });
    }
    if (Boolean(old.props.hidden) !== Boolean(section.props.hidden)) {
      changes.push({
        key: `hidden:${id}`,
        label: section.props.hidden ? "Hidden section" : "Shown section",
        before: sectionName,
        after: sectionName,
      });
    }
    const { id: _id, hidden: _hidden, ...props } = section.props;
    const { id: _oldId, hidden: _oldHidden, ...oldProps } = old.props;
    const richText = new Set((SECTION_TYPES[section.type] as SectionTypeDefinition).richText);
    const shown = (path: (string | number)[], value: Leaf) => {
      if (value === undefined || value === null) return "";
      if (typeof value === "boolean") return value ? "Yes" : "No";
      const text = String(value);
      return richText.has(String(path[0])) ? readable(text) : text;
    };
    const oldLeaves = leaves(oldProps);
    const newLeaves = leaves(props);
    const paths = new Map([...oldLeaves, ...newLeaves].map(([key, leaf]) => [key, leaf.path]));
    for (const [key, path] of paths) {
      const oldValue = oldLeaves.get(key)?.value;
      const newValue = newLeaves.get(key)?.value;
      if (oldValue === newValue) continue;
      const from = shown(path, oldValue);
      const to = shown(path, newValue);
      // Rich text whose markup alone changed (bold, a heading level) reads the same: say so.
      const formatting = from === to;
      changes.push({
        key: `${id}:${key}`,
        label: `${sectionName} › ${propPathLabel(section.type, path)}`,
        before: formatting ? FORMATTING_CHANGED : from,
        after: formatting ? FORMATTING_CHANGED : to,
      });
    }
  }
  return changes;
}
