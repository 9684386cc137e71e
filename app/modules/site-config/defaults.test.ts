import { describe, expect, it } from "vitest";
import { contactDetails, footerTextForYear, telHref, whatsappHref } from "./defaults.ts";

describe("contact helpers", () => {
  it("strips every non-digit but the plus from tel: links", () => {
    expect(telHref("+92 (300) 123-4567")).toBe("tel:+923001234567");
  });

  it("builds WhatsApp links from digits only", () => {
    expect(whatsappHref("+92 300 123-4567")).toBe("https://wa.me/923001234567");
  });

  it("falls back to the company's details for empty fields only", () => {
    const details = contactDetails({ contactEmail: "sales@acme.pk", phone: " ", address: "" });
    expect(details.email).toBe("sales@acme.pk");
    expect(details.phone).toMatch(/^\+92/);
    expect(details.address).toMatch(/Karachi/);
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
