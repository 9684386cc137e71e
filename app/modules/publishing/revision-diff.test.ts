import { describe, expect, it } from "vitest";
import type { PageSnapshot } from "#app/db/schema.ts";
import { PAGE_SNAPSHOT_FIELDS } from "#app/modules/pages/page-definition.ts";
import { readableText } from "./readable-text.ts";
import { diffSnapshots } from "./revision-diff.ts";

/** The diff over a page's stored fields, as the revision history computes it. */
const diff = (before: PageSnapshot, after: PageSnapshot) =>
  diffSnapshots(before, after, PAGE_SNAPSHOT_FIELDS);

/** A post in English: its texts per language (ADR 0042). */
const base: PageSnapshot = {
  slug: { en: "blog/hello" },
  title: { en: "Hello" },
  content: { en: "<p>Our first post.</p>" },
  metaTitle: { en: "Hello" },
  metaDescription: {},
  featuredImage: null,
  tags: { en: ["news"] },
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
    const after = {
      ...base,
      content: { en: "<p>Our second post.</p>" },
      tags: { en: ["news", "launch"] },
    };
    const changes = diff(base, after);
    expect(changes.map((change) => change.field)).toEqual(["content", "tags"]);
    expect(changes[0]?.parts).toEqual([
      { text: "Our ", change: "same" },
      { text: "first", change: "removed" },
      { text: "second", change: "added" },
      { text: " post.", change: "same" },
    ]);
  });

  it("names a change of markup that leaves the text as it was", () => {
    const [change] = diff(base, {
      ...base,
      content: { en: "<p>Our <strong>first</strong> post.</p>" },
    });
    expect(change?.parts).toEqual([
      { text: "Formatting changed; the text is the same.", change: "same" },
    ]);
  });

  it("names a text changed in another language with its language, each language apart", () => {
    const urdu = {
      ...base,
      title: { en: "Hello", ur: "سلام" },
      content: { en: "<p>Our first post.</p>", ur: "<p>پہلی تحریر</p>" },
      tags: { en: ["news"], ur: ["خبر"] },
    };
    const added = diff(base, urdu);
    expect(added.map((change) => [change.key, change.field, change.label])).toEqual([
      ["title.ur", "title", "Title (Urdu)"],
      ["content.ur", "content", "Content (Urdu)"],
      ["tags.ur", "tags", "Tags (Urdu)"],
    ]);
    expect(added[0]?.parts).toEqual([{ text: "سلام", change: "added" }]);
    // The English title changed beside it: named plainly, its own change.
    const both = diff(urdu, { ...urdu, title: { en: "Hello again", ur: "پھر سلام" } });
    expect(both.map((change) => change.label)).toEqual(["Title", "Title (Urdu)"]);
  });

  it("shows the status as Published or Draft, and nothing for equal snapshots", () => {
    expect(diff(base, base)).toEqual([]);
    const [status] = diff(base, { ...base, isPublished: false });
    expect(status?.label).toBe("Status");
    expect(status?.parts.map((part) => part.text).join("|")).toBe("Published|Draft");
  });
});

describe("diffSnapshots of a page's sections", () => {
  const hero = (title: Record<string, string>, hidden = false) => ({
    type: "hero",
    props: {
      id: "hero",
      ...(hidden ? { hidden: true } : {}),
      title,
      lead: { en: "Let {product} answer." },
      buttons: [],
      highlights: [],
    },
  });
  const faq = (id: string, answer = "No.") => ({
    type: "faq",
    props: {
      id,
      title: { en: "Questions" },
      items: [{ question: { en: "A trial?" }, answer: { en: answer } }],
    },
  });
  const text = (id: string, html: string) => ({
    type: "richText",
    props: { id, body: { en: html } },
  });
  const page = (...content: unknown[]): PageSnapshot => ({
    ...base,
    slug: { en: "home" },
    sections: {
      root: { props: {} },
      content: content as NonNullable<PageSnapshot["sections"]>["content"],
    },
  });
  /** Each change as "label: parts", removed text in [-…-], added in {+…+}. */
  const summary = (before: PageSnapshot, after: PageSnapshot) =>
    diff(before, after).map(
      (change) =>
        `${change.label}: ${change.parts
          .map((part) =>
            part.change === "added"
              ? `{+${part.text}+}`
              : part.change === "removed"
                ? `[-${part.text}-]`
                : part.text,
          )
          .join("")}`,
    );

  it("names a changed text by its section and field, in the language changed", () => {
    expect(
      summary(
        page(hero({ en: "Switch to AI Mode", ur: "پرانا" })),
        page(hero({ en: "Switch to AI Mode", ur: "نیا" })),
      ),
    ).toEqual(["Hero › Headline (Urdu): [-پرانا-]{+نیا+}"]);
    expect(summary(page(faq("q", "No.")), page(faq("q", "Yes, 14 days.")))).toEqual([
      "Questions and answers › Question 1 › Answer (English): [-No-]{+Yes, 14 days+}.",
    ]);
  });

  it("names sections added, removed, moved, hidden and shown", () => {
    const before = page(hero({ en: "Hi" }), faq("a"), text("t", "<p>Story</p>"));
    expect(summary(before, page(hero({ en: "Hi" }), text("t", "<p>Story</p>"), faq("b")))).toEqual([
      "Removed section: [-Questions and answers-]",
      "Added section: {+Questions and answers+}",
    ]);
    expect(summary(before, page(text("t", "<p>Story</p>"), hero({ en: "Hi" }), faq("a")))).toEqual([
      "Moved section: Text, section [-3-]{+1+}",
    ]);
    expect(
      summary(before, page(hero({ en: "Hi" }, true), faq("a"), text("t", "<p>Story</p>"))),
    ).toEqual(["Hidden section: Hero"]);
    expect(summary(page(hero({ en: "Hi" }, true)), page(hero({ en: "Hi" })))).toEqual([
      "Shown section: Hero",
    ]);
    // Two sections of a type are told apart by their place.
    expect(summary(page(faq("a"), faq("b")), page(faq("a"), faq("b", "Yes.")))).toEqual([
      "Questions and answers (section 2) › Question 1 › Answer (English): [-No-]{+Yes+}.",
    ]);
  });

  it("reads rich text as a reader sees it, and names a change of markup alone", () => {
    expect(
      summary(page(text("t", "<p>Old story</p>")), page(text("t", "<p>New story</p>"))),
    ).toEqual(["Text › Text (English): [-Old-]{+New+} story"]);
    expect(
      summary(page(text("t", "<p>Story</p>")), page(text("t", "<p><strong>Story</strong></p>"))),
    ).toEqual(["Text › Text (English): Formatting changed; the text is the same."]);
  });

  it("has nothing to compare with a version from before pages had sections", () => {
    const { sections: _none, ...old } = page(faq("a"));
    expect(diff(old, page(faq("a", "Yes.")))).toEqual([]);
    expect(diff(page(faq("a")), page(faq("a")))).toEqual([]);
  });
});
