import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { selectRows } from "#app/db/client.server.ts";
import { leadEvents, leads, notificationOutbox, users } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { databaseBefore } from "../../../tests/helpers/older-database.ts";
import { mergeLeads } from "./lead-duplicates.server.ts";
import { listLeadTouches } from "./lead-touches.server.ts";
import { createLead, findLeadOfSubmission, type NewLead } from "./leads.server.ts";

// One lead across channels (docs/decisions/0047-one-lead-across-channels.md).

let database: TestDatabase;
const ADMIN = "admin-1";
beforeEach(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: ADMIN, email: "a@example.pk", name: "Ayesha" });
});
afterEach(() => database.close());

const sana: NewLead = {
  name: "Sana",
  email: "sana@example.pk",
  whatsappNumber: "+923001234567",
  source: "get_started_form",
};
const eid = {
  utmSource: "facebook",
  utmMedium: null,
  utmCampaign: "eid-sale",
  utmTerm: null,
  utmContent: null,
  referrer: null,
  landingPage: "/",
};
const join = { joinSamePerson: true };

describe("a returning person", () => {
  it("joins their live lead: a touch, what they sent on the timeline, a returning notification", async () => {
    const first = await createLead(database.db, sana, eid, ["lead_email"], join);
    const again = await createLead(
      database.db,
      {
        ...sana,
        name: "Sana Khan",
        email: "SANA@example.pk",
        whatsappNumber: null,
        source: "contact_page",
        message: "Can we talk on Monday?",
      },
      null,
      ["lead_email", "lead_webhook"],
      join,
    );
    expect(again).toEqual({ id: first.id, repeated: false, joined: true });
    expect(await database.db.select().from(leads)).toHaveLength(1);
    const touches = await listLeadTouches(database.db, first.id);
    expect(touches).toMatchObject([
      { kind: "form", source: "get_started_form", utmCampaign: "eid-sale", landingPage: "/" },
      { kind: "form", source: "contact_page", utmCampaign: null },
    ]);
    const [event] = await database.db.select().from(leadEvents).where(eq(leadEvents.kind, "touch"));
    expect(event).toMatchObject({
      leadId: first.id,
      actorId: null,
      details: {
        touch_id: touches[1]!.id,
        source: "contact_page",
        fields: { name: "Sana Khan", email: "SANA@example.pk", message: "Can we talk on Monday?" },
      },
    });
    const outbox = await database.db
      .select()
      .from(notificationOutbox)
      .orderBy(notificationOutbox.id);
    expect(outbox.map((row) => [row.kind, row.leadId, row.touchId])).toEqual([
      ["lead_email", first.id, null],
      ["lead_email", first.id, touches[1]!.id],
      ["lead_webhook", first.id, touches[1]!.id],
    ]);
  });

  it("answers a repeat of a joining submission as stored, adding nothing (ADR 0031)", async () => {
    const first = await createLead(database.db, sana, null, ["lead_email"], join);
    const submission = { submissionKey: "k".repeat(32), submissionHash: "h".repeat(64) };
    const returning = { ...sana, source: "contact_page", ...submission };
    expect(await createLead(database.db, returning, null, ["lead_email"], join)).toEqual({
      id: first.id,
      repeated: false,
      joined: true,
    });
    expect(await createLead(database.db, returning, null, ["lead_email"], join)).toEqual({
      id: first.id,
      repeated: true,
      joined: true,
    });
    expect(
      await findLeadOfSubmission(database.db, { key: "k".repeat(32), hash: "h".repeat(64) }),
    ).toEqual({ id: first.id });
    expect(await listLeadTouches(database.db, first.id)).toHaveLength(2);
    expect(await database.db.select().from(notificationOutbox)).toHaveLength(2);
  });

  it("starts a new lead when the person's only lead was deleted", async () => {
    const first = await createLead(database.db, sana, null, [], join);
    await database.db.update(leads).set({ deletedAt: new Date() }).where(eq(leads.id, first.id));
    const again = await createLead(database.db, sana, null, [], join);
    expect(again.joined).toBe(false);
    expect(again.id).not.toBe(first.id);
    // Still the same person: the deleted one makes it a possible duplicate.
    const [stored] = await database.db.select().from(leads).where(eq(leads.id, again.id));
    expect(stored?.possibleDuplicate).toBe(true);
  });

  it("moves the merged lead's touches to the one kept", async () => {
    // Two leads of one person as the console stores them (no join): possible duplicates.
    const kept = await createLead(database.db, sana, eid, []);
    const other = await createLead(database.db, { ...sana, source: "demo_booking" }, null, []);
    await mergeLeads(database.db, ADMIN, kept.id, other.id);
    expect((await listLeadTouches(database.db, kept.id)).map((touch) => touch.kind)).toEqual([
      "form",
      "booking",
    ]);
    expect(await listLeadTouches(database.db, other.id)).toEqual([]);
  });
});

describe("migration 0040", () => {
  it("gives each stored lead its first touch, in the lead it was merged into", async () => {
    const older = await databaseBefore("0040_lead_touches");
    try {
      await older.db.execute(sql`
        INSERT INTO leads (id, name, email, source, locale, utm_campaign, landing_page, submission_key, submission_hash)
        VALUES
          ('00000000-0000-4000-8000-000000000001', 'Sana', 'sana@example.pk', 'get_started_form', 'ur', 'eid', '/ur', 'k', 'h'),
          ('00000000-0000-4000-8000-000000000002', 'Sana', 'sana@example.pk', 'demo_booking', 'en', NULL, NULL, NULL, NULL)`);
      await older.db.execute(sql`
        UPDATE leads SET merged_into = '00000000-0000-4000-8000-000000000001', deleted_at = now()
        WHERE id = '00000000-0000-4000-8000-000000000002'`);
      await older.migrateToNewest();
      expect(
        await selectRows(
          older.db,
          sql`SELECT lead_id, kind, source, locale, utm_campaign, landing_page, submission_key
              FROM lead_touches ORDER BY kind DESC`,
        ),
      ).toEqual([
        {
          lead_id: "00000000-0000-4000-8000-000000000001",
          kind: "form",
          source: "get_started_form",
          locale: "ur",
          utm_campaign: "eid",
          landing_page: "/ur",
          submission_key: "k",
        },
        {
          lead_id: "00000000-0000-4000-8000-000000000001",
          kind: "booking",
          source: "demo_booking",
          locale: "en",
          utm_campaign: null,
          landing_page: null,
          submission_key: null,
        },
      ]);
    } finally {
      await older.close();
    }
  });
});
