import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, leads, users } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { subjectKey } from "./activity-description.ts";
import { NO_PERSON, parseActivityFilters } from "./activity-filters.ts";
import { findActivitySubjects, listActivity } from "./activity-log.server.ts";

let database: TestDatabase;
const ZONE = "Asia/Karachi";
const SARA = "activity-sara";
const OWNER = "activity-owner";
let leadId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.insert(users).values([
    { id: SARA, email: "sara@example.pk", name: "Sara", role: "admin" },
    { id: OWNER, email: "owner@example.pk", name: "Owner", role: "admin" },
  ]);
  const [lead] = await db
    .insert(leads)
    .values({ name: "Bilal Ahmed", email: "bilal@example.pk", source: "contact" })
    .returning({ id: leads.id });
  leadId = lead!.id;
  // 23:30 on 26 November in Karachi is 18:30 UTC; 00:30 on the 27th is 19:30 UTC.
  await db.insert(activityLog).values([
    {
      userId: SARA,
      action: "update_lead_status",
      entity: "leads",
      entityId: leadId,
      details: { name: "Bilal Ahmed", status: "contacted" },
      createdAt: new Date("2026-11-26T18:30:00Z"),
    },
    {
      userId: OWNER,
      action: "reorder_pricing_plans",
      entity: "pricing_plans",
      details: { new_order: [] },
      createdAt: new Date("2026-11-26T19:30:00Z"),
    },
    {
      userId: null,
      action: "retention_delete_leads",
      entity: "leads",
      details: { count: 1, months: 6 },
      createdAt: new Date("2026-11-27T10:00:00Z"),
    },
    {
      userId: SARA,
      action: "delete_lead",
      entity: "leads",
      entityId: "4f9d4c1e-0000-4000-8000-000000000000",
      details: { name: "Gone Lead" },
      createdAt: new Date("2026-11-27T11:00:00Z"),
    },
  ]);
});
afterAll(() => database.close());

const actions = async (search: string) =>
  (
    await listActivity(database.db, parseActivityFilters(new URLSearchParams(search)), ZONE)
  ).rows.map((row) => row.action);

describe("listing the activity log", () => {
  it("lists everything newest first, with who did it", async () => {
    const { rows, total } = await listActivity(database.db, { page: 1 }, ZONE);
    expect(total).toBe(4);
    expect(rows.map((row) => row.action)).toEqual([
      "delete_lead",
      "retention_delete_leads",
      "reorder_pricing_plans",
      "update_lead_status",
    ]);
    expect(rows[3]).toMatchObject({ actorName: "Sara", actorEmail: "sara@example.pk" });
  });

  it("filters by person, and by no person (the system or someone deleted)", async () => {
    expect(await actions(`person=${SARA}`)).toEqual(["delete_lead", "update_lead_status"]);
    expect(await actions(`person=${NO_PERSON}`)).toEqual(["retention_delete_leads"]);
    expect(await actions("person=nobody")).toEqual([]);
  });

  it("filters by kind of change", async () => {
    expect(await actions("kind=pricing")).toEqual(["reorder_pricing_plans"]);
    expect(await actions(`kind=leads&person=${SARA}`)).toEqual([
      "delete_lead",
      "update_lead_status",
    ]);
  });

  it("filters by days of the site's time zone, both inclusive", async () => {
    expect(await actions("to=2026-11-26")).toEqual(["update_lead_status"]);
    expect(await actions("from=2026-11-27")).toEqual([
      "delete_lead",
      "retention_delete_leads",
      "reorder_pricing_plans",
    ]);
    expect(await actions("from=2026-11-27&to=2026-11-27&kind=pricing")).toEqual([
      "reorder_pricing_plans",
    ]);
  });

  it("finds the subjects that still exist, with their names", async () => {
    const { rows } = await listActivity(database.db, { page: 1 }, ZONE);
    const subjects = await findActivitySubjects(database.db, rows);
    expect(subjects.get(subjectKey("leads", leadId))).toEqual({ name: "Bilal Ahmed" });
    expect(subjects.has(subjectKey("leads", "4f9d4c1e-0000-4000-8000-000000000000"))).toBe(false);
  });
});
