import { describe, expect, it } from "vitest";
import { memoized } from "./memoized.ts";

describe("memoized", () => {
  it("computes a key once while it is kept, null answers included", () => {
    const asked: string[] = [];
    const lengthOf = memoized((key) => {
      asked.push(key);
      return key === "none" ? null : key.length;
    }, 10);
    expect([lengthOf("abc"), lengthOf("none"), lengthOf("abc"), lengthOf("none")]).toEqual([
      3,
      null,
      3,
      null,
    ]);
    expect(asked).toEqual(["abc", "none"]);
  });

  it("keeps at most its limit, forgetting all at once past it", () => {
    const asked: string[] = [];
    const same = memoized((key) => {
      asked.push(key);
      return key;
    }, 2);
    for (const key of ["a", "b", "c", "a"]) same(key);
    // "c" found two kept and started over: "a" was forgotten and is computed again.
    expect(asked).toEqual(["a", "b", "c", "a"]);
    same("c");
    expect(asked).toHaveLength(4);
  });
});
