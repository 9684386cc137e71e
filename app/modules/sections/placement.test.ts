import { describe, expect, it } from "vitest";
import type { Section } from "./page-body.ts";
import { placeSections } from "./placement.ts";

const at = (type: Section["type"], id: string, props: Record<string, unknown> = {}): Section => ({
  type,
  props: { id, ...props },
});

const shape = (sections: Section[]) =>
  placeSections(sections).map(({ section, held }) => [
    section.props.id,
    held.map((inside) => inside.props.id),
  ]);

describe("placeSections", () => {
  it("draws the contact details and hours that directly follow the contact form in its aside", () => {
    expect(
      shape([
        at("pageHeader", "heading"),
        at("contactForm", "form"),
        at("contactCards", "details"),
        at("businessHours", "hours"),
        at("faq", "faq"),
        at("businessHours", "later-hours"),
      ]),
    ).toEqual([
      ["heading", []],
      ["form", ["details", "hours"]],
      ["faq", []],
      ["later-hours", []],
    ]);
  });

  it("leaves contact details that no contact form precedes where they are", () => {
    expect(shape([at("contactCards", "details"), at("businessHours", "hours")])).toEqual([
      ["details", []],
      ["hours", []],
    ]);
  });

  it("draws one numbers band directly after short feature cards inside them, as Home has it", () => {
    expect(
      shape([
        at("hero", "hero"),
        at("featureCards", "features", { variant: "summary" }),
        at("stats", "numbers", { variant: "band" }),
        at("stats", "more-numbers", { variant: "band" }),
        at("pricing", "pricing"),
      ]),
    ).toEqual([
      ["hero", []],
      ["features", ["numbers"]],
      ["more-numbers", []],
      ["pricing", []],
    ]);
  });

  it("leaves numbers cards, and numbers after full feature cards, where they are", () => {
    expect(
      shape([
        at("featureCards", "short", { variant: "summary" }),
        at("stats", "cards", { variant: "cards" }),
        at("featureCards", "full", { variant: "full" }),
        at("stats", "band", { variant: "band" }),
      ]),
    ).toEqual([
      ["short", []],
      ["cards", []],
      ["full", []],
      ["band", []],
    ]);
  });
});
