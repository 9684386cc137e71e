import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLog, leads, notificationOutbox, users } from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { listDuplicatesOf, mergeLeads } from "./lead-duplicates.server.ts";
import { DEFAULT_LEAD_FILTERS } from "./lead-filters.ts";
import { listLeads } from "./lead-queries.server.ts";
import { addLeadNote, listLeadTimeline } from "./lead-timeline.server.ts";
import { createLead } from "./leads.server.ts";

let database: TestDatabase;
const ADMIN = "admin-1";
beforeEach(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: ADMIN, email: "a@example.pk", name: "Ayesha" });
});
afterEach(() => database.close());

const submit = (fields: { name: string; email: string; whatsappNumber?: string }) =>
  createLead(database.db, { source: "get_started_form", ...fields });
const row = async (id: string) =>
  (await database.db.select().from(leads).where(eq(leads.id, id)))[0]!;

describe("possible duplicates", () => {
  it("marks a later lead with the same e-mail (any case) or WhatsApp number, and keeps it", async () => {
    const first = await submit({
      name: "Sana",
      email: "sana@example.pk",
      whatsappNumber: "+923001234567",
    });
    const byEmail = await submit({ name: "Sana K", email: " SANA@Example.pk " });
    const byNumber = await submit({
      name: "S. Khan",
      email: "other@example.pk",
      whatsappNumber: "0300-1234567",
    });
    const stranger = await submit({
      name: "Zara",
      email: "zara@example.pk",
      whatsappNumber: "+923009999999",
    });
    expect((await row(first.id)).possibleDuplicate).toBe(false);
    expect((await row(byEmail.id)).possibleDuplicate).toBe(true);
    expect((await row(byNumber.id)).possibleDuplicate).toBe(true);
    expect((await row(stranger.id)).possibleDuplicate).toBe(false);
    expect((await listDuplicatesOf(database.db, first.id)).map((lead) => lead.name).sort()).toEqual(
      ["S. Khan", "Sana K"],
    );
    const filtered = await listLeads(
      database.db,
      { ...DEFAULT_LEAD_FILTERS, duplicates: true },
      { timeZone: "Asia/Karachi" },
    );
    expect(filtered.rows.map((lead) => lead.name).sort()).toEqual(["S. Khan", "Sana K"]);
    expect(await database.db.select().from(leads)).toHaveLength(4);
  });
});

describe("mergeLeads", () => {
  it("keeps one lead with both timelines and archives the other with a pointer", async () => {
    const first = await submit({ name: "Sana", email: "sana@example.pk" });
    const second = await submit({ name: "Sana again", email: "sana@example.pk" });
    await addLeadNote(database.db, ADMIN, first.id, "From the first form");
    await addLeadNote(database.db, ADMIN, second.id, "From the second form");
    await mergeLeads(database.db, ADMIN, second.id, first.id);

    const survivor = await row(second.id);
    const merged = await row(first.id);
    expect(survivor).toMatchObject({ possibleDuplicate: false, deletedAt: null });
    expect(merged).toMatchObject({ status: "archived", mergedInto: second.id });
    expect(merged.deletedAt).not.toBeNull();
    const timeline = await listLeadTimeline(database.db, second.id);
    expect(timeline.filter((item) => item.kind === "note").map((item) => item.body)).toEqual([
      "From the first form",
      "From the second form",
    ]);
    expect(timeline.at(-1)).toMatchObject({ kind: "merge", details: { direction: "from" } });
    // Both notifications now belong to the survivor; nothing was deleted.
    const queued = await database.db.select().from(notificationOutbox);
    expect(queued.map((item) => item.leadId)).toEqual([second.id, second.id]);
    const [entry] = await database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "merge_lead"));
    expect(entry).toMatchObject({ entityId: first.id, details: { into: second.id } });
  });

  it("refuses merging a lead into itself, twice, or into an archived lead", async () => {
    const first = await submit({ name: "A", email: "a@example.pk" });
    const second = await submit({ name: "B", email: "a@example.pk" });
    await expect(mergeLeads(database.db, ADMIN, first.id, first.id)).rejects.toThrow(RuleError);
    await expect(mergeLeads(database.db, ADMIN, first.id, first.id)).rejects.toMatchObject({
      code: "invalid",
      status: 409,
    });
    await mergeLeads(database.db, ADMIN, second.id, first.id);
    await expect(mergeLeads(database.db, ADMIN, second.id, first.id)).rejects.toThrow(
      "That lead was already merged.",
    );
    await expect(mergeLeads(database.db, ADMIN, first.id, second.id)).rejects.toThrow(
      "Restore this lead before merging into it.",
    );
  });
});
