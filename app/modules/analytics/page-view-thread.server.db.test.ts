import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageViews } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { captureLogs } from "../../../tests/helpers/log-capture.ts";
import { DESKTOP_CHROME } from "../../../tests/helpers/user-agents.ts";
import { createPageViewCollector, type PageViewCollector } from "./page-view-thread.server.ts";
import { createVisitorIds, type VisitorIds } from "./visitor-ids.server.ts";

// Counts the threads started, to show that none is until a view comes.
const threadsStarted = vi.hoisted(() => ({ count: 0 }));
vi.mock("node:worker_threads", async (importOriginal) => {
  const original = await importOriginal<typeof import("node:worker_threads")>();
  class CountedWorker extends original.Worker {
    constructor(...args: ConstructorParameters<typeof original.Worker>) {
      super(...args);
      threadsStarted.count++;
    }
  }
  return { ...original, Worker: CountedWorker };
});

const SITE = "https://dmflow.example";
let database: TestDatabase;
let collector: PageViewCollector | null = null;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await collector?.stop();
  collector = null;
  await database.close();
});

const view = (path: string, fields: { userAgent?: string; ip?: string; url?: string } = {}) => ({
  url: `${SITE}${path}`,
  referrer: "https://www.google.com/",
  userAgent: DESKTOP_CHROME,
  locale: "en",
  country: null,
  ip: "203.0.113.7",
  site: SITE,
  ...fields,
});
const storedPaths = async () =>
  (await database.db.select({ path: pageViews.path }).from(pageViews))
    .map((row) => row.path)
    .sort();

function start(visitorIds: Pick<VisitorIds, "saltAt">, options: { maxRows?: number } = {}) {
  const { logger, entries } = captureLogs();
  collector = createPageViewCollector(database, logger, visitorIds, {
    timeZone: "Asia/Karachi",
    flushMs: 3_600_000,
    ...options,
  });
  return { collector, entries };
}

describe("the page views' thread", () => {
  it("is started by the first view: a process that counts none has no thread", async () => {
    const before = threadsStarted.count;
    const { collector } = start(createVisitorIds(database.db, "Asia/Karachi"));
    await collector.flush();
    expect(threadsStarted.count, "no view, no thread").toBe(before);
    collector.add(view("/first"), Date.now());
    await collector.flush();
    expect(threadsStarted.count).toBe(before + 1);
    expect(await storedPaths()).toEqual(["/first"]);
  });

  it("makes the rows a counted view had on the request thread: the day's visitor id, no bot, no other site", async () => {
    const visitorIds = createVisitorIds(database.db, "Asia/Karachi");
    const { collector } = start(visitorIds);
    collector.add(view("/pricing?utm_source=facebook"), Date.now());
    collector.add(
      view("/about", { userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
      Date.now(),
    );
    collector.add(view("/x", { url: "https://elsewhere.example/x" }), Date.now());
    expect(await storedPaths(), "nothing is written before the batch").toEqual([]);
    await collector.flush();
    const rows = await database.db.select().from(pageViews);
    const expected = await visitorIds.idOf({
      ip: "203.0.113.7",
      userAgent: DESKTOP_CHROME,
      site: SITE,
    });
    expect(rows).toMatchObject([
      {
        path: "/pricing",
        utmSource: "facebook",
        referrerHost: "google.com",
        entry: true,
        device: "desktop",
        browser: "Chrome",
        day: expected.day,
        visitorId: expected.visitorId,
      },
    ]);
  });

  it("writes a full batch without being asked", async () => {
    const { collector } = start(createVisitorIds(database.db, "Asia/Karachi"), { maxRows: 3 });
    for (const path of ["/a", "/b", "/c"]) collector.add(view(path), Date.now());
    await expect.poll(storedPaths, { timeout: 10_000 }).toEqual(["/a", "/b", "/c"]);
  });

  it("drops the views it has no salt for while the database is away, logged, and counts the next ones", async () => {
    const visitorIds = createVisitorIds(database.db, "Asia/Karachi");
    let away = true;
    const { collector, entries } = start({
      saltAt: (now) =>
        away
          ? Promise.reject(Object.assign(new Error("terminating connection"), { code: "08006" }))
          : visitorIds.saltAt(now),
    });
    collector.add(view("/lost"), Date.now());
    await collector.flush();
    expect(entries.filter((entry) => entry.event === "analytics.view_dropped")).toMatchObject([
      { level: "warn" },
    ]);
    away = false;
    collector.add(view("/kept"), Date.now());
    await collector.flush();
    expect(await storedPaths()).toEqual(["/kept"]);
  });
});
