import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadEvents, leads, users } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { filters, lead, LIST_OPTIONS as options } from "../../../tests/helpers/lead-rows.ts";
import { type LeadExportRow, leadBatches } from "./lead-export.server.ts";
import type { LeadFilters } from "./lead-filters.ts";

describe("leadBatches: every field of the export", () => {
  let database: TestDatabase;
  const at = (iso: string) => new Date(iso);
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(users).values([
      { id: "ayesha", email: "ayesha@example.pk", name: "Ayesha Malik", role: "admin" },
      { id: "bilal", email: "bilal@example.pk", name: "Bilal Ahmed", role: "admin" },
    ]);
    const [owned, plain, archived] = await database.db
      .insert(leads)
      .values([
        lead({
          name: "Owned",
          createdAt: at("2026-02-03T00:00:00Z"),
          ownerId: "ayesha",
          phone: "+92 300 7654321",
          country: "Pakistan",
          businessType: "Restaurant",
          selectedPlan: "Premium",
          locale: "ur",
          status: "contacted",
          followUpAt: at("2026-03-12T04:00:00Z"),
          followUpNote: "Send the price list",
          utmSource: "facebook",
          utmMedium: "cpc",
          utmCampaign: "launch",
          utmTerm: "chatbot",
          utmContent: "ad-1",
          referrer: "https://m.facebook.com/",
          landingPage: "/pricing",
          consentText: "I agree to be contacted",
          consentAt: at("2026-02-03T00:00:00Z"),
          consentPage: "/contact",
          possibleDuplicate: true,
        }),
        lead({ name: "Plain", createdAt: at("2026-02-02T00:00:00Z") }),
        lead({
          name: "Archived, Bilal's",
          createdAt: at("2026-02-01T00:00:00Z"),
          ownerId: "bilal",
          status: "archived",
          deletedAt: at("2026-02-05T00:00:00Z"),
        }),
      ])
      .returning({ id: leads.id });
    await database.db.insert(leadEvents).values([
      {
        leadId: owned!.id,
        kind: "note",
        actorId: "bilal",
        body: "First call, no answer",
        createdAt: at("2026-02-04T00:00:00Z"),
      },
      // The newest note, though not the newest event nor the last one written.
      {
        leadId: owned!.id,
        kind: "status",
        actorId: "ayesha",
        details: { status: "contacted" },
        createdAt: at("2026-02-07T00:00:00Z"),
      },
      {
        leadId: owned!.id,
        kind: "note",
        actorId: "ayesha",
        body: "Wants the yearly plan",
        createdAt: at("2026-02-06T00:00:00Z"),
      },
      {
        leadId: owned!.id,
        kind: "note",
        actorId: "ayesha",
        body: "Asked for a demo",
        createdAt: at("2026-02-05T00:00:00Z"),
      },
      {
        leadId: plain!.id,
        kind: "status",
        details: { status: "won" },
        createdAt: at("2026-02-08T00:00:00Z"),
      },
      {
        leadId: archived!.id,
        kind: "note",
        actorId: "bilal",
        body: "Not interested",
        createdAt: at("2026-02-06T00:00:00Z"),
      },
    ]);
  });
  afterAll(() => database.close());

  async function exported(fields: Partial<LeadFilters> = {}, batchSize?: number) {
    const rows: LeadExportRow[] = [];
    for await (const batch of leadBatches(database.db, filters(fields), {
      ...options,
      batchSize,
    })) {
      rows.push(...batch);
    }
    return rows;
  }

  it("carries every field, the owner's name and e-mail, and the newest note", async () => {
    const [owned] = await exported({ q: "Owned" });
    expect(owned).toMatchObject({
      name: "Owned",
      phone: "+92 300 7654321",
      country: "Pakistan",
      businessType: "Restaurant",
      selectedPlan: "Premium",
      locale: "ur",
      status: "contacted",
      ownerName: "Ayesha Malik",
      ownerEmail: "ayesha@example.pk",
      lastNote: "Wants the yearly plan",
      lastNoteAt: at("2026-02-06T00:00:00Z"),
      followUpAt: at("2026-03-12T04:00:00Z"),
      followUpNote: "Send the price list",
      utmSource: "facebook",
      utmMedium: "cpc",
      utmCampaign: "launch",
      utmTerm: "chatbot",
      utmContent: "ad-1",
      referrer: "https://m.facebook.com/",
      landingPage: "/pricing",
      consentText: "I agree to be contacted",
      consentAt: at("2026-02-03T00:00:00Z"),
      consentPage: "/contact",
      possibleDuplicate: true,
    });
    expect(owned!.updatedAt).toBeInstanceOf(Date);
  });

  it("leaves owner and note empty for a lead with neither (a status change is no note)", async () => {
    const [plain] = await exported({ q: "Plain" });
    expect(plain).toMatchObject({
      ownerName: null,
      ownerEmail: null,
      lastNote: null,
      lastNoteAt: null,
    });
  });

  it("gives each lead once, its own note and owner, across batches", async () => {
    const rows = await exported({ status: "all" }, 1);
    expect(rows.map((row) => [row.name, row.ownerName, row.lastNote])).toEqual([
      ["Owned", "Ayesha Malik", "Wants the yearly plan"],
      ["Plain", null, null],
    ]);
  });

  it("respects the list's filters: archived, owner, search", async () => {
    const archived = await exported({ status: "archived" });
    expect(archived.map((row) => [row.name, row.ownerName, row.lastNote, row.deletedAt])).toEqual([
      ["Archived, Bilal's", "Bilal Ahmed", "Not interested", at("2026-02-05T00:00:00Z")],
    ]);
    expect((await exported({ owner: "ayesha" })).map((row) => row.name)).toEqual(["Owned"]);
    expect((await exported({ owner: "unassigned" })).map((row) => row.name)).toEqual(["Plain"]);
    expect((await exported({ owner: "me" })).map((row) => row.name)).toEqual([]);
    expect((await exported({ status: "contacted" })).map((row) => row.name)).toEqual(["Owned"]);
    expect(await exported({ q: "nobody" })).toEqual([]);
  });
});
