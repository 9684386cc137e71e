import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLog, leads, users } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { setLeadStatus } from "./lead-commands.server.ts";
import { mergeLeads } from "./lead-duplicates.server.ts";
import {
  ERASED_MARKER,
  erasePersonData,
  exportPersonData,
  personKeyOf,
  summarizePerson,
} from "./lead-privacy.server.ts";
import { setLeadFollowUp } from "./lead-reminders.server.ts";
import { addLeadNote } from "./lead-timeline.server.ts";
import { createLead } from "./leads.server.ts";

let database: TestDatabase;
const ADMIN = "admin-ayesha";
const EMAIL = "Sana.Erase@Example.pk";
let first: string;
let second: string;
let other: string;

beforeEach(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.insert(users).values({ id: ADMIN, email: "ayesha@example.pk", role: "admin" });
  first = (
    await createLead(db, {
      name: "Sana Khan",
      email: EMAIL,
      whatsappNumber: "+92 300 7654321",
      source: "get_started_form",
      consentText: "I agree",
      consentAt: new Date(),
      consentPage: "/form",
    })
  ).id;
  // The same person again, by WhatsApp number only, with the address in the message.
  second = (
    await createLead(db, {
      name: "S. Khan",
      email: "other-address@example.pk",
      whatsappNumber: "03007654321",
      message: `Write to ${EMAIL.toLowerCase()} please`,
      source: "contact_form",
    })
  ).id;
  other = (
    await createLead(db, { name: "Bilal", email: "bilal@example.pk", source: "contact_form" })
  ).id;
  await addLeadNote(db, ADMIN, first, `Called; prefers e-mail at ${EMAIL}`);
  await setLeadFollowUp(db, ADMIN, first, { dueAt: new Date(), note: "Send quote" });
  await setLeadStatus(db, ADMIN, first, "contacted");
  await addLeadNote(db, ADMIN, other, `Bilal knows ${EMAIL.toUpperCase()} from work`);
});
afterEach(() => database.close());

/** Every table and text-like column that holds the value (case-insensitive), as "table.column". */
async function columnsHolding(value: string): Promise<string[]> {
  const columns = (await database.db.execute(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public'
      AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  expect(columns.rows.length).toBeGreaterThan(50);
  const holding: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    const result = (await database.db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} WHERE ${sql.identifier(column_name)}::text ILIKE ${`%${value}%`}`,
    )) as unknown as { rows: { n: number }[] };
    if ((result.rows[0]?.n ?? 0) > 0) holding.push(`${table_name}.${column_name}`);
  }
  return holding;
}

describe("privacy requests", () => {
  it("reads an e-mail or a WhatsApp number as the person's key", () => {
    expect(personKeyOf(" Sana@Example.PK ")).toEqual({
      emailKey: "sana@example.pk",
      whatsappE164: null,
    });
    expect(personKeyOf("0300 7654321")).toEqual({ emailKey: null, whatsappE164: "923007654321" });
    expect(personKeyOf("12")).toBeNull();
  });

  it("exports every lead, note, timeline entry and notification of the person, and logs it without them", async () => {
    const byEmail = await exportPersonData(database.db, ADMIN, personKeyOf(EMAIL)!);
    expect(byEmail.leads.map((lead) => lead.id)).toEqual([first]);
    expect(byEmail.leads[0]).toMatchObject({ consentText: "I agree", consentPage: "/form" });
    expect(byEmail.notesAndTimeline.map((event) => event.kind).sort()).toEqual([
      "note",
      "reminder",
      "status",
    ]);
    expect(byEmail.notifications).toHaveLength(1);
    expect(byEmail.channels.map((touch) => [touch.leadId, touch.kind])).toEqual([[first, "form"]]);
    expect(byEmail.activity.length).toBeGreaterThan(0);
    const byNumber = await exportPersonData(database.db, ADMIN, personKeyOf("+923007654321")!);
    expect(byNumber.leads.map((lead) => lead.id).sort()).toEqual([first, second].sort());
    expect(await summarizePerson(database.db, personKeyOf("+923007654321")!)).toEqual({
      leads: 2,
      events: 3,
      notifications: 2,
    });
    const logged = await database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "export_person_data"));
    expect(logged.map((entry) => entry.details)).toEqual([{ leads: 1 }, { leads: 2 }]);
    expect(JSON.stringify(logged)).not.toMatch(/sana/i);
  });

  it("erases the person so that no column of any table holds their e-mail, and records who and when without it", async () => {
    await mergeLeads(database.db, ADMIN, first, second);
    expect(await columnsHolding(EMAIL)).not.toEqual([]);

    // By number: both leads; the address quoted on another person's lead goes too.
    const erased = await erasePersonData(database.db, ADMIN, personKeyOf("+92 300 7654321")!);
    expect(erased).toEqual({ leads: 2 });
    // A number alone leaves the address on Bilal's note: erasing by e-mail takes it.
    await erasePersonData(database.db, ADMIN, personKeyOf(EMAIL)!);
    expect(await columnsHolding(EMAIL)).toEqual([]);
    expect(await columnsHolding("Sana Khan")).toEqual([]);

    const remaining = await database.db.select({ id: leads.id }).from(leads);
    expect(remaining.map((lead) => lead.id)).toEqual([other]);
    const [record] = await database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "erase_person_data"))
      .limit(1);
    expect(record).toMatchObject({ userId: ADMIN, entity: "privacy", details: { leads: 2 } });
    const aboutFirst = await database.db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(eq(activityLog.entityId, first));
    expect(aboutFirst.length).toBeGreaterThan(0);
    expect(
      aboutFirst.every((entry) => JSON.stringify(entry.details) === JSON.stringify(ERASED_MARKER)),
    ).toBe(true);
  });
});
