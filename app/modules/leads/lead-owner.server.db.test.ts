import { and, asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLog, leadEvents, leads, users } from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { deleteUser, updateUser } from "#app/modules/users/users.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { DEFAULT_LEAD_FILTERS, type LeadFilters } from "./lead-filters.ts";
import { assignLeads, listAssignableUsers } from "./lead-owner.server.ts";
import { countLeads, listLeads } from "./lead-queries.server.ts";
import { listLeadTimeline } from "./lead-timeline.server.ts";

let database: TestDatabase;
let ids: string[];
const AYESHA = "admin-ayesha";
const BILAL = "admin-bilal";
const options = { timeZone: "Asia/Karachi", viewerId: AYESHA };

beforeEach(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values([
    { id: AYESHA, email: "ayesha@example.pk", name: "Ayesha", role: "admin" },
    { id: BILAL, email: "bilal@example.pk", name: "Bilal", role: "admin" },
    { id: "moderator", email: "mod@example.pk", name: "Mo", role: "moderator" },
    { id: "inactive", email: "old@example.pk", name: "Old", role: "admin", status: "inactive" },
  ]);
  const stored = await database.db
    .insert(leads)
    .values(
      ["One", "Two", "Three"].map((name, index) => ({
        name,
        email: `${name.toLowerCase()}@example.pk`,
        source: "get_started_form",
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      })),
    )
    .returning({ id: leads.id });
  ids = stored.map((row) => row.id);
});
afterEach(() => database.close());

const ownerOf = async (id: string) =>
  (await database.db.select({ ownerId: leads.ownerId }).from(leads).where(eq(leads.id, id)))[0]
    ?.ownerId;
const listNames = async (fields: Partial<LeadFilters>) =>
  (await listLeads(database.db, { ...DEFAULT_LEAD_FILTERS, ...fields }, options)).rows.map(
    (row) => row.name,
  );

describe("assignLeads", () => {
  it("offers every active user, whatever their role", async () => {
    expect(await listAssignableUsers(database.db)).toEqual([
      { id: AYESHA, name: "Ayesha" },
      { id: BILAL, name: "Bilal" },
      { id: "moderator", name: "Mo" },
    ]);
  });

  it("assigns in bulk with one activity and timeline entry per lead changed", async () => {
    expect(await assignLeads(database.db, BILAL, [ids[0]!, ids[1]!], AYESHA)).toBe(2);
    // Already hers: nothing changes, nothing is recorded.
    expect(await assignLeads(database.db, BILAL, [ids[0]!], AYESHA)).toBe(0);
    const entries = await database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "assign_lead"));
    expect(entries).toHaveLength(2);
    expect(entries[0]!.details).toMatchObject({ owner: "Ayesha", bulk: true });
    const [event] = await listLeadTimeline(database.db, ids[0]!);
    expect(event).toMatchObject({
      kind: "assignment",
      actorName: "Bilal",
      details: { owner_id: AYESHA, owner: "Ayesha", previous_owner_id: null },
    });
    expect(await assignLeads(database.db, BILAL, [ids[0]!], null)).toBe(1);
    expect(await ownerOf(ids[0]!)).toBeNull();
  });

  it("refuses an owner who is not an active user, changing nothing", async () => {
    for (const owner of ["inactive", "nobody"]) {
      await expect(assignLeads(database.db, AYESHA, [ids[0]!], owner)).rejects.toThrow(RuleError);
    }
    expect(await ownerOf(ids[0]!)).toBeNull();
    expect(await database.db.select().from(leadEvents)).toEqual([]);
  });

  it("two admins assigning the same lead at once: the last write wins, both are recorded", async () => {
    const id = ids[0]!;
    await Promise.all([
      assignLeads(database.db, AYESHA, [id], AYESHA),
      assignLeads(database.db, BILAL, [id], BILAL),
    ]);
    const events = await database.db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, id), eq(leadEvents.kind, "assignment")))
      .orderBy(asc(leadEvents.id));
    expect(events).toHaveLength(2);
    const [first, last] = events;
    // The second write saw the first one's owner as the previous owner.
    expect(last!.details.previous_owner_id).toBe(first!.details.owner_id);
    expect(await ownerOf(id)).toBe(last!.details.owner_id);
    const logged = await database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "assign_lead"), eq(activityLog.entityId, id)));
    expect(logged.map((entry) => entry.userId).sort()).toEqual([AYESHA, BILAL].sort());
  });
});

describe("the Owner filter", () => {
  it("lists anyone's, mine, unassigned and a named admin's leads, with exact totals", async () => {
    await assignLeads(database.db, AYESHA, [ids[0]!], AYESHA);
    await assignLeads(database.db, AYESHA, [ids[1]!], BILAL);
    expect(await listNames({})).toEqual(["Three", "Two", "One"]);
    expect(await listNames({ owner: "me" })).toEqual(["One"]);
    expect(await listNames({ owner: "unassigned" })).toEqual(["Three"]);
    expect(await listNames({ owner: BILAL })).toEqual(["Two"]);
    expect(await listNames({ owner: "nobody-at-all" })).toEqual([]);
    const total = (owner: string) =>
      countLeads(database.db, { ...DEFAULT_LEAD_FILTERS, owner }, options);
    expect([await total("anyone"), await total("me"), await total("unassigned")]).toEqual([
      3, 1, 1,
    ]);
  });
});

describe("an admin who leaves", () => {
  it("deactivating an admin leaves their leads unassigned, with a timeline entry", async () => {
    await assignLeads(database.db, AYESHA, [ids[0]!, ids[1]!], BILAL);
    await updateUser(database.db, AYESHA, BILAL, {
      name: "Bilal",
      role: "admin",
      status: "inactive",
    });
    expect([await ownerOf(ids[0]!), await ownerOf(ids[1]!)]).toEqual([null, null]);
    const timeline = await listLeadTimeline(database.db, ids[0]!);
    expect(timeline.at(-1)).toMatchObject({
      kind: "assignment",
      actorId: AYESHA,
      details: {
        owner_id: null,
        previous_owner_id: BILAL,
        previous_owner: "Bilal",
        reason: "deactivated",
      },
    });
  });

  it("deleting an admin leaves their leads unassigned, with a timeline entry", async () => {
    await assignLeads(database.db, BILAL, [ids[2]!], BILAL);
    await deleteUser(database.db, AYESHA, BILAL);
    expect(await ownerOf(ids[2]!)).toBeNull();
    const timeline = await listLeadTimeline(database.db, ids[2]!);
    expect(timeline.map((item) => item.details.reason ?? null)).toEqual([null, "deleted"]);
    // Bilal's own assignment lost its author with him; the entry stays.
    expect(timeline[0]).toMatchObject({ actorId: null, details: { owner: "Bilal" } });
  });

  it("renaming or demoting an active admin keeps their leads", async () => {
    await assignLeads(database.db, AYESHA, [ids[0]!], BILAL);
    await updateUser(database.db, AYESHA, BILAL, { name: "B.", role: "admin", status: "active" });
    await updateUser(database.db, AYESHA, BILAL, { name: "B.", role: "user", status: "active" });
    expect(await ownerOf(ids[0]!)).toBe(BILAL);
  });
});
