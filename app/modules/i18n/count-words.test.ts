import { describe, expect, it } from "vitest";
import { countInWords } from "./count-words.ts";

const FILES = { one: "file", other: "files" };

describe("countInWords", () => {
  it("agrees in English: one file, any other count files", () => {
    expect(countInWords(1, FILES)).toBe("1 file");
    expect(countInWords(0, FILES)).toBe("0 files");
    expect(countInWords(2, FILES)).toBe("2 files");
    expect(countInWords(1200, FILES)).toBe("1,200 files");
  });

  it("agrees in Urdu by Urdu's rules", () => {
    const urdu = { one: "فائل", other: "فائلیں" };
    expect(countInWords(1, urdu, "ur")).toBe("1 فائل");
    expect(countInWords(3, urdu, "ur")).toBe("3 فائلیں");
  });
});
