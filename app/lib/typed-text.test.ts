import { describe, expect, it } from "vitest";
import { typedText } from "./typed-text.ts";

describe("typedText", () => {
  it("stores a one-line text without control characters, line breaks and tabs included", () => {
    expect(typedText().parse("Eid\u0001 sale\u0000\r\n\t\u007F\u0085!")).toBe("Eid sale!");
  });

  it("keeps tabs and line breaks in a multi-line text, and drops the other controls", () => {
    expect(typedText({ multiLine: true }).parse("Line\u0001 one\r\n\tline two\u001B")).toBe(
      "Line one\r\n\tline two",
    );
  });

  it("stores a lone half of a surrogate pair as U+FFFD, and keeps every other character", () => {
    expect(typedText().parse("a\uD800b")).toBe("a\uFFFDb");
    const text = "اردو 👩🏽‍💻 zero\u200Bwidth é";
    expect(typedText().parse(text)).toBe(text);
  });

  it("lets the checks chained after it see the text as stored", () => {
    const schema = typedText().trim().min(1).max(3);
    expect(schema.safeParse("\u0001\u0002 ").success).toBe(false);
    expect(schema.parse(" ab\u0001c\u0002 ")).toBe("abc");
  });
});
