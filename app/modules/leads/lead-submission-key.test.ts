import { describe, expect, it } from "vitest";
import { isSubmissionKey, newSubmissionKey } from "./lead-submission-key.ts";

describe("submission keys", () => {
  it("are new each time, and recognised", () => {
    const keys = new Set(Array.from({ length: 100 }, newSubmissionKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(isSubmissionKey(key)).toBe(true);
  });

  it("are refused when not made here (too short, other characters, not text)", () => {
    for (const value of ["", "abc", `${"a".repeat(32)}x`, "Z".repeat(32), null, 42]) {
      expect(isSubmissionKey(value)).toBe(false);
    }
  });
});
