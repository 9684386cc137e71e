import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "#app/modules/content/sanitize-html.server.ts";
import { LOCALES } from "#app/modules/i18n/locales.ts";
import type { PageBody } from "#app/modules/sections/page-body.ts";
import { parsePageBody } from "#app/modules/sections/page-body.ts";
import { privacyPolicySections, privacyPolicyStarter } from "./privacy-policy.ts";
import { termsOfServiceSections, termsOfServiceStarter } from "./terms-of-service.ts";

const richTextsOf = (body: PageBody) =>
  body.content
    .filter((section) => section.type === "richText")
    .map((section) => section.props.body as Record<string, string>);

describe.each([
  { name: "privacy policy", sections: privacyPolicySections, starter: privacyPolicyStarter },
  { name: "terms of service", sections: termsOfServiceSections, starter: termsOfServiceStarter },
])("the starter $name", ({ sections, starter }) => {
  const body = sections();

  it("is a body every save would accept, unchanged", () => {
    expect(parsePageBody(body)).toEqual({ ok: true, body });
    // Its rich text is already what the sanitizer keeps.
    for (const text of richTextsOf(body)) {
      for (const locale of LOCALES) expect(sanitizeRichText(text[locale] ?? "")).toBe(text[locale]);
    }
  });

  it("is in every language the site has", () => {
    for (const text of richTextsOf(body)) {
      expect(Object.keys(text).sort()).toEqual([...LOCALES].sort());
    }
  });

  it("starts unpublished, a draft for the owner to review, with the contact e-mail last", () => {
    expect(starter()).toMatchObject({ isPublished: false, sections: body });
    // The contact e-mail comes from Website Settings, as the Contact page shows it.
    expect(body.content.at(-1)).toMatchObject({
      type: "contactCards",
      props: { cards: [{ kind: "email" }] },
    });
  });
});

describe("the starter privacy policy's words", () => {
  it("names what the two forms ask for, the visit statistics and how to ask for a copy or erasure", () => {
    const english = richTextsOf(privacyPolicySections())
      .map((text) => text.en)
      .join("");
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
    expect(privacyPolicyStarter()).toMatchObject({
      slug: { en: "privacy-policy" },
      title: { en: "Privacy Policy" },
    });
  });
});

describe("the starter terms of service's words", () => {
  it("covers payment, cancellation, fair use and Pakistan's law, leaving prices to the pricing page", () => {
    const english = richTextsOf(termsOfServiceSections())
      .map((text) => text.en)
      .join("");
    for (const words of [
      "shown on our pricing page",
      "Pakistani rupees",
      "You can cancel at any time",
      "the rules of WhatsApp, Instagram and Facebook",
      "governed by the laws of Pakistan",
    ]) {
      expect(english).toContain(words);
    }
    expect(termsOfServiceStarter()).toMatchObject({
      slug: { en: "terms-of-service" },
      title: { en: "Terms of Service" },
    });
  });
});
