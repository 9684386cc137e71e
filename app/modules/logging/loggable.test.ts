import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { captureLogs } from "../../../tests/helpers/log-capture.ts";
import { loggablePath } from "./loggable.ts";

describe("loggablePath", () => {
  it("masks a preview link's key, in either language, and drops the query", () => {
    expect(loggablePath("/preview/Zq3-secret-key_42")).toBe("/preview/[key]");
    expect(loggablePath("/ur/preview/Zq3-secret-key_42?x=1")).toBe("/ur/preview/[key]");
    expect(loggablePath("/pricing?utm_source=ad#plans")).toBe("/pricing");
    expect(loggablePath("/blog/preview/a-post")).toBe("/blog/preview/a-post");
  });

  it("masks a calendar feed's token, whatever follows it", () => {
    const token = "q9Zk2v_Lr8T-3mWfXe0aYc7BnH1sJdPu4GtKiAoV5yE";
    expect(loggablePath(`/calendar/${token}.ics`)).toBe("/calendar/[token]");
    expect(loggablePath(`/calendar/${token}.ics?x=1`)).toBe("/calendar/[token]");
    expect(loggablePath(`/calendar/${token}/more`)).toBe("/calendar/[token]/more");
    expect(loggablePath("/calendar")).toBe("/calendar");
  });

  it("masks a booking link's secret, its invitation's address included", () => {
    const token = "dGhpcyBpcyBhIHRlc3QgdG9rZW4gb2YgNDMgY2hhcnM";
    expect(loggablePath(`/book/reschedule/${token}`)).toBe("/book/reschedule/[token]");
    expect(loggablePath(`/ur/book/cancel/${token}?x=1`)).toBe("/ur/book/cancel/[token]");
    expect(loggablePath(`/book/reschedule/${token}/invite.ics`)).toBe(
      "/book/reschedule/[token]/invite.ics",
    );
    expect(loggablePath("/book/sana")).toBe("/book/sana");
  });
});

/** A failed insert as Drizzle throws it: PostgreSQL's error inside, the values in both. */
function failedLeadInsert(): DrizzleQueryError {
  const cause = Object.assign(
    new Error('duplicate key value violates unique constraint "leads_pkey"'),
    {
      code: "23505",
      severity: "ERROR",
      constraint: "leads_pkey",
      table: "leads",
      detail: "Key (email)=(amina@example.pk) already exists.",
      where: "row (Amina, amina@example.pk, Call me about WhatsApp)",
    },
  );
  return new DrizzleQueryError(
    'insert into "leads" ("name", "email", "message") values ($1, $2, $3)',
    ["Amina", "amina@example.pk", "Call me about WhatsApp"],
    cause,
  );
}

describe("an error in the log", () => {
  it("keeps a failed query's SQL and its database error, but none of its values", () => {
    const { logger, entries } = captureLogs();
    logger.error({ err: failedLeadInsert() }, "Storing a lead failed");
    const line = JSON.stringify(entries[0]);
    for (const value of ["amina@example.pk", "Call me about WhatsApp", "Amina"]) {
      expect(line).not.toContain(value);
    }
    expect(entries[0]).toMatchObject({
      msg: "Storing a lead failed",
      err: {
        type: "DrizzleQueryError",
        message:
          'Failed query: insert into "leads" ("name", "email", "message") values ($1, $2, $3)',
        cause: { code: "23505", constraint: "leads_pkey", table: "leads" },
      },
    });
    expect((entries[0]?.err as { stack?: string } | undefined)?.stack).toMatch(
      /^Error: Failed query: .*\n\s+at /,
    );
  });

  it("keeps another error's own fields, as before", () => {
    const { logger, entries } = captureLogs();
    const error = Object.assign(new Error("ENOENT: no such file"), { code: "ENOENT", path: "/x" });
    logger.error({ err: error }, "read failed");
    expect(entries[0]).toMatchObject({
      err: { type: "Error", message: "ENOENT: no such file", code: "ENOENT", path: "/x" },
    });
  });
});
