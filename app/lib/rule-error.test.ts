import { describe, expect, it } from "vitest";
import { fieldsRefused, RuleError, ruleErrorOf } from "./rule-error.ts";

describe("RuleError", () => {
  it("answers with its code's status unless told another", () => {
    expect(new RuleError("not-found", "Gone").status).toBe(404);
    expect(new RuleError("conflict", "Taken").status).toBe(409);
    expect(new RuleError("invalid", "Bad", { status: 422 }).status).toBe(422);
  });

  it("gives its messages by field: its issues, or its message beside its field", () => {
    expect(new RuleError("invalid", "Too short", { field: "password" }).fieldErrors()).toEqual({
      password: ["Too short"],
    });
    const issues = { slug: ["Taken"], title: ["Required"] };
    expect(new RuleError("invalid", "Check the form", { issues }).fieldErrors()).toBe(issues);
    expect(new RuleError("conflict", "Stale").fieldErrors()).toBeUndefined();
  });

  it("refuses a form by its schema's problems, a field without one left out", () => {
    const refused = fieldsRefused({ slug: ["Required"], title: null }, "Check the form", {
      title: "Validation Error",
    });
    expect(refused).toMatchObject({ code: "invalid", status: 400, title: "Validation Error" });
    expect(refused.message).toBe("Check the form");
    expect(refused.fieldErrors()).toEqual({ slug: ["Required"] });
    expect(fieldsRefused(undefined, "Check the form").fieldErrors()).toEqual({});
  });

  it("keeps the reason the log gives, apart from its code", () => {
    const refusal = new RuleError("too-many-attempts", "Wait", { reason: "account_locked" });
    expect(refusal).toMatchObject({ code: "too-many-attempts", reason: "account_locked" });
    expect(new RuleError("invalid", "Bad").reason).toBeUndefined();
  });

  it("is told apart from a fault", () => {
    const refusal = new RuleError("forbidden", "No");
    expect(ruleErrorOf(refusal)).toBe(refusal);
    expect(ruleErrorOf(new Error("boom"))).toBeNull();
    expect(ruleErrorOf("text")).toBeNull();
  });
});
