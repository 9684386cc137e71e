import { describe, expect, it } from "vitest";
import { placeSections } from "./form-aside.ts";
import type { Section } from "./page-body.ts";

const at = (type: Section["type"], id: string): Section => ({ type, props: { id } });

describe("placeSections", () => {
  it("draws the contact details and hours that directly follow the contact form in its aside", () => {
    const placed = placeSections([
      at("pageHeader", "heading"),
      at("contactForm", "form"),
      at("contactCards", "details"),
      at("businessHours", "hours"),
      at("faq", "faq"),
      at("businessHours", "later-hours"),
    ]);
    expect(
      placed.map(({ section, aside }) => [section.props.id, aside.map((s) => s.props.id)]),
    ).toEqual([
      ["heading", []],
      ["form", ["details", "hours"]],
      ["faq", []],
      ["later-hours", []],
    ]);
  });

  it("leaves contact details that no contact form precedes where they are", () => {
    const placed = placeSections([at("contactCards", "details"), at("businessHours", "hours")]);
    expect(placed.map(({ aside }) => aside.length)).toEqual([0, 0]);
  });
});
