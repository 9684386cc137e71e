import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "#app/modules/site-config/defaults.ts";
import { siteFactsOf } from "#app/modules/site-config/site-placeholders.ts";
import type { PageBody } from "./page-body.ts";
import { pageFaqTexts } from "./page-faqs.ts";

const faq = (id: string, question: string, hidden?: boolean) => ({
  type: "faq" as const,
  props: {
    id,
    ...(hidden ? { hidden } : {}),
    title: { en: "Questions" },
    items: [
      { question: { en: question, ur: `${question} (ur)` }, answer: { en: "{product} does" } },
    ],
  },
});

describe("pageFaqTexts", () => {
  it("gives every shown question of the page in its language, {product} filled in", () => {
    const body: PageBody = {
      root: { props: {} },
      content: [
        faq("first", "Why?"),
        { type: "pageHeader", props: { id: "heading", title: { en: "Title" } } },
        faq("second", "How?"),
      ],
    };
    expect(pageFaqTexts(body, "ur", siteFactsOf(defaultSiteConfig("Acme")))).toEqual([
      { question: "Why? (ur)", answer: "Acme does" },
      { question: "How? (ur)", answer: "Acme does" },
    ]);
  });

  it("leaves out a hidden section's questions, which visitors cannot read", () => {
    const body: PageBody = {
      root: { props: {} },
      content: [faq("shown", "Why?"), faq("hidden", "How?", true)],
    };
    expect(
      pageFaqTexts(body, "en", siteFactsOf(defaultSiteConfig("Acme"))).map((item) => item.question),
    ).toEqual(["Why?"]);
  });
});
