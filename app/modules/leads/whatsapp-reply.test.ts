import { describe, expect, it } from "vitest";
import {
  e164Digits,
  fillTemplate,
  replyLanguageOf,
  replyMessage,
  replyTextIn,
  whatsappReplyUrl,
} from "./whatsapp-reply.ts";
import { DEFAULT_WHATSAPP_TEMPLATES } from "./whatsapp-template-definition.ts";

describe("e164Digits", () => {
  it.each([
    ["+92 300 1234567", "923001234567"],
    ["+92 (300) 123-4567", "923001234567"],
    ["0092 300 1234567", "923001234567"],
    ["0300-1234567", "923001234567"],
    ["+44 7911 123456", "447911123456"],
    ["12345", null],
    ["", null],
    [null, null],
    ["+1234567890123456", null],
    ["0123 4567", null],
  ])("%s -> %s", (input, expected) => {
    expect(e164Digits(input)).toBe(expected);
  });
});

describe("fillTemplate and whatsappReplyUrl", () => {
  const values = {
    name: "  Sana Khan ",
    selectedPlan: "Premium",
    siteTitle: { en: "DMflow", ur: "ڈی ایم فلو" },
  };

  it("fills every placeholder, each time it appears", () => {
    expect(
      fillTemplate("Hi {first_name}! {plan} at {site_title}, {first_name}. {other}", values, "en"),
    ).toBe("Hi Sana! Premium at DMflow, Sana. {other}");
    expect(fillTemplate("{plan}", { ...values, selectedPlan: null }, "en")).toBe("our plans");
  });

  it("fills an Urdu text in Urdu, each value isolated in its own direction", () => {
    const lead = { ...values, name: "Sana Khan", selectedPlan: "Premium (Pakistan) - 30,000 PKR" };
    expect(fillTemplate("سلام {first_name}، {site_title} کا {plan}", lead, "ur")).toBe(
      "سلام \u2068Sana\u2069، \u2068ڈی ایم فلو\u2069 کا \u2068Premium (Pakistan) - 30,000 PKR\u2069",
    );
    expect(fillTemplate("{plan}", { ...values, selectedPlan: null }, "ur")).toBe(
      "\u2068ہمارے پلانز\u2069",
    );
    // A site without an Urdu title is named in English there.
    expect(fillTemplate("{site_title}", { ...values, siteTitle: { en: "Acme" } }, "ur")).toBe(
      "\u2068Acme\u2069",
    );
  });

  it("builds the wa.me URL with the message encoded", () => {
    const template = { name: "x", text: { en: "Hi {first_name} & co?" } };
    expect(whatsappReplyUrl("+92 300 1234567", template, "en", values)).toBe(
      "https://wa.me/923001234567?text=Hi%20Sana%20%26%20co%3F",
    );
    expect(whatsappReplyUrl("123", template, "en", values)).toBeNull();
  });
});

describe("the text a reply sends", () => {
  const both = { name: "Welcome", text: { en: "Hi {first_name}", ur: "سلام {first_name}" } };
  const englishOnly = { name: "Price", text: { en: "Prices for {first_name}", ur: "  " } };
  const values = { name: "عائشہ خان", selectedPlan: null, siteTitle: { en: "DMflow" } };

  it("is the lead's language: Urdu for a lead from the Urdu pages, else English", () => {
    expect(replyLanguageOf("ur")).toBe("ur");
    expect(replyLanguageOf("en")).toBe("en");
    expect(replyLanguageOf("fr")).toBe("en");
    expect(replyLanguageOf(null)).toBe("en");
  });

  it("takes the template's text in the language asked for", () => {
    expect(replyTextIn(both, "ur")).toEqual({
      text: "سلام {first_name}",
      language: "ur",
      missing: null,
    });
    expect(replyTextIn(both, "en")).toEqual({
      text: "Hi {first_name}",
      language: "en",
      missing: null,
    });
  });

  it("sends the English text where the template has none in that language, and says so", () => {
    expect(replyTextIn(englishOnly, "ur")).toEqual({
      text: "Prices for {first_name}",
      language: "en",
      missing: "ur",
    });
    // The English text is filled as English: no isolates, the English "our plans".
    expect(replyMessage(englishOnly, "ur", values).text).toBe("Prices for عائشہ");
  });

  it("the seeded template has both languages, the name filled in each", () => {
    const [welcome] = DEFAULT_WHATSAPP_TEMPLATES;
    if (!welcome) throw new Error("no default template");
    expect(replyMessage(welcome, "en", values).text).toBe(
      "Hi عائشہ, thanks for your interest in DMflow! When is a good time to talk about automating your chats?",
    );
    expect(replyMessage(welcome, "ur", values).text).toBe(
      "السلام علیکم \u2068عائشہ\u2069، \u2068DMflow\u2069 میں دلچسپی لینے کا شکریہ! آپ کی چیٹس خودکار بنانے کے بارے میں بات کرنے کے لیے کون سا وقت مناسب رہے گا؟",
    );
  });
});
