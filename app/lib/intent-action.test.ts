import { describe, expect, it, vi } from "vitest";
import { formDataOf } from "./form-entries.ts";
import { answerIntent, intentOf } from "./intent-action.ts";
import { RuleError } from "./rule-error.ts";

/** What react-router's data() wraps: the answer and its status. */
function answerOf(result: unknown): { body: unknown; status: number } {
  const wrapped = result as { data?: unknown; init?: { status?: number } | null };
  return "init" in wrapped
    ? { body: wrapped.data, status: wrapped.init?.status ?? 200 }
    : { body: result, status: 200 };
}

const log = () => ({ error: vi.fn() });

describe("intentOf", () => {
  it("is the posted intent when the route knows it, else null", () => {
    expect(intentOf(formDataOf({ intent: "delete" }), ["delete", "reorder"])).toBe("delete");
    expect(intentOf(formDataOf({ intent: "drop" }), ["delete"])).toBeNull();
    expect(intentOf(new FormData(), ["delete"])).toBeNull();
  });
});

describe("answerIntent", () => {
  it("answers the handler's message", async () => {
    const result = await answerIntent(
      formDataOf({ intent: "delete" }),
      { delete: async () => "Deleted!" },
      { log: log(), fallback: "Failed", what: "Plans" },
    );
    expect(answerOf(result)).toEqual({
      body: { ok: true, intent: "delete", message: "Deleted!" },
      status: 200,
    });
  });

  it("answers what an intent shows once beside its message", async () => {
    const result = await answerIntent<"create" | "delete", { created: { email: string } }>(
      formDataOf({ intent: "create" }),
      {
        create: async () => ({ message: "Created", created: { email: "a@example.pk" } }),
        delete: async () => "Deleted!",
      },
      { log: log(), fallback: "Failed", what: "Users" },
    );
    expect(answerOf(result)).toEqual({
      body: { ok: true, intent: "create", message: "Created", created: { email: "a@example.pk" } },
      status: 200,
    });
  });

  it("answers a rule's refusal as it is, with its status and field", async () => {
    const logger = log();
    const result = await answerIntent(
      formDataOf({ intent: "create" }),
      {
        create: async () => {
          throw new RuleError("conflict", "That e-mail is taken", { field: "email" });
        },
      },
      { log: logger, fallback: "Failed to create user", what: "Users" },
    );
    expect(answerOf(result)).toEqual({
      body: {
        ok: false,
        intent: "create",
        error: "That e-mail is taken",
        code: "conflict",
        fieldErrors: { email: ["That e-mail is taken"] },
      },
      status: 409,
    });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("heads a refusal with the intent's fallback text where the screen asks", async () => {
    const refused = (message: string) =>
      answerIntent(
        formDataOf({ intent: "add-note" }),
        {
          "add-note": async () => {
            throw new RuleError("invalid", message, { field: "body" });
          },
        },
        { log: log(), fallback: "Failed to add note", what: "Leads", headRefusals: true },
      );
    expect(answerOf(await refused("Write the note first."))).toEqual({
      body: {
        ok: false,
        intent: "add-note",
        error: "Failed to add note",
        description: "Write the note first.",
        code: "invalid",
        fieldErrors: { body: ["Write the note first."] },
      },
      status: 400,
    });
    // A refusal that is its heading says it once.
    expect(answerOf(await refused("Failed to add note")).body).toEqual({
      ok: false,
      intent: "add-note",
      error: "Failed to add note",
      code: "invalid",
      fieldErrors: { body: ["Failed to add note"] },
    });
  });

  it("logs a fault and answers the intent's own fallback text", async () => {
    const logger = log();
    const fault = new Error("connection reset");
    const result = await answerIntent(
      formDataOf({ intent: "reorder" }),
      {
        delete: async () => "Deleted!",
        reorder: async () => {
          throw fault;
        },
      },
      {
        log: logger,
        fallback: { delete: "Failed to delete", reorder: "Failed to reorder" },
        what: "Plans",
      },
    );
    expect(answerOf(result)).toEqual({
      body: { ok: false, intent: "reorder", error: "Failed to reorder" },
      status: 500,
    });
    expect(logger.error).toHaveBeenCalledWith({ err: fault }, "Plans: reorder failed");
  });

  it("answers a fault with the intent's heading and its text below it", async () => {
    const result = await answerIntent(
      formDataOf({ intent: "update" }),
      {
        update: async () => {
          throw new Error("connection reset");
        },
      },
      {
        log: log(),
        fallback: { update: { heading: "Save failed", text: "Failed to save page" } },
        what: "Content manager",
        headRefusals: true,
      },
    );
    expect(answerOf(result)).toEqual({
      body: {
        ok: false,
        intent: "update",
        error: "Save failed",
        description: "Failed to save page",
      },
      status: 500,
    });
  });

  it("heads a refusal with the rule's own title, where it has one", async () => {
    const result = await answerIntent(
      formDataOf({ intent: "update" }),
      {
        update: async () => {
          throw new RuleError("invalid", "Title and slug are required", {
            title: "Validation Error",
            issues: { title: ["Title is required"] },
          });
        },
      },
      {
        log: log(),
        fallback: { update: { heading: "Save failed", text: "Failed to save page" } },
        what: "Content manager",
        headRefusals: true,
      },
    );
    expect(answerOf(result)).toEqual({
      body: {
        ok: false,
        intent: "update",
        error: "Validation Error",
        description: "Title and slug are required",
        code: "invalid",
        fieldErrors: { title: ["Title is required"] },
      },
      status: 400,
    });
  });

  it("refuses an intent the route does not have (400)", async () => {
    const result = await answerIntent(
      formDataOf({ intent: "toString" }),
      { delete: async () => "Deleted!" },
      { log: log(), fallback: "Failed", what: "Plans" },
    );
    expect(answerOf(result)).toEqual({
      body: { ok: false, intent: null, error: "Unknown action" },
      status: 400,
    });
  });
});
