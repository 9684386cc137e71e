import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLog, leads, users } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { answered, quietLog } from "../../../tests/helpers/intent-answer.ts";
import { DEFAULT_LEAD_FILTERS } from "./lead-filters.ts";
import { countLeads, listLeads } from "./lead-queries.server.ts";
import { countFollowUps, setLeadFollowUp } from "./lead-reminders.server.ts";
import { listLeadTimeline } from "./lead-timeline.server.ts";
import { answerLeadCommand } from "./leads-admin-action.server.ts";

let database: TestDatabase;
const ADMIN = "admin-ayesha";
const ZONE = "Asia/Karachi";
// 11:00 in Karachi (UTC+5) on 24 November 2026.
const NOW = new Date("2026-11-24T06:00:00Z");
let ids: Record<string, string>;

beforeEach(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(users)
    .values({ id: ADMIN, email: "ayesha@example.pk", name: "Ayesha", role: "admin" });
  const stored = await database.db
    .insert(leads)
    .values(
      ["Early", "Late", "Yesterday", "Tomorrow", "Archived", "None"].map((name) => ({
        name,
        email: `${name.toLowerCase()}@example.pk`,
        source: "get_started_form",
      })),
    )
    .returning({ id: leads.id, name: leads.name });
  ids = Object.fromEntries(stored.map((row) => [row.name, row.id]));
});
afterEach(() => database.close());

async function setAll() {
  const at = (iso: string) => ({ dueAt: new Date(iso), note: null });
  // 00:30 and 23:30 Karachi today, 23:30 yesterday, 00:30 tomorrow.
  await setLeadFollowUp(database.db, ADMIN, ids.Early!, at("2026-11-23T19:30:00Z"));
  await setLeadFollowUp(database.db, ADMIN, ids.Late!, at("2026-11-24T18:30:00Z"));
  await setLeadFollowUp(database.db, ADMIN, ids.Yesterday!, at("2026-11-23T18:30:00Z"));
  await setLeadFollowUp(database.db, ADMIN, ids.Tomorrow!, at("2026-11-24T19:30:00Z"));
  await setLeadFollowUp(database.db, ADMIN, ids.Archived!, at("2026-11-24T07:00:00Z"));
  await database.db
    .update(leads)
    .set({ deletedAt: NOW, status: "archived" })
    .where(eq(leads.id, ids.Archived!));
}

describe("follow-up reminders", () => {
  it("stores the due time and note with a timeline entry and an activity entry without the note", async () => {
    const dueAt = new Date("2026-11-24T10:00:00Z");
    expect(
      await setLeadFollowUp(database.db, ADMIN, ids.Early!, { dueAt, note: "Call about Pro" }),
    ).toBe(true);
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, ids.Early!));
    expect(lead).toMatchObject({ followUpAt: dueAt, followUpNote: "Call about Pro" });
    const timeline = await listLeadTimeline(database.db, ids.Early!);
    expect(timeline.at(-1)).toMatchObject({
      kind: "reminder",
      actorName: "Ayesha",
      details: { due_at: dueAt.toISOString(), note: "Call about Pro" },
    });
    const [activity] = await database.db
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.action, "set_lead_follow_up"), eq(activityLog.entityId, ids.Early!)),
      );
    expect(activity?.details).toEqual({ name: "Early", due_at: dueAt.toISOString() });

    expect(await setLeadFollowUp(database.db, ADMIN, ids.Early!, null)).toBe(true);
    const [cleared] = await database.db.select().from(leads).where(eq(leads.id, ids.Early!));
    expect(cleared).toMatchObject({ followUpAt: null, followUpNote: null });
    expect((await listLeadTimeline(database.db, ids.Early!)).at(-1)?.details).toEqual({
      cleared: true,
    });
    // Nothing to clear: nothing changes, nothing is recorded.
    expect(await setLeadFollowUp(database.db, ADMIN, ids.Early!, null)).toBe(false);
  });

  it("counts today's whole site-time day as due today and earlier days as overdue, archived leads left out", async () => {
    await setAll();
    expect(await countFollowUps(database.db, ZONE, NOW)).toEqual({ dueToday: 2, overdue: 1 });
  });

  it("counts one owner's follow-ups only, for a person who works their own leads", async () => {
    await setAll();
    await database.db.update(leads).set({ ownerId: ADMIN }).where(eq(leads.id, ids.Late!));
    expect(await countFollowUps(database.db, ZONE, NOW, ADMIN)).toEqual({
      dueToday: 1,
      overdue: 0,
    });
  });

  it("filters the list to the same leads as the counters (follow=today|overdue)", async () => {
    await setAll();
    const names = async (followUp: "today" | "overdue") => {
      const filters = { ...DEFAULT_LEAD_FILTERS, followUp };
      const list = await listLeads(database.db, filters, { timeZone: ZONE, now: NOW });
      expect(await list.total).toBe(
        await countLeads(database.db, filters, { timeZone: ZONE, now: NOW }),
      );
      return list.rows.map((row) => row.name).sort();
    };
    expect(await names("today")).toEqual(["Early", "Late"]);
    expect(await names("overdue")).toEqual(["Yesterday"]);
  });

  it("reads a posted date and time in the site's time zone and refuses a malformed one", async () => {
    const post = (fields: Record<string, string>) => {
      const form = new FormData();
      form.set("id", ids.None!);
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return answered(
        answerLeadCommand(database.db, ADMIN, form, { timeZone: ZONE, log: quietLog }),
      );
    };
    expect(
      await post({ intent: "set-follow-up", dueAt: "2026-11-25T09:30", followUpNote: " Demo " }),
    ).toMatchObject({ status: 200, result: { ok: true, message: "Follow-up set" } });
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, ids.None!));
    expect(lead?.followUpAt?.toISOString()).toBe("2026-11-25T04:30:00.000Z");
    expect(lead?.followUpNote).toBe("Demo");
    expect(await post({ intent: "set-follow-up", dueAt: "tomorrow" })).toMatchObject({
      status: 400,
      result: { ok: false, description: "Choose the date and time to follow up." },
    });
    expect(
      await post({
        intent: "set-follow-up",
        dueAt: "2026-11-25T09:30",
        followUpNote: "x".repeat(201),
      }),
    ).toMatchObject({ status: 400 });
    expect(await post({ intent: "clear-follow-up" })).toMatchObject({ status: 200 });
  });
});
