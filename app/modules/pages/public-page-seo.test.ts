import { describe, expect, it } from "vitest";
import { ownSeoOfBuiltInRow, seoOfContentRow } from "./public-page-seo.ts";

const row = (metaTitle: string, metaDescription: string, title = "About") => ({
  title,
  metaTitle,
  metaDescription,
});

describe("ownSeoOfBuiltInRow", () => {
  it.each([
    ["the specification's defaults", row("About", "About page")],
    ["empty fields", row("", "")],
    [
      "the defaults of the page's default title, after a new title",
      row("About", "About page", "About us"),
    ],
  ])("takes none of %s", (_case, fields) => {
    expect(ownSeoOfBuiltInRow(fields, ["About"])).toEqual({});
  });

  it("takes none of an Urdu row still as seeded, and the Urdu description an owner wrote", () => {
    const urdu = (description: string) => row("ہمارے بارے میں", description, "ہمارے بارے میں");
    expect(ownSeoOfBuiltInRow(urdu("ہمارے بارے میں جانیے"), [], ["ہمارے بارے میں جانیے"])).toEqual(
      {},
    );
    expect(ownSeoOfBuiltInRow(urdu("لاہور میں ہماری ٹیم"), [], ["ہمارے بارے میں جانیے"])).toEqual({
      description: "لاہور میں ہماری ٹیم",
    });
  });

  it("takes each field the owner changed, alone", () => {
    expect(ownSeoOfBuiltInRow(row("Who we are", "About page"), ["About"])).toEqual({
      title: "Who we are",
    });
    expect(ownSeoOfBuiltInRow(row("About", "Our team in Lahore"), ["About"])).toEqual({
      description: "Our team in Lahore",
    });
  });
});

describe("seoOfContentRow", () => {
  it("falls back to the title, and leaves an empty description to the site's", () => {
    expect(seoOfContentRow(row("", "", "Privacy Policy"))).toEqual({ title: "Privacy Policy" });
    expect(seoOfContentRow(row("Privacy", "How we handle data", "Privacy Policy"))).toEqual({
      title: "Privacy",
      description: "How we handle data",
    });
  });
});
