import { describe, expect, it } from "vitest";
import { formDataOf } from "#app/lib/form-entries.ts";
import {
  DEFAULT_WHATSAPP_TEMPLATES,
  parseWhatsappTemplatesForm,
  storedTemplatesSchema,
  templatesFormValue,
  templatesRefusal,
} from "./whatsapp-template-definition.ts";

describe("the templates form", () => {
  const row = (name: string, en: string, ur = "") => ({ name, text: { en, ur } });

  it("keeps the filled rows, each message per language, and skips blank ones", () => {
    const submission = parseWhatsappTemplatesForm(
      formDataOf({
        templates: [
          row(" Welcome ", "Hi {first_name}", " سلام {first_name} "),
          row(" ", "", "  "),
          row("Price", "Our prices"),
        ],
      }),
    );
    expect(submission).toMatchObject({
      status: "success",
      value: [
        { name: "Welcome", text: { en: "Hi {first_name}", ur: "سلام {first_name}" } },
        // No Urdu typed: none stored, and an Urdu lead gets the English.
        { name: "Price", text: { en: "Our prices" } },
      ],
    });
  });

  it("refuses a row without its name or its English message, at that row's field", () => {
    const nameless = parseWhatsappTemplatesForm(
      formDataOf({ templates: [row("Welcome", "Hi"), row("", "", ""), row("", "Text")] }),
    );
    if (nameless.status !== "error") throw new Error("the nameless row was taken");
    expect(nameless.error).toEqual({ "templates[2].name": ["Name is required"] });
    expect(templatesRefusal(nameless.error)).toBe("Template 3: Name is required");

    // Urdu alone is not a template: the English is what a lead without Urdu gets.
    const urduOnly = parseWhatsappTemplatesForm(
      formDataOf({ templates: [row("Welcome", " ", "سلام")] }),
    );
    if (urduOnly.status !== "error") throw new Error("the Urdu-only row was taken");
    expect(urduOnly.error).toEqual({ "templates[0].text.en": ["Message is required"] });
    expect(templatesRefusal(urduOnly.error)).toBe("Template 1: Message is required");
  });

  it("shows the saved templates in their slots, every language, the rest empty", () => {
    const { templates } = templatesFormValue(DEFAULT_WHATSAPP_TEMPLATES);
    expect(templates).toHaveLength(5);
    expect(templates[0]).toEqual({
      name: "Welcome",
      text: DEFAULT_WHATSAPP_TEMPLATES[0]!.text,
    });
    expect(templates[1]).toEqual({ name: "", text: { en: "", ur: "" } });
  });
});

describe("the stored templates", () => {
  it("are a name and a message with its English text", () => {
    expect(storedTemplatesSchema.safeParse(DEFAULT_WHATSAPP_TEMPLATES).success).toBe(true);
    expect(storedTemplatesSchema.safeParse([{ name: "Old", text: "Hi" }]).success).toBe(false);
    expect(storedTemplatesSchema.safeParse([{ name: "Urdu", text: { ur: "سلام" } }]).success).toBe(
      false,
    );
  });
});
