// Stored rich text as a reader sees it, for lists of changes (revision-diff.ts, the page's
// definition): blocks become lines, images and links keep their address. Free of the diff
// library, so the console's bundle may take it.

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
