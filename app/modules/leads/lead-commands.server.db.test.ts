import { asc, eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLog, leads, users } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { answered, quietLog } from "../../../tests/helpers/intent-answer.ts";
import { filters, lead, LIST_OPTIONS as options } from "../../../tests/helpers/lead-rows.ts";
import {
  archiveLeads,
  deleteLeadsPermanently,
  restoreLeads,
  setLeadStatus,
} from "./lead-commands.server.ts";
import { getLead, listLeads } from "./lead-queries.server.ts";
import { answerLeadCommand } from "./leads-admin-action.server.ts";

describe("transitions", () => {
  let database: TestDatabase;
  let adminId: string;
  let ids: string[];
  beforeEach(async () => {
    database = await createTestDatabase();
    adminId = "admin-1";
    await database.db.insert(users).values({
      id: adminId,
      email: "admin@example.pk",
      name: "Admin",
      role: "admin",
      status: "active",
    });
    const stored = await database.db
      .insert(leads)
      .values([lead({ name: "One" }), lead({ name: "Two" }), lead({ name: "Three" })])
      .returning({ id: leads.id });
    ids = stored.map((row) => row.id);
  });
  afterEach(() => database.close());

  const stored = async (id: string) => (await getLead(database.db, id))!;
  const activity = () =>
    database.db
      .select({
        userId: activityLog.userId,
        action: activityLog.action,
        entity: activityLog.entity,
        entityId: activityLog.entityId,
        details: activityLog.details,
      })
      .from(activityLog)
      .orderBy(asc(activityLog.id));

  it("sets the status and updated_at, and logs update_lead_status", async () => {
    const [id] = ids as [string];
    const before = await stored(id);
    expect(await setLeadStatus(database.db, adminId, id, "contacted")).toBe(true);
    const after = await stored(id);
    expect(after.status).toBe("contacted");
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    expect(after.deletedAt).toBeNull();
    expect(await activity()).toEqual([
      {
        userId: adminId,
        action: "update_lead_status",
        entity: "leads",
        entityId: id,
        details: { name: "One", status: "contacted", previous_status: "new" },
      },
    ]);
    // Every status a lead can be set to, and back.
    for (const status of ["won", "lost", "new"] as const) {
      await setLeadStatus(database.db, adminId, id, status);
      expect((await stored(id)).status).toBe(status);
    }
  });

  it("archives: deleted_at now and status archived, logged as archive_lead", async () => {
    const [id] = ids as [string];
    expect(await archiveLeads(database.db, adminId, [id])).toBe(1);
    const after = await stored(id);
    expect(after.status).toBe("archived");
    expect(after.deletedAt).toBeInstanceOf(Date);
    expect(await activity()).toEqual([
      expect.objectContaining({ action: "archive_lead", entity: "leads", entityId: id }),
    ]);
    // Archived leads cannot have their status set, nor be archived again.
    expect(await setLeadStatus(database.db, adminId, id, "won")).toBe(false);
    expect(await archiveLeads(database.db, adminId, [id])).toBe(0);
    expect(await activity()).toHaveLength(1);
  });

  it("restores: deleted_at cleared and status new, logged as restore_lead", async () => {
    const [id] = ids as [string];
    await setLeadStatus(database.db, adminId, id, "won");
    await archiveLeads(database.db, adminId, [id]);
    expect(await restoreLeads(database.db, adminId, [id])).toBe(1);
    expect(await stored(id)).toMatchObject({ status: "new", deletedAt: null });
    expect((await activity()).map((entry) => entry.action)).toEqual([
      "update_lead_status",
      "archive_lead",
      "restore_lead",
    ]);
    // Restoring an active lead changes nothing.
    expect(await restoreLeads(database.db, adminId, [id])).toBe(0);
  });

  it("deletes permanently, logged as delete_lead", async () => {
    const [id] = ids as [string];
    expect(await deleteLeadsPermanently(database.db, adminId, [id])).toBe(1);
    expect(await getLead(database.db, id)).toBeNull();
    expect(await activity()).toEqual([
      expect.objectContaining({ action: "delete_lead", entityId: id, details: { name: "One" } }),
    ]);
    expect(await deleteLeadsPermanently(database.db, adminId, [id])).toBe(0);
  });

  it("runs a bulk action on every selected lead with one entry each", async () => {
    expect(await archiveLeads(database.db, adminId, ids)).toBe(3);
    const list = await listLeads(database.db, filters({ status: "archived" }), options);
    expect(await list.total).toBe(3);
    expect(await activity()).toHaveLength(3);
    expect((await activity()).every((entry) => entry.details.bulk === true)).toBe(true);
    expect(await restoreLeads(database.db, adminId, ids)).toBe(3);
    expect(await deleteLeadsPermanently(database.db, adminId, ids)).toBe(3);
    expect(await database.db.select().from(leads)).toEqual([]);
    expect((await activity()).map((entry) => entry.action)).toEqual([
      ...Array(3).fill("archive_lead"),
      ...Array(3).fill("restore_lead"),
      ...Array(3).fill("delete_lead"),
    ]);
  });

  it("changes nothing when the activity entry cannot be written (one transaction)", async () => {
    await database.db.execute(
      sql`ALTER TABLE activity_log ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`,
    );
    await expect(archiveLeads(database.db, adminId, ids)).rejects.toThrow();
    await expect(setLeadStatus(database.db, adminId, ids[0]!, "won")).rejects.toThrow();
    await expect(deleteLeadsPermanently(database.db, adminId, ids)).rejects.toThrow();
    const rows = await database.db.select().from(leads);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.status === "new" && row.deletedAt === null)).toBe(true);
  });

  describe("answerLeadCommand", () => {
    const post = (entries: [string, string][]) => {
      const form = new FormData();
      for (const [key, value] of entries) form.append(key, value);
      return answered(
        answerLeadCommand(database.db, adminId, form, { timeZone: "UTC", log: quietLog }),
      );
    };

    it("answers each intent with the spec's toast", async () => {
      const [one, two] = ids as [string, string];
      expect(
        await post([
          ["intent", "set-status"],
          ["id", one],
          ["status", "contacted"],
        ]),
      ).toEqual({
        status: 200,
        result: { ok: true, intent: "set-status", message: "Lead marked as contacted", count: 1 },
      });
      expect(
        await post([
          ["intent", "archive"],
          ["id", one],
          ["id", two],
        ]),
      ).toMatchObject({
        status: 200,
        result: {
          message: "Lead archived successfully",
          description: "2 leads of 2 selected",
          count: 2,
        },
      });
      expect(
        await post([
          ["intent", "restore"],
          ["id", one],
        ]),
      ).toMatchObject({ result: { message: "Lead restored successfully" } });
      expect(
        await post([
          ["intent", "delete"],
          ["id", one],
        ]),
      ).toMatchObject({ result: { message: "Lead permanently deleted" } });
    });

    it("archives through the status select", async () => {
      const [one] = ids as [string];
      expect(
        await post([
          ["intent", "set-status"],
          ["id", one],
          ["status", "archived"],
        ]),
      ).toMatchObject({ status: 200, result: { message: "Lead marked as archived" } });
      expect(await stored(one)).toMatchObject({ status: "archived", deletedAt: expect.any(Date) });
    });

    it("asks for a selection, and fails with the spec's message when nothing changes", async () => {
      expect(await post([["intent", "archive"]])).toEqual({
        status: 400,
        result: { ok: false, intent: "archive", error: "Please select leads first" },
      });
      expect(await post([["intent", "delete"]])).toEqual({
        status: 400,
        result: { ok: false, intent: "delete", error: "Please select leads first" },
      });
      expect(await post([["intent", "drop"]])).toMatchObject({
        status: 400,
        result: { ok: false, intent: null },
      });
      expect(
        await post([
          ["intent", "restore"],
          ["id", ids[0]!],
        ]),
      ).toMatchObject({ status: 409, result: { ok: false, error: "Failed to restore lead" } });
      expect(
        await post([
          ["intent", "delete"],
          ["id", "00000000-0000-0000-0000-000000000000"],
        ]),
      ).toMatchObject({ status: 409, result: { ok: false, error: "Failed to delete lead" } });
    });

    it("reports a database failure as the spec's failure toast", async () => {
      await database.db.execute(
        sql`ALTER TABLE activity_log ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`,
      );
      const quiet = console.error;
      console.error = () => {};
      try {
        expect(
          await post([
            ["intent", "archive"],
            ["id", ids[0]!],
          ]),
        ).toEqual({
          status: 500,
          result: { ok: false, intent: "archive", error: "Failed to archive lead" },
        });
      } finally {
        console.error = quiet;
      }
      expect((await stored(ids[0]!)).deletedAt).toBeNull();
    });
  });

  it("reads one lead with every field", async () => {
    const [id] = ids as [string];
    await database.db
      .update(leads)
      .set({ utmSource: "facebook", landingPage: "/pricing" })
      .where(eq(leads.id, id));
    expect(await getLead(database.db, id)).toMatchObject({
      id,
      name: "One",
      utmSource: "facebook",
      landingPage: "/pricing",
      deletedAt: null,
    });
  });
});
