import { describe, expect, it } from "vitest";
import { withoutControlCharacters } from "./control-characters.ts";

describe("withoutControlCharacters", () => {
  it("removes NUL, the other C0 controls, DEL and the C1 controls", () => {
    expect(withoutControlCharacters("a\u0000b")).toBe("ab");
    expect(withoutControlCharacters("\u0000")).toBe("");
    expect(withoutControlCharacters("eid\u0007\u0008\u001B[31m\u007F\u0085\u009Fsale")).toBe(
      "eid[31msale",
    );
  });

  it("removes tabs and line breaks from a one-line value", () => {
    expect(withoutControlCharacters("face\tbook\r\nInjected: header")).toBe(
      "facebookInjected: header",
    );
  });

  it("keeps tabs and line breaks when asked (a message), and still drops NUL", () => {
    expect(
      withoutControlCharacters("Hello,\r\n\tplease\u0000 call\n", { keepLineBreaks: true }),
    ).toBe("Hello,\r\n\tplease call\n");
  });

  it("leaves every other character as it is: Urdu, emoji, format characters, surrogates", () => {
    const text = "اردو 👩🏽‍💻 zero\u200Bwidth \u202Egnp \uFEFFbom \u2028 \uD800 é";
    expect(withoutControlCharacters(text)).toBe(text);
    expect(withoutControlCharacters(text, { keepLineBreaks: true })).toBe(text);
  });
});
