import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
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

describe("the estimate's dictionaries", () => {
  it("are loaded by the estimate's thread alone, never by a module the server runs (ADR 0050)", () => {
    const app = path.resolve(import.meta.dirname, "../..");
    const importers = readdirSync(app, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => readFileSync(path.join(app, file), "utf8").includes('from "@zxcvbn-ts/'));
    expect(importers).toEqual(["modules/users/password-strength-thread.server.ts"]);
  });
});
