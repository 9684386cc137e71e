import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { addHost, demoRequest, karachi, NOW } from "../../../tests/helpers/booking-hosts.ts";
import { bookDemo } from "./book-demo.server.ts";
import { DEFAULT_BOOKING_FILTERS } from "./booking-filters.ts";
import { listBookingHosts, listBookings } from "./booking-list.server.ts";
import { cancelBookingByStaff } from "./staff-booking-changes.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await addHost(database.db, "sana");
  await addHost(database.db, "bilal", { takesDemos: false });
});
afterEach(() => database.close());

async function book(slug: string, start: number, name: string) {
  const email = `${name.toLowerCase().replace(/\W/g, "")}@example.pk`;
  const result = await bookDemo(
    database.db,
    demoRequest(start, { host: { slug } }, { name, email }),
  );
  if (result.repeated) throw new Error("not a repeat");
  return result.booking.id;
}

const names = (page: { rows: { lead: { name: string } }[] }) =>
  page.rows.map((row) => row.lead.name);
const list = (
  filters: Partial<typeof DEFAULT_BOOKING_FILTERS>,
  now = NOW,
  onlyHostId: string | null = null,
) =>
  listBookings(
    database.db,
    { ...DEFAULT_BOOKING_FILTERS, ...filters },
    { viewerId: "sana", onlyHostId, now },
  );

describe("listBookings", () => {
  beforeEach(async () => {
    await database.db.execute("UPDATE booking_hosts SET takes_demos = true");
    await book("sana", karachi("11:00"), "Ayesha");
    await book("sana", karachi("10:00"), "Zain");
    await book("bilal", karachi("12:00"), "Hamza");
  });

  it("lists upcoming meetings soonest first and past ones latest first", async () => {
    expect(names(await list({}))).toEqual(["Zain", "Ayesha", "Hamza"]);
    expect(names(await list({ when: "past" }, karachi("11:30")))).toEqual(["Ayesha", "Zain"]);
  });

  it("filters by host, status and a search of the lead", async () => {
    expect(names(await list({ host: "bilal" }))).toEqual(["Hamza"]);
    expect(names(await list({ host: "me" }))).toEqual(["Zain", "Ayesha"]);
    expect(names(await list({ q: "AYESHA@example" }))).toEqual(["Ayesha"]);
    const [first] = (await list({})).rows;
    await cancelBookingByStaff(database.db, {
      bookingId: first!.id,
      scope: { actorId: "sana", onlyHostId: null },
      now: NOW,
    });
    expect(names(await list({ status: "cancelled" }))).toEqual(["Zain"]);
  });

  it("shows someone who works only their own bookings theirs, whatever the host filter", async () => {
    expect(names(await list({ host: "sana" }, NOW, "bilal"))).toEqual(["Hamza"]);
  });

  it("pages the list, saying whether there is more and how many in all", async () => {
    const first = await listBookings(database.db, DEFAULT_BOOKING_FILTERS, {
      viewerId: "sana",
      onlyHostId: null,
      now: NOW,
      size: 2,
    });
    expect({ shown: first.rows.length, hasNext: first.hasNext, total: first.total }).toEqual({
      shown: 2,
      hasNext: true,
      total: 3,
    });
    const second = await listBookings(
      database.db,
      { ...DEFAULT_BOOKING_FILTERS, page: 2 },
      { viewerId: "sana", onlyHostId: null, now: NOW, size: 2 },
    );
    expect([names(second), second.hasNext]).toEqual([["Hamza"], false]);
  });
});

describe("listBookingHosts", () => {
  it("names every host and whether they take demos now", async () => {
    expect(await listBookingHosts(database.db)).toEqual([
      { id: "bilal", name: "bilal", takingDemos: false, active: true },
      { id: "sana", name: "sana", takingDemos: true, active: true },
    ]);
  });
});
