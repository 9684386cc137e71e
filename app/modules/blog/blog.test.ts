import { describe, expect, it } from "vitest";
import { formatLongDate, htmlToText, postExcerpt, postPath } from "./blog.ts";

describe("postPath", () => {
  it("drops the blog/ prefix of the slug", () => {
    expect(postPath("blog/hello-world")).toBe("/blog/hello-world");
    expect(postPath("hello")).toBe("/blog/hello");
  });
});

describe("postExcerpt", () => {
  it("uses the meta description when there is one", () => {
    expect(postExcerpt({ metaDescription: " Short. ", content: "<p>Long</p>" })).toBe("Short.");
  });

  it("falls back to the first 150 characters of the content with tags stripped", () => {
    const content = `<h2>Title</h2><p>${"word ".repeat(60)}</p>`;
    const excerpt = postExcerpt({ metaDescription: "", content });
    expect(excerpt.startsWith("Title word word")).toBe(true);
    expect(excerpt).not.toMatch(/[<>]/);
    expect(excerpt.length).toBeLessThanOrEqual(153);
    expect(excerpt.endsWith("...")).toBe(true);
  });

  it("keeps short content whole", () => {
    expect(postExcerpt({ metaDescription: "", content: "<p>Hi &amp; bye</p>" })).toBe("Hi & bye");
  });
});

describe("htmlToText", () => {
  it("removes scripts and styles with their content and decodes entities", () => {
    expect(htmlToText("<style>p{}</style><p>A&nbsp;&#39;b&#x27;</p><script>x()</script>")).toBe(
      "A 'b'",
    );
  });
});

describe("formatLongDate", () => {
  it("writes dates in long US format", () => {
    expect(formatLongDate(new Date("2026-11-21T10:00:00Z"))).toBe("November 21, 2026");
  });
});
