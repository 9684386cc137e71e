import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bookingHosts, users } from "#app/db/schema.ts";
import { prepareFirstAdmin } from "#app/modules/auth/admin-bootstrap.server.ts";
import { createAuth } from "#app/modules/auth/auth.server.ts";
import { signInWithPassword } from "#app/modules/auth/sign-in.server.ts";
import { seedDatabase } from "#app/modules/seed/seed.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { karachi, NOW } from "../../../tests/helpers/booking-hosts.ts";
import { ensureDefaultHost } from "./default-host.server.ts";
import { readOfferedTimes } from "./offered-times.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const hosts = () => database.db.select().from(bookingHosts);

async function addUser(id: string, fields: Partial<typeof users.$inferInsert> = {}) {
  await database.db
    .insert(users)
    .values({ id, email: `${id}@dmflow.pk`, role: "admin", ...fields });
}

describe("ensureDefaultHost", () => {
  it("makes the first active admin the host: weekdays 10:00-17:00 in the site's zone", async () => {
    await addUser("moderator", { role: "moderator", createdAt: new Date("2026-01-01") });
    await addUser("retired", { status: "inactive", createdAt: new Date("2026-01-02") });
    await addUser("owner", { name: "Ayesha Siddiqui", createdAt: new Date("2026-01-03") });
    await addUser("later", { createdAt: new Date("2026-01-04") });
    expect(await ensureDefaultHost(database.db, "Asia/Karachi")).toBe(true);
    expect(await hosts()).toEqual([
      expect.objectContaining({
        userId: "owner",
        slug: "ayesha-siddiqui",
        takesDemos: true,
        timeZone: "Asia/Karachi",
        meetingMinutes: 30,
        minimumNoticeMinutes: 120,
        daysAhead: 30,
        mostPerDay: null,
        placeKind: "phone",
        weeklyHours: Object.fromEntries(
          ["monday", "tuesday", "wednesday", "thursday", "friday"].map((day) => [
            day,
            [{ start: "10:00", end: "17:00" }],
          ]),
        ),
      }),
    ]);
    // Book a Demo offers times at once.
    const { times } = await readOfferedTimes(database.db, { now: NOW });
    expect(times[0]).toEqual({ start: karachi("10:00"), freeHostIds: ["owner"], hostId: "owner" });
  });

  it("waits for an admin, then runs once ever", async () => {
    expect(await ensureDefaultHost(database.db, "Asia/Karachi")).toBe(false);
    await addUser("owner");
    expect(await ensureDefaultHost(database.db, "Europe/London")).toBe(true);
    expect(await ensureDefaultHost(database.db, "Europe/London")).toBe(false);
    // A host removed stays removed.
    await database.db.delete(bookingHosts);
    expect(await ensureDefaultHost(database.db, "Europe/London")).toBe(false);
    expect(await hosts()).toEqual([]);
  });

  it("leaves hosts set up another way alone", async () => {
    await addUser("owner");
    await addUser("sales", { role: "user" });
    await database.db
      .insert(bookingHosts)
      .values({ userId: "sales", slug: "sales", timeZone: "Asia/Dubai" });
    expect(await ensureDefaultHost(database.db, "Asia/Karachi")).toBe(false);
    expect((await hosts()).map((host) => host.userId)).toEqual(["sales"]);
  });

  it("is made by the seed, and by the first admin's setup through the sign-in form", async () => {
    await seedDatabase(database.db, { siteTimeZone: "Asia/Karachi" });
    expect(await hosts()).toEqual([]);
    const auth = createAuth({
      db: database.db,
      secret: "x".repeat(40),
      baseURL: "http://localhost:3000",
      secureCookies: false,
    });
    const context = await auth.$context;
    const hashPassword = (password: string) => context.password.hash(password);
    const setup = await prepareFirstAdmin(database.db, hashPassword, {});
    const signedIn = await signInWithPassword(
      {
        db: database.db,
        auth,
        hashPassword,
        secureCookies: false,
        notifications: { emailConfigured: false },
        config: { SITE_TIMEZONE: "Asia/Karachi" },
      },
      new Request("http://localhost:3000/admin-auth", { method: "POST" }),
      {
        intent: "setup",
        token: setup.state === "setup" ? setup.token : "",
        name: "Owner",
        email: "owner@dmflow.pk",
        password: "correct horse battery",
      },
      "127.0.0.1",
    );
    expect(signedIn.ok).toBe(true);
    expect(await hosts()).toEqual([
      expect.objectContaining({ slug: "owner", timeZone: "Asia/Karachi" }),
    ]);
    // And the seed of the next start changes nothing.
    await seedDatabase(database.db, { siteTimeZone: "Europe/London" });
    expect((await hosts()).map((host) => host.timeZone)).toEqual(["Asia/Karachi"]);
  });
});
