import { describe, expect, it } from "vitest";
import { allowListedRichText, MAX_TAG_NESTING, sanitizeRichText } from "./sanitize-html.server.ts";

describe("sanitizeRichText", () => {
  it("keeps the formatting a post needs", () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> <em>it</em> <a href="https://example.com">link</a></p><ul><li>one</li></ul><blockquote>q</blockquote><pre><code>x</code></pre><img src="/media/a.png" alt="A">';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Title</h2><p><strong>Bold</strong> <em>it</em> <a href="https://example.com">link</a></p><ul><li>one</li></ul><blockquote>q</blockquote><pre><code>x</code></pre><img src="/media/a.png" alt="A" />',
    );
  });

  it("removes scripts, styles, iframes and event handlers", () => {
    const out = sanitizeRichText(
      '<script>alert(1)</script><style>body{}</style><iframe src="https://x"></iframe><img src="/a.png" onerror="alert(1)"><p onclick="x()">t</p>',
    );
    expect(out).toBe('<img src="/a.png" /><p>t</p>');
  });

  it("drops javascript: and data: URLs", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe(
      "<img />",
    );
  });

  it("makes new-tab links safe", () => {
    expect(sanitizeRichText('<a href="https://x.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.com" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it("keeps only the escaped text of HTML nested past reason", () => {
    const deep = `${"<b>".repeat(MAX_TAG_NESTING + 1)}Fish & chips <script>alert(1)</script>`;
    expect(sanitizeRichText(deep)).toBe("Fish &amp; chips alert(1)");
  });
});

describe("allowListedRichText", () => {
  const deep = (depth: number, open: string, close = "") =>
    `${open.repeat(depth)}x${close.repeat(depth)}`;

  it("sanitizes HTML up to MAX_TAG_NESTING deep, and refuses HTML deeper", () => {
    expect(allowListedRichText(deep(MAX_TAG_NESTING, "<b>", "</b>"))).toBe(
      deep(MAX_TAG_NESTING, "<b>", "</b>"),
    );
    expect(allowListedRichText(deep(MAX_TAG_NESTING + 1, "<b>", "</b>"))).toBeNull();
    // Void elements, self-closed ones and closed siblings do not nest.
    expect(allowListedRichText("<p>a<br>b<img src=x><br/></p>".repeat(2000))).not.toBeNull();
    expect(allowListedRichText("<p>a</p>".repeat(5000))).not.toBeNull();
  });

  // Each of these nests as deep as it is long in the parser, though a count of tags and closing
  // tags in the text sees them shallow.
  it.each([
    ["a closing tag of another element", "<b></i>"],
    ["a self-closing slash, which HTML ignores", "<b/>"],
    ["a closing tag inside a comment", "<b><!--</b>-->"],
    ["a closing tag inside a quoted attribute", '<b title=">x</b>">'],
    ["a closing tag in raw text", "<b><script></b></script>"],
    ["a tag name with a dot", "<b.c></b>"],
  ])("counts the nesting the parser sees: %s", (_, unit) => {
    expect(allowListedRichText(unit.repeat(MAX_TAG_NESTING + 1))).toBeNull();
  });
});

describe("sanitizing hostile markup", () => {
  const MEGABYTE = 1_000_000;
  const megabyteOf = (unit: string) =>
    unit.repeat(Math.ceil(MEGABYTE / unit.length)).slice(0, MEGABYTE);
  const deepest = `${"<b>".repeat(MAX_TAG_NESTING)}${"</b>".repeat(MAX_TAG_NESTING)}`;

  // The depth check once looked for a tag's end from every "<": 1 MB of "<a<a<a…" held the
  // server for 48 s. Whatever its shape, a megabyte is sanitized in one linear pass. Measured in
  // CPU time, which other processes on a busy host do not inflate.
  it.each([
    ["tags never closed by >", "<a"],
    ["nested divs", "<div>"],
    ["blocks nested as deep as allowed", deepest],
    ["closing tags of other elements", "<b></i>"],
    ["self-closing slashes", "<b/>"],
    ["closing tags in comments", "<b><!--</b>-->"],
    ["closing tags in quoted attributes", '<b title=">x</b>">'],
    ["unclosed double quotes", '<a href="'],
    ["unclosed single quotes", "<a title='x"],
    ["attributes without end", "<p a=b c"],
    ["unclosed comments", "<!--"],
    ["unclosed CDATA", "<![CDATA["],
    ["markup in unclosed iframes", "<iframe><p>"],
    ["markup in noscript", "<noscript><p>"],
    ["foreign content", "<svg><p>"],
    ["table cells", "<table><td>"],
  ])("1 MB of %s takes well under a second", (_, unit) => {
    const html = megabyteOf(unit);
    const before = process.cpuUsage();
    sanitizeRichText(html);
    const { user, system } = process.cpuUsage(before);
    expect((user + system) / 1000).toBeLessThan(1000);
  });
});
