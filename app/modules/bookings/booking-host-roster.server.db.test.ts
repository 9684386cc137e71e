import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingHosts, users } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { addHost, demoRequest, karachi, NOW } from "../../../tests/helpers/booking-hosts.ts";
import { bookDemo } from "./book-demo.server.ts";
import { listHostRoster, NOT_ACTIVE, setTakesDemos } from "./booking-host-roster.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await addHost(database.db, "sana");
  await database.db.insert(users).values([
    { id: "omar", email: "omar@example.pk", name: "Omar Farooq", role: "user" },
    { id: "gone", email: "gone@example.pk", name: "Gone", role: "user", status: "inactive" },
  ]);
});
afterEach(() => database.close());

const SITE_ZONE = "Asia/Karachi";

describe("the hosts' roster", () => {
  it("makes a user a host with a new host's settings the first time they take demos", async () => {
    await setTakesDemos(database.db, { userId: "omar", takesDemos: true, siteTimeZone: SITE_ZONE });
    const [host] = await database.db
      .select()
      .from(bookingHosts)
      .where(eq(bookingHosts.userId, "omar"));
    expect(host).toMatchObject({
      slug: "omar-farooq",
      takesDemos: true,
      timeZone: SITE_ZONE,
      meetingMinutes: 30,
    });
    const roster = await listHostRoster(database.db);
    expect(roster.find((entry) => entry.id === "omar")).toMatchObject({
      host: true,
      takesDemos: true,
    });
  });

  it("turns a host off and on again, keeping their settings", async () => {
    await database.db.update(bookingHosts).set({ meetingMinutes: 45 });
    await setTakesDemos(database.db, {
      userId: "sana",
      takesDemos: false,
      siteTimeZone: SITE_ZONE,
    });
    expect((await listHostRoster(database.db)).find((e) => e.id === "sana")?.takesDemos).toBe(
      false,
    );
    await setTakesDemos(database.db, { userId: "sana", takesDemos: true, siteTimeZone: SITE_ZONE });
    const [host] = await database.db
      .select()
      .from(bookingHosts)
      .where(eq(bookingHosts.userId, "sana"));
    expect(host).toMatchObject({ takesDemos: true, meetingMinutes: 45 });
  });

  it("counts each host's upcoming booked meetings, what Reassign would move", async () => {
    const booked = await bookDemo(database.db, demoRequest(karachi("10:00")));
    await bookDemo(database.db, demoRequest(karachi("11:00"), {}, { email: "b@example.pk" }));
    if (booked.repeated) throw new Error("not a repeat");
    const roster = await listHostRoster(database.db, NOW);
    expect(roster.find((entry) => entry.id === "sana")?.upcomingMeetings).toBe(2);
    expect(
      (await listHostRoster(database.db, karachi("10:30"))).find((e) => e.id === "sana"),
    ).toMatchObject({ upcomingMeetings: 1 });
  });

  it("refuses to make someone not active a host, and an unknown user", async () => {
    await expect(
      setTakesDemos(database.db, { userId: "gone", takesDemos: true, siteTimeZone: SITE_ZONE }),
    ).rejects.toMatchObject({ code: "invalid", message: NOT_ACTIVE });
    await expect(
      setTakesDemos(database.db, { userId: "nobody", takesDemos: true, siteTimeZone: SITE_ZONE }),
    ).rejects.toMatchObject({ code: "not-found" });
    const hosts = await database.db.select({ id: bookingHosts.userId }).from(bookingHosts);
    expect(hosts).toEqual([{ id: "sana" }]);
  });
});
