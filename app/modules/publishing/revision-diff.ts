import { diffWordsWithSpace } from "diff";
import type { PageSnapshot } from "#app/db/schema.ts";

// The readable difference between two snapshots of a page or post (issue 17), computed on the
// server (the diff library never reaches the browser). Rich text is compared as what a reader
// sees: blocks become lines, images and links keep their address, and a change of markup alone
// (bold, a heading level) is named rather than hidden.

export type DiffPart = { text: string; change: "added" | "removed" | "same" };
export type FieldDiff = { field: keyof PageSnapshot; label: string; parts: DiffPart[] };

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

function textDiff(before: string, after: string): DiffPart[] {
  return diffWordsWithSpace(before, after).map((part) => ({
    text: part.value,
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
  if (field === "sections") return value ? JSON.stringify(value) : "";
  if (Array.isArray(value)) return value.join(", ");
  return value == null ? "" : String(value);
}

/** What changed from `before` to `after`, field by field; unchanged fields are left out. */
export function diffSnapshots(before: PageSnapshot, after: PageSnapshot): FieldDiff[] {
  const changes: FieldDiff[] = [];
  for (const field of Object.keys(LABELS) as (keyof PageSnapshot)[]) {
    const from = shown(before, field);
    const to = shown(after, field);
    if (from !== to) {
      changes.push({ field, label: LABELS[field], parts: textDiff(from, to) });
    } else if (field === "content" && before.content !== after.content) {
      changes.push({
        field,
        label: LABELS[field],
        parts: [{ text: "Formatting changed; the text is the same.", change: "same" }],
      });
    }
  }
  return changes;
}
