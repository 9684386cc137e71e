import { describe, expect, it } from "vitest";
import { chatNumberOf, offeredChatNumber } from "./chat-number.ts";

describe("the number a chat opens", () => {
  it("is the WhatsApp number in E.164 digits, a local number read as Pakistan's", () => {
    expect(chatNumberOf({ whatsappNumber: "0300 1234567", phone: "" })).toBe("923001234567");
    expect(chatNumberOf({ whatsappNumber: "+92 (300) 123-4567", phone: "" })).toBe("923001234567");
    expect(chatNumberOf({ whatsappNumber: "+44 7911 123456", phone: "" })).toBe("447911123456");
  });

  it("falls back to the phone number, and is none when neither is a valid number", () => {
    expect(chatNumberOf({ whatsappNumber: " ", phone: "+92 321 7654321" })).toBe("923217654321");
    expect(chatNumberOf({ whatsappNumber: "", phone: "" })).toBeNull();
    expect(chatNumberOf({ whatsappNumber: "12345", phone: "+92 321 7654321" })).toBeNull();
  });

  it("is offered only while the owner shows the chat button", () => {
    const config = { whatsappNumber: "0300 1234567", phone: "" };
    expect(offeredChatNumber({ ...config, chatButton: true })).toBe("923001234567");
    expect(offeredChatNumber({ ...config, chatButton: false })).toBeNull();
  });
});
