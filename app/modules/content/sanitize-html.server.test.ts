import { describe, expect, it } from "vitest";
import { MAX_TAG_NESTING, sanitizeRichText, tagNesting } from "./sanitize-html.server.ts";

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

describe("tagNesting", () => {
  it.each([
    ["<p>a</p><p>b</p>", 1],
    ["<ul><li><strong>a</strong></li></ul>", 3],
    ["<p>a<br>b<img src=x><br/></p>", 1],
    ["<b><i><u>", 3],
    ["</p></p><p>", 1],
    ["a < b and c > d", 0],
  ])("%s nests %i deep", (html, depth) => {
    expect(tagNesting(html)).toBe(depth);
  });
});
