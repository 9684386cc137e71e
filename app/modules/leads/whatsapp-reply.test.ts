import { describe, expect, it } from "vitest";
import {
  e164Digits,
  fillTemplate,
  parseWhatsappTemplatesForm,
  templateRows,
  templatesRefusal,
  whatsappReplyUrl,
} from "./whatsapp-reply.ts";

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
  const values = { name: "  Sana Khan ", selectedPlan: "Premium", siteTitle: "DMflow" };

  it("fills every placeholder, each time it appears", () => {
    expect(
      fillTemplate("Hi {first_name}! {plan} at {site_title}, {first_name}. {other}", values),
    ).toBe("Hi Sana! Premium at DMflow, Sana. {other}");
    expect(fillTemplate("{plan}", { ...values, selectedPlan: null })).toBe("our plans");
  });

  it("builds the wa.me URL with the message encoded", () => {
    expect(
      whatsappReplyUrl("+92 300 1234567", { name: "x", text: "Hi {first_name} & co?" }, values),
    ).toBe("https://wa.me/923001234567?text=Hi%20Sana%20%26%20co%3F");
    expect(whatsappReplyUrl("123", { name: "x", text: "Hi" }, values)).toBeNull();
  });
});

describe("the templates form", () => {
  it("reads the filled rows and skips blank ones", () => {
    const form = new FormData();
    form.set("template-name-0", "Welcome");
    form.set("template-text-0", "Hi");
    form.set("template-name-1", " ");
    form.set("template-text-1", "");
    form.set("template-name-2", "");
    form.set("template-text-2", "Text without a name");
    expect(templateRows(Object.fromEntries(form))).toEqual([
      { slot: 0, name: "Welcome", text: "Hi" },
      { slot: 2, name: "", text: "Text without a name" },
    ]);
    const submission = parseWhatsappTemplatesForm(form);
    if (submission.status !== "error") throw new Error("the nameless row was taken");
    expect(submission.error).toEqual({ "template-name-2": ["Give the template a name."] });
    expect(templatesRefusal(submission.error)).toBe("Template 3: Give the template a name.");
    form.set("template-name-2", " Price ");
    expect(parseWhatsappTemplatesForm(form)).toMatchObject({
      status: "success",
      value: [
        { name: "Welcome", text: "Hi" },
        { name: "Price", text: "Text without a name" },
      ],
    });
  });
});
