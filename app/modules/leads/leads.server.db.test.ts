import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leads, notificationOutbox } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { createLead } from "./leads.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

describe("createLead", () => {
  it("stores the lead with the campaign of its visit and queues one notification", async () => {
    const { id } = await createLead(
      database.db,
      {
        name: "Sana Khan",
        email: "sana@example.pk",
        whatsappNumber: "+923001234567",
        source: "get_started_form",
      },
      {
        utmSource: "facebook",
        utmMedium: null,
        utmCampaign: "eid-sale",
        utmTerm: null,
        utmContent: null,
        referrer: "m.facebook.com",
        landingPage: "/pricing",
      },
    );
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({
      name: "Sana Khan",
      status: "new",
      utmSource: "facebook",
      utmCampaign: "eid-sale",
      referrer: "m.facebook.com",
      landingPage: "/pricing",
      deletedAt: null,
    });
    const queued = await database.db.select().from(notificationOutbox);
    expect(queued).toEqual([
      expect.objectContaining({ leadId: id, kind: "lead_email", sentAt: null, attempts: 0 }),
    ]);
  });

  it("stores no lead when its notification cannot be queued", async () => {
    // Make every outbox insert fail: the lead written before it must be rolled back too.
    await database.db.execute(
      sql`ALTER TABLE notification_outbox ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`,
    );
    await expect(
      createLead(database.db, { name: "X", email: "x@example.com", source: "test" }),
    ).rejects.toThrow();
    expect(await database.db.select().from(leads)).toEqual([]);
  });

  it("stores a submission sent twice at once as one lead with one notification (ADR 0031)", async () => {
    const lead = {
      name: "Sana Khan",
      email: "sana@example.pk",
      source: "contact_page",
      submissionKey: "0123456789abcdef0123456789abcdef",
      submissionHash: "the hash of what was posted",
    };
    // On PostgreSQL two connections: the second insert waits for the first, then finds it.
    const [first, second] = await Promise.all([
      createLead(database.db, lead),
      createLead(database.db, lead),
    ]);
    expect([first.repeated, second.repeated].sort()).toEqual([false, true]);
    expect(second.id).toBe(first.id);
    expect(await database.db.select().from(leads)).toHaveLength(1);
    expect(await database.db.select().from(notificationOutbox)).toHaveLength(1);
  });
});
