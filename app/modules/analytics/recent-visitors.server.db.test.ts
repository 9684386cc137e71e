import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageViews } from "#app/db/schema.ts";
import { createLogger } from "#app/modules/logging/logger.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { createRecentVisitorsFeed } from "./recent-visitors.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const log = createLogger({ level: "silent" });
const POLL_MS = 50;
const viewBy = (visitorId: number) =>
  database.db
    .insert(pageViews)
    .values({ day: "2026-03-02", visitorId, path: "/", entry: true, device: "mobile" });

/** Waits until `until` holds of the counts a listener heard. */
function heard(counts: number[], until: (counts: number[]) => boolean) {
  return expect.poll(() => until(counts), { timeout: 5_000, interval: 20 }).toBe(true);
}

describe("the live count of recent visitors", () => {
  it("tells a new listener the count, then each change, and stops reading with no listener", async () => {
    const feed = createRecentVisitorsFeed(database.db, log, POLL_MS);
    await viewBy(1);
    const first: number[] = [];
    const stopFirst = feed.subscribe((count) => first.push(count));
    await heard(first, (counts) => counts.at(-1) === 1);

    const second: number[] = [];
    const stopSecond = feed.subscribe((count) => second.push(count));
    expect(second).toEqual([1]);

    await viewBy(2);
    await heard(first, (counts) => counts.at(-1) === 2);
    await heard(second, (counts) => counts.at(-1) === 2);
    // A count that stays the same is not repeated.
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 4));
    expect(first).toEqual([1, 2]);

    stopFirst();
    stopSecond();
    await viewBy(3);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 4));
    expect(second).toEqual([1, 2]);
    feed.close();
  });
});
