import { describe, expect, it } from "vitest";
import {
  CONTACT_FALLBACK,
  contactDetails,
  footerTextForYear,
  telHref,
  whatsappHref,
} from "./defaults.ts";

describe("contact helpers", () => {
  it("strips every non-digit but the plus from tel: links", () => {
    expect(telHref("+92 (300) 123-4567")).toBe("tel:+923001234567");
  });

  it("builds WhatsApp links from digits only", () => {
    expect(whatsappHref("+92 300 123-4567")).toBe("https://wa.me/923001234567");
  });

  it("falls back to the company's details for empty fields only", () => {
    const details = contactDetails({
      contactEmail: "sales@acme.pk",
      phone: " ",
      whatsappNumber: "",
      address: "",
    });
    expect(details.email).toBe("sales@acme.pk");
    expect(details.phone).toMatch(/^\+92/);
    expect(details.address).toMatch(/Karachi/);
  });

  it("reaches WhatsApp on its own number, else on the phone number in use", () => {
    const config = { contactEmail: "", phone: "+92 311 5550123", address: "" };
    expect(contactDetails({ ...config, whatsappNumber: "+92 300 7654321" }).whatsapp).toBe(
      "+92 300 7654321",
    );
    expect(contactDetails({ ...config, whatsappNumber: " " }).whatsapp).toBe("+92 311 5550123");
    expect(contactDetails({ ...config, phone: "", whatsappNumber: "" }).whatsapp).toBe(
      CONTACT_FALLBACK.phone,
    );
  });
});

describe("footerTextForYear", () => {
  it("replaces the copyright year with the current one", () => {
    expect(footerTextForYear("© 2024 DMflow. All rights reserved.", 2026)).toBe(
      "© 2026 DMflow. All rights reserved.",
    );
    expect(footerTextForYear("All rights reserved.", 2026)).toBe("All rights reserved.");
  });
});
