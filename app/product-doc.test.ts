import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Comments cite docs/product.md by anchor, an ADR, or nothing: a newcomer can follow every
// citation inside the repository (docs/product.md, first paragraphs).

const ROOT = path.resolve(import.meta.dirname, "..");
const CITING_TREES = ["app", "server", "tests", "bench", "scripts"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) ? [full] : [];
  });
}

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, "")
    .replace(/ /g, "-");
}

const productAnchors = new Set(
  [...readFileSync(path.join(ROOT, "docs/product.md"), "utf8").matchAll(/^#{1,6} (.+)$/gm)].map(
    (match) => headingAnchor(match[1] as string),
  ),
);

// A section of the specification or of its decisions, an issue's number, a bare section sign
// and number: spelt with escapes, so that this file does not match itself.
const OUTSIDE_CITATION = /spec \u00a7|DECISIONS \u00a7|\bissue \d|\u00a7\d/;

const files = CITING_TREES.flatMap((tree) => sourceFiles(path.join(ROOT, tree)));

describe("citations in the code", () => {
  it("name no document outside the repository and no issue number", () => {
    const outside = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          OUTSIDE_CITATION.test(line)
            ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(outside).toEqual([]);
  });

  it("point at anchors docs/product.md has", () => {
    const missing = files.flatMap((file) =>
      [
        ...readFileSync(file, "utf8").matchAll(
          /docs\/product\.md#([a-z0-9-]+)((?:,? #[a-z0-9-]+)*)/g,
        ),
      ]
        .flatMap((match) => [match[1] as string, ...((match[2] ?? "").match(/[a-z0-9-]+/g) ?? [])])
        .filter((anchor) => !productAnchors.has(anchor))
        .map((anchor) => `${path.relative(ROOT, file)}: #${anchor}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("headingAnchor", () => {
  it("makes GitHub's anchor of a heading", () => {
    expect(headingAnchor("Content Pages and Blog Posts")).toBe("content-pages-and-blog-posts");
    expect(headingAnchor("DMflow: the product")).toBe("dmflow-the-product");
  });
});
