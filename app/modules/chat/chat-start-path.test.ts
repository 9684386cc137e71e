import { describe, expect, it } from "vitest";
import { chatStartPath, parseSectionLinkRef, sectionLinkRef } from "./chat-start-path.ts";

describe("a chat link", () => {
  it("names the page, and the plan or the button, never a message", () => {
    expect(chatStartPath("whatsapp", "/ur/pricing")).toBe("/chat/whatsapp?from=%2Fur%2Fpricing");
    expect(chatStartPath("whatsapp", "/pricing", { plan: "3f1c" })).toBe(
      "/chat/whatsapp?from=%2Fpricing&plan=3f1c",
    );
    expect(chatStartPath("messenger", "/contact")).toBe("/chat/messenger?from=%2Fcontact");
    const link = sectionLinkRef("hero-1a2b3c4d", 1);
    expect(chatStartPath("whatsapp", "/", { link })).toBe(
      "/chat/whatsapp?from=%2F&link=hero-1a2b3c4d.1",
    );
  });

  it("reads a button's reference back, and nothing else as one", () => {
    expect(parseSectionLinkRef("hero-1a2b3c4d.1")).toEqual({
      sectionId: "hero-1a2b3c4d",
      buttonIndex: 1,
    });
    expect(parseSectionLinkRef("hero.12")).toBeNull();
    expect(parseSectionLinkRef("Hi there")).toBeNull();
    expect(parseSectionLinkRef(null)).toBeNull();
  });
});
