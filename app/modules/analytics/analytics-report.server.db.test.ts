import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookings, chatReferences, leads, pageViews } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { addHost } from "../../../tests/helpers/booking-hosts.ts";
import { rollUpPageViews } from "./analytics-jobs.server.ts";
import { parseAnalyticsQuery } from "./analytics-query.ts";
import {
  countRecentVisitors,
  countVisitorsToday,
  getAnalyticsReport,
} from "./analytics-report.server.ts";
import type { PageViewRow } from "./page-view-copy.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const TIME_ZONE = "Asia/Karachi";
const DAY = "2026-03-02";
const view = (at: string, visitorId: number, extra: Partial<PageViewRow> = {}): PageViewRow => ({
  viewedAt: new Date(`${DAY}T${at}+05:00`),
  day: DAY,
  visitorId,
  path: "/",
  entry: true,
  device: "desktop",
  ...extra,
});

beforeEach(async () => {
  await database.db
    .insert(pageViews)
    .values([
      view("09:00", 1, { utmCampaign: "eid", referrerHost: "facebook.com" }),
      view("09:01", 1, { path: "/form", entry: false, utmCampaign: "eid" }),
      view("10:00", 2, { utmCampaign: "launch", device: "mobile" }),
      view("11:00", 3),
    ]);
  await database.db.insert(leads).values({
    name: "Sara",
    email: "sara@example.pk",
    source: "get_started_form",
    createdAt: new Date(`${DAY}T09:02:00+05:00`),
    visitorDay: DAY,
    visitorId: 1,
  });
});

const query = (search: string) =>
  parseAnalyticsQuery(new URLSearchParams(`range=custom&from=${DAY}&to=${DAY}&${search}`), DAY);

