import { diffArrays } from "diff";
import type { PageSnapshot } from "#app/db/schema.ts";
import type { TranslatedList, TranslatedText } from "#app/db/translated-text.ts";
import type { StoredField } from "#app/modules/entities/entity-definition.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/modules/i18n/locales.ts";
import { readableText } from "./readable-text.ts";
import { diffSections, FORMATTING_CHANGED } from "./section-diff.ts";

// The readable difference between two snapshots of a page or post (docs/product.md#publishing), computed on the
// server (the diff library never reaches the browser). Rich text is compared as what a reader
// sees: blocks become lines, images and links keep their address, and a change of markup alone
// (bold, a heading level) is named rather than hidden. A page's sections are compared section by
// section, each change named in the owner's words (section-diff.ts, ADR 0023).

export type DiffPart = { text: string; change: "added" | "removed" | "same" };
export type FieldDiff = {
  /** Unique within one diff: a field, or one change inside the sections. */
  key: string;
  field: keyof PageSnapshot;
  label: string;
  parts: DiffPart[];
};

/** Words as the language writes them: Urdu's too, which a Latin-letters rule cuts up letter by letter. */
const WORDS = new Intl.Segmenter(undefined, { granularity: "word" });
const words = (text: string) => Array.from(WORDS.segment(text), (part) => part.segment);

function textDiff(before: string, after: string): DiffPart[] {
  return diffArrays(words(before), words(after)).map((part) => ({
    text: part.value.join(""),
    change: part.added ? "added" : part.removed ? "removed" : "same",
  }));
}

/**
 * A field a diff compares: its key, label and how its value reads (the page's definition); a
 * text stored per language is compared in `locale`.
 */
export type ComparedField = StoredField<keyof PageSnapshot> & { locale?: Locale };

/** A field's stored value, in its language when it is compared in one. */
function storedValueOf(snapshot: PageSnapshot, { key, locale }: ComparedField): unknown {
  const value = snapshot[key];
  if (!locale) return value;
  return ((value ?? {}) as TranslatedText | TranslatedList)[locale] ?? "";
}

/**
 * What changed from `before` to `after`, field by field in the order of `fields` (the page's
 * stored fields, each with its label); unchanged fields are left out.
 */
export function diffSnapshots(
  before: PageSnapshot,
  after: PageSnapshot,
  fields: readonly ComparedField[],
): FieldDiff[] {
  const changes: FieldDiff[] = [];
  for (const compared of fields) {
    const { key: field, label, describe, locale } = compared;
    if (field === "sections") {
      for (const change of diffSections(before.sections, after.sections, readableText)) {
        const parts = textDiff(change.before, change.after);
        changes.push({ key: `sections:${change.key}`, field, label: change.label, parts });
      }
      continue;
    }
    const key = locale && locale !== DEFAULT_LOCALE ? `${field}.${locale}` : field;
    const from = describe(storedValueOf(before, compared));
    const to = describe(storedValueOf(after, compared));
    if (from !== to) {
      changes.push({ key, field, label, parts: textDiff(from, to) });
    } else if (
      field === "content" &&
      storedValueOf(before, compared) !== storedValueOf(after, compared)
    ) {
      changes.push({
        key,
        field,
        label,
        parts: [{ text: FORMATTING_CHANGED, change: "same" }],
      });
    }
  }
  return changes;
}
