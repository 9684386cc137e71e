import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "#app/modules/content/sanitize-html.server.ts";
import { LOCALES } from "#app/modules/i18n/locales.ts";
import { parsePageBody } from "#app/modules/sections/page-body.ts";
import { privacyPolicySections, privacyPolicyStarter } from "./privacy-policy.ts";

describe("the starter privacy policy", () => {
  const body = privacyPolicySections();
  const richTexts = body.content
    .filter((section) => section.type === "richText")
    .map((section) => section.props.body as Record<string, string>);

  it("is a body every save would accept, unchanged", () => {
    expect(parsePageBody(body)).toEqual({ ok: true, body });
    // Its rich text is already what the sanitizer keeps.
    for (const text of richTexts) {
      for (const locale of LOCALES) expect(sanitizeRichText(text[locale] ?? "")).toBe(text[locale]);
    }
  });

  it("is in every language the site has", () => {
    for (const text of richTexts) expect(Object.keys(text).sort()).toEqual([...LOCALES].sort());
  });

  it("names what the two forms ask for, the visit statistics and how to ask for a copy or erasure", () => {
    const english = richTexts.map((text) => text.en).join("");
    for (const words of [
      // The contact form's fields, then the Get Started form's.
      "first and last name, e-mail address, phone number, type of business and your message",
      "full name, WhatsApp number, e-mail address, country, type of business and the plan you chose",
      "We do not store your IP address",
      "Our website sets no cookies",
      "the time set in our privacy settings",
      "a copy of everything we hold about you",
    ]) {
      expect(english).toContain(words);
    }
    // The contact e-mail comes from Website Settings, as the Contact page shows it.
    expect(body.content.at(-1)).toMatchObject({
      type: "contactCards",
      props: { cards: [{ kind: "email" }] },
    });
  });

  it("starts unpublished, for the owner to complete", () => {
    expect(privacyPolicyStarter()).toMatchObject({
      slug: { en: "privacy-policy" },
      title: { en: "Privacy Policy" },
      isPublished: false,
    });
  });
});
