import { describe, expect, it } from "vitest";
import { refusalReply } from "./refusal-reply.ts";

describe("refusalReply", () => {
  it("puts a refusal's messages beside their fields", () => {
    expect(refusalReply({ ok: false, fieldErrors: { email: ["Taken"] } })).toEqual({
      status: "error",
      error: { email: ["Taken"] },
    });
  });

  it("clears the fields' messages for a refusal of none of them", () => {
    expect(refusalReply({ ok: false })).toEqual({ status: "error", error: {} });
  });

  it("is nothing for a success or no answer yet", () => {
    expect(refusalReply({ ok: true })).toBeUndefined();
    expect(refusalReply(undefined)).toBeUndefined();
  });
});
