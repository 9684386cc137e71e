import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingDateOverrides, bookings, leads } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { addHost, karachi, NOW } from "../../../tests/helpers/booking-hosts.ts";
import { readOfferedTimes } from "./offered-times.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const MONDAY = { from: karachi("00:00"), to: karachi("00:00", "2026-03-03") };
const TUESDAY = { from: MONDAY.to, to: karachi("00:00", "2026-03-04") };

/** Monday's (or another range's) offered starts as Karachi clock times. */
async function clockTimes(query: Parameters<typeof readOfferedTimes>[1]) {
  const { times } = await readOfferedTimes(database.db, query);
  return times.map((time) => new Date(time.start + 5 * 3_600_000).toISOString().slice(11, 16));
}

const EVERY_HALF_HOUR = [
  "10:00",
  "10:30",
  "11:00",
  "11:30",
  "12:00",
  "12:30",
  "13:00",
  "13:30",
  "14:00",
  "14:30",
  "15:00",
  "15:30",
  "16:00",
  "16:30",
];

async function addBooking(
  hostId: string,
  start: string,
  extra: Partial<typeof bookings.$inferInsert> = {},
) {
  const [lead] = await database.db
    .insert(leads)
    .values({ name: "L", email: `${start}@example.pk`, source: "demo_booking" })
    .returning({ id: leads.id });
  const [booking] = await database.db
    .insert(bookings)
    .values({
      hostId,
      leadId: lead!.id,
      startsAt: new Date(karachi(start)),
      endsAt: new Date(karachi(start) + 30 * 60_000),
      heldFrom: new Date(karachi(start)),
      heldUntil: new Date(karachi(start) + 30 * 60_000),
      timeZone: "Asia/Karachi",
      uid: `${start}@dmflow.test`,
      rescheduleTokenHash: `r${start}`,
      cancelTokenHash: `c${start}`,
      ...extra,
    })
    .returning({ id: bookings.id });
  return booking!.id;
}

describe("readOfferedTimes", () => {
  it("offers a host's hours in meetings, from the minimum notice on", async () => {
    await addHost(database.db, "sana");
    expect(await clockTimes({ now: NOW, ...MONDAY })).toEqual(EVERY_HALF_HOUR);
    // An hour later, 10:00 is within the two hours' notice.
    expect(await clockTimes({ now: NOW + 3_600_000, ...MONDAY })).toEqual(EVERY_HALF_HOUR.slice(2));
    const { times } = await readOfferedTimes(database.db, { now: NOW });
    // Thirty days ahead: Monday 2 March to Wednesday 1 April, 23 working days.
    expect(times.length).toBe(23 * 14);
  });

  it("keeps out live bookings with the buffers they hold, not cancelled ones", async () => {
    await addHost(database.db, "sana");
    await addBooking("sana", "11:00", { heldUntil: new Date(karachi("11:45")) });
    await addBooking("sana", "14:00", { status: "cancelled" });
    expect(await clockTimes({ now: NOW, ...MONDAY })).toEqual(
      EVERY_HALF_HOUR.filter((time) => !["11:00", "11:30"].includes(time)),
    );
  });

  it("keeps the host's own buffers around each new meeting", async () => {
    await addHost(database.db, "sana", { bufferAfterMinutes: 30 });
    await addBooking("sana", "12:00");
    // 11:30 would end as 12:00 starts, but needs half an hour after it.
    expect(await clockTimes({ now: NOW, ...MONDAY })).not.toContain("11:30");
    expect(await clockTimes({ now: NOW, ...MONDAY })).toContain("12:30");
  });

  it("follows date overrides: a day off, other hours", async () => {
    await addHost(database.db, "sana");
    await database.db.insert(bookingDateOverrides).values([
      { hostId: "sana", date: "2026-03-02", ranges: [] },
      { hostId: "sana", date: "2026-03-03", ranges: [{ start: "18:00", end: "19:00" }] },
    ]);
    expect(await clockTimes({ now: NOW, ...MONDAY })).toEqual([]);
    expect(await clockTimes({ now: NOW, ...TUESDAY })).toEqual(["18:00", "18:30"]);
  });

  it("keeps out the busy times of the host's own calendar", async () => {
    await addHost(database.db, "sana", {
      calendarBusy: [{ start: karachi("10:15"), end: karachi("12:00") }],
    });
    expect((await clockTimes({ now: NOW, ...MONDAY })).slice(0, 2)).toEqual(["12:00", "12:30"]);
  });

  it("offers a team's times with the free hosts, the least busy first", async () => {
    await addHost(database.db, "ayesha");
    await addHost(database.db, "bilal", {
      weeklyHours: { monday: [{ start: "16:00", end: "18:00" }] },
    });
    await addBooking("ayesha", "10:00", {
      startsAt: new Date(karachi("10:00", "2026-03-03")),
      endsAt: new Date(karachi("10:30", "2026-03-03")),
      heldFrom: new Date(karachi("10:00", "2026-03-03")),
      heldUntil: new Date(karachi("10:30", "2026-03-03")),
    });
    const { hosts, times } = await readOfferedTimes(database.db, { now: NOW, ...MONDAY });
    expect(hosts.map((host) => host.id)).toEqual(["ayesha", "bilal"]);
    expect(times.find((time) => time.start === karachi("16:00"))).toEqual({
      start: karachi("16:00"),
      freeHostIds: ["bilal", "ayesha"],
      hostId: "bilal",
    });
    expect(times.at(-1)).toEqual({
      start: karachi("17:30"),
      freeHostIds: ["bilal"],
      hostId: "bilal",
    });
  });

  it("offers one host's page, and says when that host stopped taking demos", async () => {
    await addHost(database.db, "ayesha");
    await addHost(database.db, "bilal", { slug: "bilal-ahmed", takesDemos: false });
    const page = await readOfferedTimes(database.db, { host: { slug: "bilal-ahmed" }, now: NOW });
    expect(page.hosts).toEqual([expect.objectContaining({ id: "bilal", takingDemos: false })]);
    expect(page.times).toEqual([]);
    const team = await readOfferedTimes(database.db, { now: NOW, ...MONDAY });
    expect(team.hosts.map((host) => host.id)).toEqual(["ayesha"]);
    expect(await readOfferedTimes(database.db, { host: { slug: "nobody" }, now: NOW })).toEqual({
      hosts: [],
      times: [],
    });
  });

  it("offers no host whose console account is not active", async () => {
    await addHost(database.db, "sana", {}, { status: "inactive" });
    expect(await readOfferedTimes(database.db, { now: NOW })).toEqual({ hosts: [], times: [] });
  });

  it("counts a booking being moved as free", async () => {
    await addHost(database.db, "sana");
    const id = await addBooking("sana", "10:00");
    expect(await clockTimes({ now: NOW, ...MONDAY })).not.toContain("10:00");
    expect(
      await clockTimes({ host: { id: "sana" }, now: NOW, ignoreBookingId: id, ...MONDAY }),
    ).toEqual(EVERY_HALF_HOUR);
  });
});
