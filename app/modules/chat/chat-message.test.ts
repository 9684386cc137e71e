import { describe, expect, it } from "vitest";
import { translator } from "#app/modules/i18n/i18n.ts";
import { defaultSiteConfig } from "#app/modules/site-config/defaults.ts";
import { siteFactsOf } from "#app/modules/site-config/site-placeholders.ts";
import { chatTemplateOf, fillChatMessage, whatsappChatUrl, withReference } from "./chat-message.ts";

const facts = siteFactsOf(defaultSiteConfig("DMflow"));

describe("a chat's first message", () => {
  it("fills the product, the page and the plan in", () => {
    expect(
      fillChatMessage(translator("en")("chat.defaultMessage"), {
        facts,
        locale: "en",
        page: "Pricing",
      }),
    ).toBe("Hi! I'm interested in DMflow. I was reading Pricing.");
    expect(
      fillChatMessage("About {plan} on {page}, {page}.", {
        facts,
        locale: "en",
        page: "Pricing",
        plan: "Growth",
      }),
    ).toBe("About Growth on Pricing, Pricing.");
  });

  it("says the site's facts in the chat's language", () => {
    expect(
      fillChatMessage("{product}: {setupTime}, {timeZone}", { facts, locale: "ur", page: "" }),
    ).toBe("DMflow: 24 سے 48 گھنٹے, PKT");
  });

  it("leaves {plan} empty without a plan", () => {
    expect(fillChatMessage("Hi {plan}", { facts, locale: "en", page: "Home" })).toBe("Hi");
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

  describe("the template it is filled from", () => {
    const catalogue = { general: "Hi from {page}", plan: "About {plan}" };
    const none = { link: "", page: "", site: "" };

    it("is the button's, else the page's, else the site's, else the catalogue's", () => {
      const all = { link: "Button {page}", page: "Page {page}", site: "Site {page}" };
      expect(chatTemplateOf(all, catalogue, false)).toBe("Button {page}");
      expect(chatTemplateOf({ ...all, link: "" }, catalogue, false)).toBe("Page {page}");
      expect(chatTemplateOf({ ...none, site: "Site {page}" }, catalogue, false)).toBe(
        "Site {page}",
      );
      expect(chatTemplateOf(none, catalogue, false)).toBe("Hi from {page}");
    });

    it("names the plan asked about: the catalogue's plan message when the chosen one does not", () => {
      expect(chatTemplateOf({ ...none, site: "Hi {page}" }, catalogue, true)).toBe("About {plan}");
      expect(chatTemplateOf({ ...none, page: "{plan}, please" }, catalogue, true)).toBe(
        "{plan}, please",
      );
    });

    it("has a real plan message in each language", () => {
      for (const locale of ["en", "ur"] as const) {
        expect(translator(locale)("chat.planMessage")).toContain("{plan}");
      }
      expect(
        fillChatMessage(translator("ur")("chat.planMessage"), {
          facts,
          locale: "ur",
          page: "قیمتیں",
          plan: "گروتھ",
        }),
      ).toBe("السلام علیکم! مجھے DMflow کے گروتھ پلان کے بارے میں مزید معلومات چاہییں۔");
    });
  });
});
