import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize-html.server.ts";

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
});
