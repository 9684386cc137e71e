import { describe, expect, it } from "vitest";
import { weakPasswordReason } from "./password-policy.server.ts";

describe("weakPasswordReason", () => {
  it("refuses passwords from the common list and easy guesses, and accepts strong ones", async () => {
    expect(await weakPasswordReason("password123", [])).toBe(
      "This is one of the most common passwords. Choose another.",
    );
    expect(await weakPasswordReason("iloveyou", [])).toMatch(/most common/);
    expect(await weakPasswordReason("owner2024", ["owner@dmflow.pk"])).toMatch(/too easy/);
    expect(await weakPasswordReason("correct horse battery staple", [])).toBeNull();
    expect(await weakPasswordReason("Tr0ub4dor&3x!q", [])).toBeNull();
  });

  it("counts the product's and the market's words as easy guesses (ASVS 6.2.11)", async () => {
    expect(await weakPasswordReason("dmflowkarachi", [])).toMatch(/too easy/);
    expect(await weakPasswordReason("dmflowwhatsapp", [])).toMatch(/too easy/);
  });
});
