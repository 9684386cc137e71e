import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "./defaults.ts";
import {
  fillSitePlaceholders,
  SITE_PLACEHOLDERS,
  siteFactsOf,
  sitePlaceholderValues,
} from "./site-placeholders.ts";

// The one filler of the site's placeholders (ADR 0052): sections, page titles and descriptions,
// chat messages and posts all say the facts through it.

const config = {
  ...defaultSiteConfig("DMflow"),
  siteTitle: { en: "DMflow", ur: "ڈی ایم فلو" },
  setupTime: { en: "3-5 days", ur: "3 سے 5 دن" },
  trialLength: { en: "7 days" },
  timeZoneLabel: "GST",
};
const facts = siteFactsOf(config);

describe("fillSitePlaceholders", () => {
  it("fills every site placeholder with Website Settings' value in the text's language", () => {
    const english = "{product} is live within {setupTime}; trial {trialLength}; reply {replyTime}";
    expect(fillSitePlaceholders(`${english} ({timeZone})`, facts, "en")).toBe(
      "DMflow is live within 3-5 days; trial 7 days; reply 24 hours (GST)",
    );
    expect(fillSitePlaceholders("{product}: {setupTime} کے اندر", facts, "ur")).toBe(
      "ڈی ایم فلو: 3 سے 5 دن کے اندر",
    );
  });

  it("says a fact with no text in the language in English", () => {
    expect(fillSitePlaceholders("{trialLength} کی آزمائش", facts, "ur")).toBe("7 days کی آزمائش");
  });

  it("fills a placeholder each time it is said, and leaves others' placeholders alone", () => {
    expect(fillSitePlaceholders("{setupTime} or {setupTime}", facts, "en")).toBe(
      "3-5 days or 3-5 days",
    );
    expect(
      fillSitePlaceholders("Save {discount} on {page} in {plan} {Setuptime}", facts, "en"),
    ).toBe("Save {discount} on {page} in {plan} {Setuptime}");
  });

  it("escapes the values in HTML, never the text around them", () => {
    const owned = siteFactsOf({ ...config, replyTime: { en: 'a "day" & <night>' } });
    expect(fillSitePlaceholders("<p>{replyTime}</p>", owned, "en", { html: true })).toBe(
      "<p>a &quot;day&quot; &amp; &lt;night&gt;</p>",
    );
  });
});

describe("sitePlaceholderValues", () => {
  it("names every placeholder, for the catalogues' {{name}}", () => {
    const values = sitePlaceholderValues(facts, "ur");
    expect(Object.keys(values)).toEqual([...SITE_PLACEHOLDERS]);
    expect(values).toMatchObject({ setupTime: "3 سے 5 دن", timeZone: "GST" });
  });

  it("has the seeded facts on a fresh install: 24-48 hours, 14 days, 24 hours, PKT", () => {
    expect(sitePlaceholderValues(siteFactsOf(defaultSiteConfig()), "en")).toEqual({
      product: "DMflow",
      setupTime: "24-48 hours",
      trialLength: "14 days",
      replyTime: "24 hours",
      timeZone: "PKT",
    });
  });
});
