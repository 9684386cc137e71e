import { describe, expect, it } from "vitest";
import { translator } from "#app/modules/i18n/i18n.ts";
import {
  CONSENT_CHANGED,
  CONSENT_REQUIRED,
  consentError,
  DEFAULT_LEAD_CONSENT,
  retentionFromForm,
} from "./lead-consent.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the consent checkbox", () => {
  const on = { enabled: true, label: "I agree" };

  it("asks nothing while off (the default)", () => {
    expect(DEFAULT_LEAD_CONSENT.enabled).toBe(false);
    expect(consentError(DEFAULT_LEAD_CONSENT, form({}))).toBeNull();
  });

  it("requires the box ticked beside the label in force", () => {
    expect(consentError(on, form({ consent_text: "I agree" }))).toBe(CONSENT_REQUIRED);
    expect(consentError(on, form({ consent: "on", consent_text: "I agreed" }))).toBe(
      CONSENT_CHANGED,
    );
    expect(consentError(on, form({ consent: "on", consent_text: "I agree" }))).toBeNull();
  });

  it("says it in the page's language, the English default word for word the catalogue's", () => {
    const messages = (locale: "en" | "ur") => ({
      required: translator(locale)("forms.consent.required"),
      changed: translator(locale)("forms.consent.changed"),
    });
    expect(messages("en")).toEqual({ required: CONSENT_REQUIRED, changed: CONSENT_CHANGED });
    const urdu = messages("ur");
    expect(consentError(on, form({ consent_text: "I agree" }), urdu)).toBe(urdu.required);
    expect(consentError(on, form({ consent: "on", consent_text: "I agreed" }), urdu)).toBe(
      urdu.changed,
    );
    expect(urdu.required).not.toBe(CONSENT_REQUIRED);
  });

  it("reads a blank retention as off", () => {
    expect(retentionFromForm(form({ retentionMonths: " " }))).toEqual({ months: null });
    expect(retentionFromForm(form({ retentionMonths: "24" }))).toEqual({ months: 24 });
  });
});
