import { describe, expect, it } from "vitest";
import { translator } from "#app/modules/i18n/i18n.ts";
import { fillChatMessage, whatsappChatUrl, withReference } from "./chat-message.ts";

describe("a chat's first message", () => {
  it("fills the product, the page and the plan in", () => {
    expect(
      fillChatMessage(translator("en")("chat.defaultMessage"), {
        product: "DMflow",
        page: "Pricing",
      }),
    ).toBe("Hi! I'm interested in DMflow. I was reading Pricing.");
    expect(
      fillChatMessage("About {plan} on {page}, {page}.", {
        product: "DMflow",
        page: "Pricing",
        plan: "Growth",
      }),
    ).toBe("About Growth on Pricing, Pricing.");
  });

  it("leaves {plan} empty without a plan", () => {
    expect(fillChatMessage("Hi {plan}", { product: "DMflow", page: "Home" })).toBe("Hi");
  });

  it("ends with the reference line, the Urdu one keeping the code left to right", () => {
    const english = translator("en")("chat.reference", { code: "K7Q2X" });
    expect(withReference("Hi!", english)).toBe("Hi!\n\nRef: K7Q2X");
    const urdu = translator("ur")("chat.reference", { code: "K7Q2X" });
    expect(urdu).toBe("حوالہ: \u2066K7Q2X\u2069");
    expect(withReference("", urdu)).toBe(urdu);
  });

  it("is sent to wa.me as UTF-8, percent-encoded", () => {
    expect(whatsappChatUrl("923001234567", "سلام\n\nRef: K7Q2X")).toBe(
      "https://wa.me/923001234567?text=%D8%B3%D9%84%D8%A7%D9%85%0A%0ARef%3A%20K7Q2X",
    );
  });
});
