import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookings } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { addHost, demoRequest, karachi, NOW } from "../../../tests/helpers/booking-hosts.ts";
import { bookDemo } from "./book-demo.server.ts";
import { countDemos } from "./demo-counts.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await addHost(database.db, "sana");
  await addHost(database.db, "bilal");
});
afterEach(() => database.close());

async function book(slug: string, start: number, email: string) {
  const result = await bookDemo(database.db, demoRequest(start, { host: { slug } }, { email }));
  if (result.repeated) throw new Error("not a repeat");
  return result.booking.id;
}

describe("countDemos", () => {
  it("counts upcoming meetings and bookings of the last 30 days, every host's or one's", async () => {
    await book("sana", karachi("10:00"), "a@example.pk");
    const cancelled = await book("sana", karachi("11:00"), "b@example.pk");
    await database.db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.id, cancelled));
    const old = await book("bilal", karachi("12:00"), "c@example.pk");
    await database.db
      .update(bookings)
      .set({ createdAt: new Date(NOW - 40 * 86_400_000) })
      .where(eq(bookings.id, old));
    // bookDemo stamps the real time; the counts' "now" is the tests' Monday.
    await database.db
      .update(bookings)
      .set({ createdAt: new Date(NOW - 60_000) })
      .where(eq(bookings.hostId, "sana"));

    expect(await countDemos(database.db, { onlyHostId: null, now: NOW })).toEqual({
      upcoming: 2,
      bookedInPeriod: 2,
    });
    expect(await countDemos(database.db, { onlyHostId: "bilal", now: NOW })).toEqual({
      upcoming: 1,
      bookedInPeriod: 0,
    });
    expect(
      await countDemos(database.db, { onlyHostId: null, now: karachi("11:30") }),
    ).toMatchObject({
      upcoming: 1,
    });
  });
});
