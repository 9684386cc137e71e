import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "#app/modules/logging/logger.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import type { PageViewRow } from "./page-view-copy.ts";
import { createPageViewWriter } from "./page-view-writer.server.ts";
import { visitCampaignOf } from "./visit-campaign.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const log = createLogger({ level: "silent" });
const NOW = new Date("2026-03-02T12:00:00Z");
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const TODAY = "2026-03-02";
const VISITOR = { day: TODAY, visitorId: 42 };

/** A view of VISITOR today, `minutes` before NOW: a direct entry unless told otherwise. */
const view = (minutes: number, fields: Partial<PageViewRow> = {}): PageViewRow => ({
  viewedAt: minutesBefore(minutes),
  day: TODAY,
  visitorId: VISITOR.visitorId,
  path: "/",
  entry: true,
  device: "desktop",
  ...fields,
});

/** Views counted but not yet written, as the page views' thread holds them: written on flush. */
function buffer(rows: PageViewRow[] = []) {
  const writer = createPageViewWriter(database, log);
  return { flush: () => writer.write(rows) };
}

/** Rows written to the table, as an earlier batch would have been. */
async function stored(rows: PageViewRow[]) {
  await createPageViewWriter(database, log).write(rows);
}

const NO_TAGS = { utmMedium: null, utmTerm: null, utmContent: null };

describe("the campaign of a visitor's day", () => {
  it("is the first entry with campaign tags or another site as referrer, neither a direct entry nor a later campaign", async () => {
    await stored([
      view(90, { path: "/about" }),
      view(60, { path: "/pricing", utmSource: "facebook", utmCampaign: "eid-sale" }),
      view(59, { path: "/form", entry: false }),
      view(30, { path: "/blog", referrerHost: "google.com" }),
    ]);
    expect(await visitCampaignOf(database.db, buffer(), VISITOR, NOW)).toEqual({
      ...NO_TAGS,
      utmSource: "facebook",
      utmCampaign: "eid-sale",
      referrer: null,
      landingPage: "/pricing",
    });
  });

  it("finds a landing view still waiting to be written, behind the ones written earlier", async () => {
    await stored([view(10, { path: "/about" })]);
    const views = buffer([view(1, { path: "/features", referrerHost: "m.facebook.com" })]);
    expect(await visitCampaignOf(database.db, views, VISITOR, NOW)).toEqual({
      ...NO_TAGS,
      utmSource: null,
      utmCampaign: null,
      referrer: "m.facebook.com",
      landingPage: "/features",
    });
  });

  it("reads no other visitor's views, and none of another day", async () => {
    await stored([
      view(5, { visitorId: 43, utmSource: "someone-else" }),
      // Yesterday's view under the same number: another day's id, never the same visit.
      view(13 * 60, { day: "2026-03-01", utmSource: "yesterday" }),
    ]);
    expect(await visitCampaignOf(database.db, buffer(), VISITOR, NOW)).toBeNull();
  });

  it("is none for a visit of direct entries and steps inside the site", async () => {
    await stored([view(20), view(15, { path: "/pricing", entry: false, utmSource: "internal" })]);
    expect(await visitCampaignOf(database.db, buffer(), VISITOR, NOW)).toBeNull();
  });
});
