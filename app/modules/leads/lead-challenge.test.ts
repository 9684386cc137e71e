import { describe, expect, it } from "vitest";
import { challengeDifficulty } from "./lead-challenge.ts";

describe("challengeDifficulty", () => {
  it("asks the base work of an address with few leads lately", () => {
    expect(challengeDifficulty(0, 3)).toEqual({ counterMin: 500, counterMax: 2_000 });
    expect(challengeDifficulty(3, 3)).toEqual({ counterMin: 500, counterMax: 2_000 });
  });

  it("rises with the address's recent leads past the few, up to twice the base", () => {
    expect(challengeDifficulty(4, 3).counterMax).toBe(3_000);
    expect(challengeDifficulty(23, 3).counterMax).toBe(3_000);
    expect(challengeDifficulty(24, 3).counterMax).toBe(4_000);
    expect(challengeDifficulty(10_000, 3)).toEqual({ counterMin: 1_000, counterMax: 4_000 });
  });
});
