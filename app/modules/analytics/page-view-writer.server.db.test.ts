import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageViews } from "#app/db/schema.ts";
import { createLogger } from "#app/modules/logging/logger.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { captureLogs } from "../../../tests/helpers/log-capture.ts";
import { copyBatchOf, type PageViewRow } from "./page-view-copy.ts";
import { createPageViewWriter } from "./page-view-writer.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const log = createLogger({ level: "silent" });
const row = (path: string): PageViewRow => ({
  day: "2026-03-02",
  visitorId: 1,
  path,
  entry: true,
  device: "desktop",
});
const stored = async () =>
  (await database.db.select({ path: pageViews.path }).from(pageViews)).map((r) => r.path).sort();

describe("the page-view writer", () => {
  it("writes batches in the order they came", async () => {
    const writer = createPageViewWriter(database, log);
    void writer.write([row("/")]);
    await writer.write([row("/pricing")]);
    expect(await stored()).toEqual(["/", "/pricing"]);
  });

  it("stores every field of every row as given (quotes, commas, line breaks, an empty text), unset ones as null", async () => {
    const writer = createPageViewWriter(database, log);
    const full: PageViewRow = {
      viewedAt: new Date("2026-03-02T09:15:30.250Z"),
      day: "2026-03-02",
      visitorId: 281_474_976_710_655,
      path: "/ur/pricing",
      locale: "ur",
      entry: false,
      referrerHost: "facebook.com",
      utmSource: "facebook",
      utmMedium: "cpc",
      utmCampaign: 'eid, "sale" {2026}',
      utmTerm: 'two\nlines, a \\ and a "',
      utmContent: "",
      device: "mobile",
      browser: "Chrome",
      os: "Android",
      country: "PK",
    };
    await writer.write([full, row("/bare")]);
    const rows = await database.db.select().from(pageViews).orderBy(pageViews.path);
    expect(rows[1]).toEqual(full);
    expect(rows[0]).toMatchObject({ path: "/bare", locale: null, utmSource: null, country: null });
    expect(rows[0]?.viewedAt).toBeInstanceOf(Date);
  });

  it("stores the good views of a batch holding rows the database refuses, and drops only those", async () => {
    const { logger, entries } = captureLogs();
    const writer = createPageViewWriter(database, logger);
    const good = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => row(`/good-${from + i}`));
    // What the table cannot hold: a NUL in a text (written here past the cleaning of
    // describePageView), a row without its device.
    const bad = [
      { ...row("/nul"), utmSource: "\u0000" },
      { ...row("/no-device"), device: null as unknown as string },
    ];
    await expect(writer.write([...good(0, 9), ...bad, ...good(9, 12)])).resolves.toBeUndefined();
    expect(await stored()).toEqual(Array.from({ length: 12 }, (_, i) => `/good-${i}`).sort());
    const dropped = entries.filter((entry) => entry.event === "analytics.views_dropped");
    expect(dropped).toMatchObject([{ level: "warn", dropped: 2 }]);
    await writer.write([row("/next")]);
    expect(await stored()).toContain("/next");
  });

  it("writes a batch of COPY tuples, as the page views' thread hands them over, and drops only a refused one", async () => {
    const { logger, entries } = captureLogs();
    const writer = createPageViewWriter(database, logger);
    // Tags of several bytes a character and with a line break: the batch is split between
    // rows by their bytes, not by characters or lines.
    const rows = [
      { ...row("/a"), utmCampaign: "عید سیل — Eid sale" },
      { ...row("/nul"), utmTerm: "\u0000" },
      { ...row("/b"), utmCampaign: "two\nlines" },
    ];
    await writer.write(copyBatchOf(rows));
    const dropped = entries.filter((entry) => entry.event === "analytics.views_dropped");
    if (database.copyFromBlob) {
      expect(await stored()).toEqual(["/a", "/b"]);
      const campaigns = await database.db
        .select({ campaign: pageViews.utmCampaign })
        .from(pageViews)
        .orderBy(pageViews.path);
      expect(campaigns.map((view) => view.campaign)).toEqual(["عید سیل — Eid sale", "two\nlines"]);
      expect(dropped).toMatchObject([{ dropped: 1, batch: 3 }]);
    } else {
      // PostgreSQL's batches are rows (the thread makes tuples only where there is COPY).
      expect(await stored()).toEqual([]);
      expect(dropped).toMatchObject([{ dropped: 3, batch: 3 }]);
    }
  });

  // Tuples are made only where there is COPY: the embedded database.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "writes a batch of tuples larger than the buffer they are made in, every row whole",
    async () => {
      const writer = createPageViewWriter(database, log);
      // 3,000 rows of 200-character tags (Urdu, so several bytes each): megabytes of tuples.
      const tag = "سیل".repeat(66);
      const rows = Array.from({ length: 3_000 }, (_, i) => ({
        ...row(`/p${i}`),
        utmCampaign: tag,
        visitorId: i,
      }));
      await writer.write(copyBatchOf(rows));
      const stored = await database.db
        .select({ visitorId: pageViews.visitorId, campaign: pageViews.utmCampaign })
        .from(pageViews);
      expect(stored).toHaveLength(3_000);
      expect(new Set(stored.map((view) => view.visitorId)).size).toBe(3_000);
      expect(stored.every((view) => view.campaign === tag)).toBe(true);
    },
  );

  it("drops a batch at once, without writing it again row by row, when the database is away", async () => {
    const { logger, entries } = captureLogs();
    let attempts = 0;
    const away = {
      db: database.db,
      copyFromBlob: async () => {
        attempts++;
        throw Object.assign(new Error("terminating connection"), { code: "08006" });
      },
    };
    const writer = createPageViewWriter(away, logger);
    await writer.write(Array.from({ length: 8 }, (_, i) => row(`/${i}`)));
    expect(attempts).toBe(1);
    expect(entries.filter((entry) => entry.event === "analytics.views_dropped")).toMatchObject([
      { level: "warn", dropped: 8, batch: 8 },
    ]);
  });
});
