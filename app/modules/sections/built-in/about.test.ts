import { describe, expect, it } from "vitest";
import { en } from "#app/modules/i18n/catalogue.en.ts";
import { ur } from "#app/modules/i18n/catalogue.ur.ts";
import { parsePageBody } from "../page-body.ts";
import { aboutPageSections } from "./about.ts";

describe("aboutPageSections", () => {
  it("is a body whose every section passes its type's check, kept as it is", () => {
    const result = parsePageBody(aboutPageSections());
    expect(result.ok ? [] : result.issues).toEqual([]);
    expect(result.ok && result.body).toEqual(aboutPageSections());
  });

  it("gives each section a readable id of its own", () => {
    expect(aboutPageSections().content.map((section) => section.props.id)).toEqual([
      "heading",
      "mission-vision-values",
      "story",
      "numbers",
      "leadership",
      "cta",
    ]);
  });

  it("takes its texts from the catalogues in each language, {{placeholders}} as {placeholders}", () => {
    const [heading] = aboutPageSections().content;
    expect(heading?.props.title).toEqual({
      en: en.about.title.replace("{{product}}", "{product}"),
      ur: ur.about.title.replace("{{product}}", "{product}"),
    });
    const json = JSON.stringify(aboutPageSections());
    expect(json).not.toContain("{{");
    expect(json).toContain("{name}");
    expect(json).toContain("{email}");
  });
});
