import { describe, expect, it } from "vitest";
import { CHAT_CODE_ALPHABET, CHAT_CODE_LENGTH, chatCodeOf, newChatCode } from "./chat-code.ts";

describe("a chat's reference code", () => {
  it("is five characters of Crockford's base32, without I, L, O or U", () => {
    expect(CHAT_CODE_ALPHABET).toHaveLength(32);
    expect(CHAT_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    for (let draw = 0; draw < 200; draw++) {
      const code = newChatCode((size) => Math.floor(Math.random() * size));
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}$/);
    }
    expect(newChatCode(() => 31)).toBe("ZZZZZ");
    expect(newChatCode(() => 0)).toBe("0".repeat(CHAT_CODE_LENGTH));
  });

  it("reads a code as typed: any case, spaces and hyphens, O, I and L as digits", () => {
    expect(chatCodeOf("k7q2x")).toBe("K7Q2X");
    expect(chatCodeOf(" K7-Q2 X ")).toBe("K7Q2X");
    expect(chatCodeOf("OIL9Z")).toBe("0119Z");
  });

  it("refuses what cannot be a code", () => {
    for (const typed of ["", "K7Q2", "K7Q2XY", "K7Q2U", "K7Q2!", "Ref: K7Q2X"]) {
      expect(chatCodeOf(typed), typed).toBeNull();
    }
  });
});
