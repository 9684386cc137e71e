import { describe, expect, it } from "vitest";
import { chatCodeInText } from "./chat-code-in-message.ts";

describe("chatCodeInText", () => {
  it("reads a code typed alone, as chatCodeOf reads it", () => {
    expect(chatCodeInText(" k7q2x ")).toEqual({ kind: "code", code: "K7Q2X" });
    expect(chatCodeInText("K7Q-2X")).toEqual({ kind: "code", code: "K7Q2X" });
  });

  it("finds the English reference line in a pasted first message", () => {
    const message = "Hi! I'm interested in DMflow (Pricing), the Growth plan. Ref: K7Q2X";
    expect(chatCodeInText(message)).toEqual({ kind: "code", code: "K7Q2X" });
    expect(chatCodeInText("Hello\nref:k7q2x\nthanks")).toEqual({ kind: "code", code: "K7Q2X" });
  });

  it("finds the Urdu reference line, with or without the left-to-right isolates", () => {
    const urdu = "السلام علیکم! مجھے DMflow کے بارے میں جاننا ہے۔ حوالہ: \u2066K7Q2X\u2069";
    expect(chatCodeInText(urdu)).toEqual({ kind: "code", code: "K7Q2X" });
    expect(chatCodeInText("سلام حوالہ: K7Q2X")).toEqual({ kind: "code", code: "K7Q2X" });
  });

  it("calls a reference line without a valid code malformed", () => {
    expect(chatCodeInText("Hi there. Ref: K7Q")).toEqual({ kind: "malformed" });
    expect(chatCodeInText("Hi there. Ref: K7QUX")).toEqual({ kind: "malformed" });
  });

  it("calls a lone word that is no code malformed, and a message without a line missing", () => {
    expect(chatCodeInText("K7Q2XZ")).toEqual({ kind: "malformed" });
    expect(chatCodeInText("Hi, I want to know the prices")).toEqual({ kind: "missing" });
    // "Ref" ending a longer word is no reference label.
    expect(chatCodeInText("My PREF: K7Q2X is fine")).toEqual({ kind: "missing" });
  });
});
