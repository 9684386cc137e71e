import { describe, expect, it } from "vitest";
import { bodyPathLabel, propPathLabel } from "./section-field-labels.ts";

describe("a field's name in words", () => {
  it("names a prop inside a section, its list items counted from 1, its language last", () => {
    expect(propPathLabel("faq", ["items", 0, "answer", "ur"])).toBe("Question 1 › Answer (Urdu)");
    expect(propPathLabel("hero", ["title", "en"])).toBe("Headline (English)");
    expect(propPathLabel("featureCards", ["items", "2", "benefits", "1", "en"])).toBe(
      "Card 3 › Benefit 2 (English)",
    );
    expect(propPathLabel("callToAction", ["buttons", 1, "href"])).toBe("Button 2 › Link");
  });

  it("names a place in a body by its section's type and position", () => {
    const body = { root: { props: {} }, content: [{ type: "hero" }, { type: "faq" }] };
    expect(bodyPathLabel(body, "content.1.props.items.0.answer.ur")).toBe(
      "Questions and answers (section 2) › Question 1 › Answer (Urdu)",
    );
    expect(bodyPathLabel(body, "content.0.props.title.ur")).toBe(
      "Hero (section 1) › Headline (Urdu)",
    );
    expect(bodyPathLabel(body, "content.0")).toBe("Hero (section 1)");
    expect(bodyPathLabel({ content: [{ type: "marquee" }] }, "content.0.type")).toBe(
      "“marquee” (section 1) › Type",
    );
    expect(bodyPathLabel(null, "content")).toBe("The page's sections");
  });
});
