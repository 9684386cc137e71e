import { describe, expect, it } from "vitest";
import type { PageSnapshot } from "#app/db/schema.ts";
import { diffSnapshots, readableText } from "./revision-diff.ts";

const base: PageSnapshot = {
  slug: "blog/hello",
  title: "Hello",
  content: "<p>Our first post.</p>",
  metaTitle: "Hello",
  metaDescription: "",
  featuredImage: null,
  tags: ["news"],
  isPublished: true,
};

describe("readableText", () => {
  it("turns blocks into lines, keeps image and link addresses, decodes entities", () => {
    expect(
      readableText(
        '<h2>Title</h2><p>A &amp; B <a href="/x">here</a></p><ul><li>one</li></ul><img src="/media/a.png" alt="Chart">',
      ),
    ).toBe("Title\nA & B [Link /x: here]\n• one\n[Image: Chart, /media/a.png]");
  });
});

describe("diffSnapshots", () => {
  it("lists only the changed fields, with removed and added words", () => {
    const after = { ...base, content: "<p>Our second post.</p>", tags: ["news", "launch"] };
    const changes = diffSnapshots(base, after);
    expect(changes.map((change) => change.field)).toEqual(["content", "tags"]);
    expect(changes[0]?.parts).toEqual([
      { text: "Our ", change: "same" },
      { text: "first", change: "removed" },
      { text: "second", change: "added" },
      { text: " post.", change: "same" },
    ]);
  });

  it("names a change of markup that leaves the text as it was", () => {
    const [change] = diffSnapshots(base, {
      ...base,
      content: "<p>Our <strong>first</strong> post.</p>",
    });
    expect(change?.parts).toEqual([
      { text: "Formatting changed; the text is the same.", change: "same" },
    ]);
  });

  it("shows the status as Published or Draft, and nothing for equal snapshots", () => {
    expect(diffSnapshots(base, base)).toEqual([]);
    const [status] = diffSnapshots(base, { ...base, isPublished: false });
    expect(status?.label).toBe("Status");
    expect(status?.parts.map((part) => part.text).join("|")).toBe("Published|Draft");
  });
});
