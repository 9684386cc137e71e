import { describe, expect, it } from "vitest";
import { GET_STARTED_BUSINESS_TYPES } from "#app/modules/leads/lead-forms.ts";
import { bookingDetailsDefinitions } from "./booking-details-definition.server.ts";

const details = {
  name: " Sana Khan ",
  email: "Sana@Example.pk",
  whatsappNumber: "0300 1234567",
  businessType: "Restaurant",
  notes: "",
};

describe("a visitor's booking details", () => {
  it("are Get Started's: the lead's columns, the WhatsApp number in E.164", () => {
    const definition = bookingDetailsDefinitions.en;
    const output = definition.fields.parse(details);
    expect(output).toEqual({
      name: "Sana Khan",
      email: "sana@example.pk",
      whatsappNumber: "+923001234567",
      businessType: "Restaurant",
      notes: undefined,
    });
    // The notes go on the booking, not the lead.
    expect(definition.storedValues(output)).toEqual({
      name: "Sana Khan",
      email: "sana@example.pk",
      whatsappNumber: "+923001234567",
      businessType: "Restaurant",
    });
    expect(definition.meta.businessType.options?.map((option) => option.value)).toEqual([
      ...GET_STARTED_BUSINESS_TYPES,
    ]);
  });

  it("speak the page's language", () => {
    const result = bookingDetailsDefinitions.ur.fields.safeParse({
      ...details,
      name: "",
      whatsappNumber: "12",
      businessType: "Bakery",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      name: "نام لازمی ہے",
      // The example number isolated left to right inside the Urdu sentence (ADR 0053).
      whatsappNumber: "ملک کے کوڈ کے ساتھ درست فون نمبر درج کریں، مثلاً \u2066+92 300 1234567\u2069",
      businessType: "فہرست میں سے کاروبار کی قسم منتخب کریں",
    });
    expect(bookingDetailsDefinitions.ur.meta.notes.label).toBe("نوٹس");
  });

  it("keep notes to a thousand characters", () => {
    const result = bookingDetailsDefinitions.en.fields.safeParse({
      ...details,
      notes: "x".repeat(1001),
    });
    expect(result.error?.issues[0]?.message).toBe("Notes must be at most 1000 characters");
  });
});