describe("the analytics report", () => {
  it("counts a demo booked as a lead that converted and, apart, as a demo, by campaign", async () => {
    await addHost(database.db, "sana");
    const [lead] = await database.db
      .insert(leads)
      .values({
        name: "Bilal",
        email: "bilal@example.pk",
        source: "demo_booking",
        createdAt: new Date(`${DAY}T10:05:00+05:00`),
        visitorDay: DAY,
        visitorId: 2,
      })
      .returning({ id: leads.id });
    const start = new Date("2026-03-04T05:00:00Z");
    const end = new Date("2026-03-04T05:30:00Z");
    await database.db.insert(bookings).values({
      hostId: "sana",
      leadId: lead!.id,
      startsAt: start,
      endsAt: end,
      heldFrom: start,
      heldUntil: end,
      timeZone: TIME_ZONE,
      uid: "demo@dmflow.test",
      rescheduleTokenHash: "r",
      cancelTokenHash: "c",
      createdAt: new Date(`${DAY}T10:05:00+05:00`),
    });
    const report = await getAnalyticsReport(database.db, TIME_ZONE, query(""));
    expect(report.totals).toMatchObject({ converted: 2, leads: 2, demosBooked: 1 });
    expect(report.tables.campaign).toContainEqual({
      value: "launch",
      visitors: 1,
      views: 1,
      converted: 1,
    });
    const launch = await getAnalyticsReport(database.db, TIME_ZONE, query("campaign=launch"));
    expect(launch.totals).toMatchObject({ leads: 1, demosBooked: 1 });
    const eid = await getAnalyticsReport(database.db, TIME_ZONE, query("campaign=eid"));
    expect(eid.totals).toMatchObject({ leads: 1, demosBooked: 0 });
  });

  it("counts WhatsApp chats started by page, campaign, device and language, and per filter", async () => {
    const chat = (
      code: string,
      visitorId: number,
      extra: Partial<typeof chatReferences.$inferInsert>,
    ) => ({
      code,
      channel: "whatsapp",
      page: "/pricing",
      locale: "en" as const,
      visitorDay: DAY,
      visitorId,
      device: "desktop",
      createdAt: new Date(`${DAY}T12:00:00+05:00`),
      ...extra,
    });
    await database.db.insert(chatReferences).values([
      chat("AAAA1", 1, { utmCampaign: "eid" }),
      chat("AAAA2", 2, { utmCampaign: "launch", device: "mobile", page: "/ur", locale: "ur" }),
      // The day after the range: not counted.
      chat("AAAA3", 3, { createdAt: new Date("2026-03-03T12:00:00+05:00") }),
      // A QR code shown on a wide screen: not known to be scanned, not counted (ADR 0049).
      chat("AAAA4", 4, { origin: "qr" }),
    ]);
    const report = await getAnalyticsReport(database.db, TIME_ZONE, query(""));
    expect(report.totals.chatsStarted).toBe(2);
    expect(report.chats).toEqual([
      {
        dimension: "page",
        rows: [
          { dimension: "page", value: "/pricing", chats: 1 },
          { dimension: "page", value: "/ur", chats: 1 },
        ],
      },
      {
        dimension: "campaign",
        rows: [
          { dimension: "campaign", value: "eid", chats: 1 },
          { dimension: "campaign", value: "launch", chats: 1 },
        ],
      },
      {
        dimension: "device",
        rows: [
          { dimension: "device", value: "desktop", chats: 1 },
          { dimension: "device", value: "mobile", chats: 1 },
        ],
      },
      {
        dimension: "language",
        rows: [
          { dimension: "language", value: "en", chats: 1 },
          { dimension: "language", value: "ur", chats: 1 },
        ],
      },
    ]);
    const launch = await getAnalyticsReport(database.db, TIME_ZONE, query("campaign=launch"));
    expect(launch.totals.chatsStarted).toBe(1);
    expect(launch.chats[0]?.rows).toEqual([{ dimension: "page", value: "/ur", chats: 1 }]);
  });

  it("counts visitors, views, leads and who converted, overall and per campaign", async () => {
    const report = await getAnalyticsReport(database.db, TIME_ZONE, query(""));
    expect(report.totals).toEqual({
      visitors: 3,
      views: 4,
      converted: 1,
      leads: 1,
      demosBooked: 0,
      chatsStarted: 0,
    });
    expect(report.perDay).toEqual([{ day: DAY, visitors: 3, views: 4 }]);
    expect(report.tables.campaign).toEqual([
      { value: "eid", visitors: 1, views: 2, converted: 1 },
      { value: "launch", visitors: 1, views: 1, converted: 0 },
    ]);
    expect(report.tables.entry.map((row) => row.value)).toEqual(["/"]);
    // The lead was sent from /form: that page converted, not every page its sender saw.
    expect(report.tables.page).toEqual([
      { value: "/", visitors: 3, views: 3, converted: 0 },
      { value: "/form", visitors: 1, views: 1, converted: 1 },
    ]);
    expect(report.tables.device[0]).toEqual({
      value: "desktop",
      visitors: 2,
      views: 3,
      converted: 1,
    });
  });

  it("applies a row's filter to the whole view", async () => {
    const report = await getAnalyticsReport(database.db, TIME_ZONE, query("device=mobile"));
    expect(report.totals).toEqual({
      visitors: 1,
      views: 1,
      converted: 0,
      leads: 0,
      demosBooked: 0,
      chatsStarted: 0,
    });
    expect(report.tables.campaign).toEqual([
      { value: "launch", visitors: 1, views: 1, converted: 0 },
    ]);
  });

  it("reads a rolled-up day from its rollups as it read the raw views, and sums it with a raw day", async () => {
    const raw = await getAnalyticsReport(database.db, TIME_ZONE, query(""));
    const nextDay = "2026-03-03";
    expect(
      await rollUpPageViews(database.db, TIME_ZONE, new Date(`${nextDay}T02:00:00+05:00`)),
    ).toBe(1);
    // The raw rows of the rolled-up day are gone (as after the retention period): only the
    // rollups can answer now.
    await database.db.execute(sql`DELETE FROM page_views`);
    expect(await getAnalyticsReport(database.db, TIME_ZONE, query(""))).toEqual(raw);
    expect(raw.tables.page.map((row) => [row.value, row.converted])).toEqual([
      ["/", 0],
      ["/form", 1],
    ]);

    await database.db.insert(pageViews).values([
      {
        ...view("08:00", 1, { utmCampaign: "eid" }),
        day: nextDay,
        viewedAt: new Date(`${nextDay}T08:00:00+05:00`),
      },
    ]);
    const both = await getAnalyticsReport(
      database.db,
      TIME_ZONE,
      parseAnalyticsQuery(new URLSearchParams(`range=custom&from=${DAY}&to=${nextDay}`), nextDay),
    );
    expect(both.totals).toEqual({
      visitors: 4,
      views: 5,
      converted: 1,
      leads: 1,
      demosBooked: 0,
      chatsStarted: 0,
    });
    expect(both.perDay).toEqual([
      { day: DAY, visitors: 3, views: 4 },
      { day: nextDay, visitors: 1, views: 1 },
    ]);
    expect(both.tables.campaign[0]).toEqual({ value: "eid", visitors: 2, views: 3, converted: 1 });
  });

  it("counts today's visitors and those of the last five minutes", async () => {
    const now = new Date(`${DAY}T11:03:00+05:00`);
    expect(await countVisitorsToday(database.db, TIME_ZONE, now)).toBe(3);
    expect(await countRecentVisitors(database.db, now)).toBe(1);
  });
});
