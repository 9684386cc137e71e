import { describe, expect, it } from "vitest";
import { pageMissingTexts, untranslatedTexts } from "./missing-texts.ts";

// What a language lacks, found by the one translated-text shape (ADR 0041, 0051).

describe("untranslatedTexts", () => {
  it("finds texts and lists written in English only, wherever they are", () => {
    const value = {
      name: { en: "Starter", ur: "اسٹارٹر" },
      features: [{ id: "a", text: { en: "Reports" } }],
      tags: { en: ["offers"], ur: [] },
      blank: { en: "  " },
      notText: { label: "Plain" },
    };
    expect(untranslatedTexts(value, "ur")).toEqual([
      { path: ["features", 0, "text"], english: "Reports" },
      { path: ["tags"], english: "offers" },
    ]);
  });

  it("asks for no translation of a text without a letter", () => {
    expect(untranslatedTexts([{ en: "50+" }, { en: "24/7" }, { en: "∞" }], "ur")).toEqual([]);
  });
});

describe("pageMissingTexts", () => {
  const page = {
    slug: { en: "about" },
    title: { en: "About", ur: "ہمارے بارے میں" },
    content: { en: "<p>Not shown: the page is its sections.</p>" },
    metaTitle: { en: "About us" },
    metaDescription: {},
    tags: {},
    sections: {
      root: { props: {} },
      content: [
        {
          type: "faq" as const,
          props: {
            id: "faq",
            // Stored JSON keeps its keys in an order of its own: the list follows the type's.
            items: [{ answer: { en: "Yes." }, question: { en: "At night?" } }],
            title: { en: "Questions" },
          },
        },
      ],
    },
  };

  it("names each field as the editor does, in the section type's order, a page's slug and body left out", () => {
    expect(pageMissingTexts(page as never, "ur")).toEqual([
      { field: "Meta Title", english: "About us", where: "fields" },
      {
        field: "Questions and answers (section 1) › Title",
        english: "Questions",
        where: "sections",
      },
      {
        field: "Questions and answers (section 1) › Question 1 › Question",
        english: "At night?",
        where: "sections",
      },
      {
        field: "Questions and answers (section 1) › Question 1 › Answer",
        english: "Yes.",
        where: "sections",
      },
    ]);
  });
});
