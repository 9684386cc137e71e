import { diffArrays } from "diff";
import type { PageSnapshot } from "#app/db/schema.ts";
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

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  apos: "'",
  nbsp: " ",
};

function attribute(tag: string, name: string): string {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, "i").exec(tag);
  return match ? (match[2] ?? match[3] ?? "") : "";
}

/** The text a reader sees in stored (sanitized) rich text, one block per line. */
export function readableText(html: string): string {
  return html
    .replace(/<img\b[^>]*>/gi, (tag) => {
      const alt = attribute(tag, "alt");
      return ` [Image: ${alt ? `${alt}, ` : ""}${attribute(tag, "src")}] `;
    })
    .replace(/<a\b[^>]*>/gi, (tag) => `[Link ${attribute(tag, "href")}: `)
    .replace(/<\/a>/gi, "]")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "• ")
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|div|ul|ol)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/[ \t]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

/** Words as the language writes them: Urdu's too, which a Latin-letters rule cuts up letter by letter. */
const WORDS = new Intl.Segmenter(undefined, { granularity: "word" });
const words = (text: string) => Array.from(WORDS.segment(text), (part) => part.segment);

function textDiff(before: string, after: string): DiffPart[] {
  return diffArrays(words(before), words(after)).map((part) => ({
    text: part.value.join(""),
    change: part.added ? "added" : part.removed ? "removed" : "same",
  }));
}

const LABELS: Record<keyof PageSnapshot, string> = {
  title: "Title",
  slug: "Slug",
  content: "Content",
  sections: "Sections",
  metaTitle: "Meta Title",
  metaDescription: "Meta Description",
  featuredImage: "Featured Image",
  tags: "Tags",
  isPublished: "Status",
};

function shown(snapshot: PageSnapshot, field: keyof PageSnapshot): string {
  const value = snapshot[field];
  if (field === "isPublished") return value ? "Published" : "Draft";
  if (field === "content") return readableText(String(value));
  if (Array.isArray(value)) return value.join(", ");
  return value == null ? "" : String(value);
}

/** What changed from `before` to `after`, field by field; unchanged fields are left out. */
export function diffSnapshots(before: PageSnapshot, after: PageSnapshot): FieldDiff[] {
  const changes: FieldDiff[] = [];
  for (const field of Object.keys(LABELS) as (keyof PageSnapshot)[]) {
    if (field === "sections") {
      for (const change of diffSections(before.sections, after.sections, readableText)) {
        const parts = textDiff(change.before, change.after);
        changes.push({ key: `sections:${change.key}`, field, label: change.label, parts });
      }
      continue;
    }
    const from = shown(before, field);
    const to = shown(after, field);
    if (from !== to) {
      changes.push({ key: field, field, label: LABELS[field], parts: textDiff(from, to) });
    } else if (field === "content" && before.content !== after.content) {
      changes.push({
        key: field,
        field,
        label: LABELS[field],
        parts: [{ text: FORMATTING_CHANGED, change: "same" }],
      });
    }
  }
  return changes;
}
