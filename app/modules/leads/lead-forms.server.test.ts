import { describe, expect, it } from "vitest";
import {
  contactFormSchema,
  contactFormSchemas,
  getStartedFormSchema,
  getStartedFormSchemas,
  normalizePhoneNumber,
  parseLeadForm,
} from "./lead-forms.server.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("normalizePhoneNumber", () => {
  it("reads local Pakistani numbers and stores E.164", () => {
    expect(normalizePhoneNumber("0300 1234567")).toBe("+923001234567");
    expect(normalizePhoneNumber("+92 (300) 123-4567")).toBe("+923001234567");
    expect(normalizePhoneNumber("+44 7911 123456")).toBe("+447911123456");
  });

  it("refuses what is not a phone number", () => {
    expect(normalizePhoneNumber("12")).toBeNull();
    expect(normalizePhoneNumber("call me")).toBeNull();
  });
});

describe("contact form", () => {
  it("accepts the required fields alone", () => {
    const parsed = parseLeadForm(
      contactFormSchema,
      form({ firstName: " Ayesha ", email: "Ayesha@Example.PK", message: "Hello" }),
    );
    expect(parsed).toMatchObject({
      success: true,
      isBot: false,
      data: { firstName: "Ayesha", email: "ayesha@example.pk", message: "Hello" },
    });
  });

  it("keeps no control character in a lead's fields, only the message's tabs and line breaks", () => {
    const parsed = parseLeadForm(
      contactFormSchema,
      form({
        firstName: "Ay\u0007esha\u001B",
        lastName: "\u0085Khan\t",
        email: "ayesha@example.pk",
        message: "Hello,\r\n\tplease call\u007F\u009B.",
      }),
    );
    expect(parsed).toMatchObject({
      success: true,
      data: { firstName: "Ayesha", lastName: "Khan", message: "Hello,\r\n\tplease call." },
    });
    const onlyControls = parseLeadForm(
      getStartedFormSchema,
      form({
        name: "\u0001\u0002",
        whatsapp_number: "+923001234567",
        email: "sara@example.pk",
        country: "Paki\u0000stan",
        business_type: "Restaurant",
      }),
    );
    expect(onlyControls).toMatchObject({
      success: false,
      fieldErrors: { name: expect.any(String) },
    });
    expect(onlyControls.success || onlyControls.fieldErrors.country).toBeUndefined();
  });

  it("reports missing required fields and keeps what was typed", () => {
    const parsed = parseLeadForm(
      contactFormSchema,
      form({ firstName: "", email: "a@b.co", message: " " }),
    );
    expect(parsed).toMatchObject({
      success: false,
      missingRequired: true,
      fieldErrors: { firstName: "First name is required", message: "Message is required" },
      values: { email: "a@b.co" },
    });
  });

  it("refuses a malformed email, a bad phone and an unknown business type", () => {
    const parsed = parseLeadForm(
      contactFormSchema,
      form({
        firstName: "A",
        email: "not-an-email",
        phone: "abc",
        businessType: "casino",
        message: "x",
      }),
    );
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.missingRequired).toBe(false);
    expect(Object.keys(parsed.fieldErrors).sort()).toEqual(["businessType", "email", "phone"]);
  });

  it("bounds the message length", () => {
    const parsed = parseLeadForm(
      contactFormSchema,
      form({ firstName: "A", email: "a@b.co", message: "x".repeat(5001) }),
    );
    expect(parsed.success).toBe(false);
  });

  it("flags a filled honeypot as a bot", () => {
    const parsed = parseLeadForm(
      contactFormSchema,
      form({ firstName: "A", email: "a@b.co", message: "x", company_website: "http://spam" }),
    );
    expect(parsed).toMatchObject({ success: true, isBot: true });
  });
});

describe("get-started form", () => {
  const valid = {
    name: "Bilal",
    whatsapp_number: "0300-1234567",
    email: "bilal@shop.pk",
    country: "Pakistan",
    business_type: "Solar Business",
  };

  it("normalizes the WhatsApp number", () => {
    const parsed = parseLeadForm(getStartedFormSchema, form(valid));
    expect(parsed).toMatchObject({ success: true, data: { whatsapp_number: "+923001234567" } });
  });

  it("requires all five fields", () => {
    const parsed = parseLeadForm(getStartedFormSchema, form({}));
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(Object.keys(parsed.fieldErrors).sort()).toEqual([
      "business_type",
      "country",
      "email",
      "name",
      "whatsapp_number",
    ]);
    expect(parsed.missingRequired).toBe(true);
  });

  it("only takes the specification's business types", () => {
    const parsed = parseLeadForm(getStartedFormSchema, form({ ...valid, business_type: "Casino" }));
    expect(parsed).toMatchObject({
      success: false,
      fieldErrors: { business_type: "Choose a business type from the list" },
    });
  });
});

describe("messages in the page's language", () => {
  it("the Urdu forms explain what is wrong in Urdu", () => {
    const contact = parseLeadForm(
      contactFormSchemas.ur,
      form({ email: "not-an-address", phone: "12" }),
    );
    expect(contact).toMatchObject({
      success: false,
      fieldErrors: {
        firstName: "پہلا نام لازمی ہے",
        email: "درست ای میل ایڈریس درج کریں",
        // The example number isolated left to right inside the Urdu sentence (ADR 0053).
        phone: "ملک کے کوڈ کے ساتھ درست فون نمبر درج کریں، مثلاً \u2066+92 300 1234567\u2069",
      },
    });
    const getStarted = parseLeadForm(getStartedFormSchemas.ur, form({}));
    expect(getStarted).toMatchObject({
      success: false,
      fieldErrors: { whatsapp_number: "واٹس ایپ نمبر لازمی ہے" },
    });
  });
});
