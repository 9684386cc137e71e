import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLog, analyticsSalts, pageViewRollups, pageViews } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import {
  getAnalyticsRetention,
  runAnalyticsJob,
  saveAnalyticsRetention,
} from "./analytics-jobs.server.ts";
import type { PageViewRow } from "./page-view-copy.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const TIME_ZONE = "UTC";
const view = (
  viewedAt: string,
  visitorId: number,
  extra: Partial<PageViewRow> = {},
): PageViewRow => ({
  viewedAt: new Date(viewedAt),
  day: viewedAt.slice(0, 10),
  visitorId,
  path: "/",
  entry: true,
  device: "desktop",
  ...extra,
});

const rollups = async (day: string) =>
  Object.fromEntries(
    (await database.db.select().from(pageViewRollups).where(eq(pageViewRollups.day, day))).map(
      (row) => [`${row.dimension}:${row.value}`, [row.views, row.visitors]],
    ),
  );

describe("the analytics job", () => {
  it("rolls up each finished day once, per dimension, and leaves today alone", async () => {
    await database.db
      .insert(pageViews)
      .values([
        view("2026-03-02T09:00:00Z", 1, { utmCampaign: "eid", referrerHost: "facebook.com" }),
        view("2026-03-02T09:01:00Z", 1, { path: "/pricing", entry: false }),
        view("2026-03-02T10:00:00Z", 2, { device: "mobile", country: "PK" }),
        view("2026-03-03T08:00:00Z", 3),
      ]);
    const now = new Date("2026-03-03T12:00:00Z");
    expect(await runAnalyticsJob(database.db, TIME_ZONE, now)).toEqual({
      rolledUpDays: 1,
      deletedViews: 0,
      deletedChats: 0,
    });
    expect(await rollups("2026-03-02")).toEqual({
      "total:": [3, 2],
      "page:/": [2, 2],
      "page:/pricing": [1, 1],
      "entry:/": [2, 2],
      "referrer:facebook.com": [1, 1],
      "campaign:eid": [1, 1],
      "country:PK": [1, 1],
      "device:desktop": [2, 1],
      "device:mobile": [1, 1],
    });
    expect(await rollups("2026-03-03")).toEqual({});
    // A second run the same hour finds nothing new to do.
    expect((await runAnalyticsJob(database.db, TIME_ZONE, now)).rolledUpDays).toBe(0);
  });

  it("deletes raw views past the retention (13 months by default), keeping their rollups", async () => {
    expect(await getAnalyticsRetention(database.db)).toEqual({ months: 13 });
    await database.db
      .insert(pageViews)
      .values([view("2025-01-10T09:00:00Z", 1), view("2026-02-20T09:00:00Z", 2)]);
    await runAnalyticsJob(database.db, TIME_ZONE, new Date("2025-01-12T00:00:00Z"));
    await saveAnalyticsRetention(database.db, null, { months: 12 });
    const done = await runAnalyticsJob(database.db, TIME_ZONE, new Date("2026-03-01T00:00:00Z"));
    expect(done.deletedViews).toBe(1);
    expect(await database.db.select({ day: pageViews.day }).from(pageViews)).toEqual([
      { day: "2026-02-20" },
    ]);
    expect(await rollups("2025-01-10")).toMatchObject({ "total:": [1, 1] });
    const [entry] = await database.db.select().from(activityLog);
    expect(entry).toMatchObject({ action: "update_analytics_retention", details: { months: 12 } });
  });

  it("rotates the salt even when nobody visits", async () => {
    await runAnalyticsJob(database.db, TIME_ZONE, new Date("2026-03-02T09:00:00Z"));
    await runAnalyticsJob(database.db, TIME_ZONE, new Date("2026-03-03T01:00:00Z"));
    expect(await database.db.select({ day: analyticsSalts.day }).from(analyticsSalts)).toEqual([
      { day: "2026-03-03" },
    ]);
  });
});
