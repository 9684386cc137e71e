import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { analyticsSalts } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { visitorIdOf } from "./visitor-id.ts";
import { createVisitorIds, rotateSalt } from "./visitor-ids.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const TIME_ZONE = "Asia/Karachi";
const HOUR = 60 * 60_000;
const visitor = {
  ip: "203.0.113.7",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
  site: "https://dmflow.pk",
};
const salts = () => database.db.select().from(analyticsSalts);

describe("daily visitor ids", () => {
  it("are the same all day and change at midnight in the site's time zone", async () => {
    const ids = createVisitorIds(database.db, TIME_ZONE);
    // 00:30 and 23:30 on 2 March in Karachi (UTC+5), then 00:30 on 3 March.
    const morning = await ids.idOf(visitor, new Date("2026-03-01T19:30:00Z"));
    const evening = await ids.idOf(visitor, new Date("2026-03-02T18:30:00Z"));
    const nextDay = await ids.idOf(visitor, new Date("2026-03-02T19:30:00Z"));
    expect(morning).toEqual(evening);
    expect(morning.day).toBe("2026-03-02");
    expect(nextDay.day).toBe("2026-03-03");
    expect(nextDay.visitorId).not.toBe(morning.visitorId);
    const other = await ids.idOf(
      { ...visitor, ip: "203.0.113.8" },
      new Date("2026-03-02T18:30:00Z"),
    );
    expect(other.visitorId).not.toBe(evening.visitorId);
    expect(Number.isSafeInteger(morning.visitorId)).toBe(true);
  });

  it("never leave a salt older than 48 hours while time moves forward", async () => {
    let now = new Date("2026-03-01T00:00:00Z").getTime();
    for (let step = 0; step < 24 * 5; step++, now += HOUR) {
      await rotateSalt(database.db, TIME_ZONE, new Date(now));
      const kept = await salts();
      expect(kept).toHaveLength(1);
      for (const salt of kept) {
        expect(now - salt.createdAt.getTime()).toBeLessThan(48 * HOUR);
      }
    }
  });

  it("agree across instances on one salt per day", async () => {
    const at = new Date("2026-03-02T09:00:00Z");
    const [a, b] = await Promise.all([
      createVisitorIds(database.db, TIME_ZONE).idOf(visitor, at),
      createVisitorIds(database.db, TIME_ZONE).idOf(visitor, at),
    ]);
    expect(a).toEqual(b);
    expect(await salts()).toHaveLength(1);
  });

  it("after the day's rotation, no stored id can be matched to an address again", async () => {
    const ids = createVisitorIds(database.db, TIME_ZONE);
    const monday = new Date("2026-03-02T09:00:00Z");
    const stored = await ids.idOf(visitor, monday);
    // While the day lasts, whoever holds the salt could test an address against the id.
    const [todays] = await salts();
    expect(visitorIdOf(todays!.salt, visitor)).toBe(stored.visitorId);

    await rotateSalt(database.db, TIME_ZONE, new Date(monday.getTime() + 24 * HOUR));
    const left = await salts();
    expect(left.map((salt) => salt.day)).toEqual(["2026-03-03"]);
    for (const salt of left) expect(visitorIdOf(salt.salt, visitor)).not.toBe(stored.visitorId);
  });
});
