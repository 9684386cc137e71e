import { describe, expect, it } from "vitest";
import { isWithinJsonBounds, unstorableStrings } from "./storable-json.ts";

/** `levels` arrays inside one another around `deepest`, built without recursion. */
function nested(levels: number, deepest: unknown): unknown {
  let value = deepest;
  for (let level = 0; level < levels; level++) value = [value];
  return value;
}

describe("storable JSON", () => {
  it("finds the strings jsonb cannot hold, in order, however deep they sit", () => {
    expect(unstorableStrings({ a: "ok", b: ["x\u0000", { c: "\uD800" }] }, "body")).toEqual([
      "body.b.0",
      "body.b.1.c",
    ]);
    expect(unstorableStrings(nested(5_000, "\u0000"))).toHaveLength(1);
  });

  it("bounds a value's nesting and its number of values without walking past them", () => {
    const bounds = { depth: 3, values: 10 };
    expect(isWithinJsonBounds({ a: [{ b: 1 }] }, bounds)).toBe(true);
    expect(isWithinJsonBounds({ a: [{ b: [] }] }, bounds)).toBe(false);
    expect(
      isWithinJsonBounds(
        Array.from({ length: 9 }, () => 0),
        bounds,
      ),
    ).toBe(true);
    expect(
      isWithinJsonBounds(
        Array.from({ length: 10 }, () => 0),
        bounds,
      ),
    ).toBe(false);
    expect(isWithinJsonBounds(nested(1_000_000, 0), { depth: 32, values: 50_000 })).toBe(false);
  });
});
