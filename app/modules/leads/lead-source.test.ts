import { describe, expect, it } from "vitest";
import { leadSourceLabel } from "./lead-source.ts";

describe("leadSourceLabel", () => {
  it("reads the site's sources as words", () => {
    expect(leadSourceLabel("get_started_form")).toBe("Get Started form");
    expect(leadSourceLabel("contact_page")).toBe("Contact page");
    expect(leadSourceLabel("demo_booking")).toBe("Demo booking");
    expect(leadSourceLabel("whatsapp_chat")).toBe("WhatsApp chat");
  });

  it("reads a source it has no label for as words too", () => {
    expect(leadSourceLabel("partner_referral")).toBe("Partner referral");
    expect(leadSourceLabel("Not specified")).toBe("Not specified");
  });
});
