import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingDateOverrides, bookingHosts, users } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { addHost } from "../../../tests/helpers/booking-hosts.ts";
import {
  hostAvailabilityDefinition,
  hostAvailabilitySchema,
} from "./host-availability-definition.ts";
import { saveHostAvailability } from "./save-host-availability.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: "sana", email: "sana@example.pk" });
});
afterEach(() => database.close());

const form = (changes: Record<string, unknown> = {}) =>
  hostAvailabilitySchema.parse({
    ...hostAvailabilityDefinition.initialValues(),
    slug: "sana",
    timeZone: "Asia/Karachi",
    ...changes,
  });

describe("saveHostAvailability", () => {
  it("makes the user a host, then updates them, their date overrides replaced", async () => {
    await saveHostAvailability(
      database.db,
      "sana",
      form({
        placeKind: "video",
        placeDetails: "https://meet.example.com/sana",
        dateOverrides: [
          { date: "2026-03-05", ranges: [] },
          { date: "2026-03-07", ranges: [{ start: "10:00", end: "12:00" }] },
        ],
      }),
    );
    await saveHostAvailability(
      database.db,
      "sana",
      form({
        meetingMinutes: "45",
        takesDemos: false,
        dateOverrides: [{ date: "2026-03-09", ranges: [] }],
      }),
    );
    const [host] = await database.db.select().from(bookingHosts);
    expect(host).toMatchObject({
      userId: "sana",
      slug: "sana",
      takesDemos: false,
      meetingMinutes: 45,
      placeKind: "phone",
      placeDetails: "",
    });
    expect((await database.db.select().from(bookingDateOverrides)).map((row) => row.date)).toEqual([
      "2026-03-09",
    ]);
  });

  it("refuses an address another host has", async () => {
    await addHost(database.db, "bilal", { slug: "sales" });
    await expect(
      saveHostAvailability(database.db, "sana", form({ slug: "sales" })),
    ).rejects.toMatchObject({ code: "conflict", field: "slug" });
    expect((await database.db.select().from(bookingHosts)).map((row) => row.userId)).toEqual([
      "bilal",
    ]);
  });
});
