import { createServer, type Server } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookingHosts } from "#app/db/schema.ts";
import { getOrCreateSecret } from "#app/modules/auth/server-secrets.server.ts";
import { createOutboundRequest } from "#app/modules/security/outbound-request.server.ts";
import { createSharedRateLimiter } from "#app/modules/security/shared-limits.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { addHost, karachi, NOW } from "../../../tests/helpers/booking-hosts.ts";
import { captureLogs } from "../../../tests/helpers/log-capture.ts";
import {
  CALENDAR_REFRESH_MS,
  refreshCalendars,
  refreshHostCalendar,
} from "./calendar-refresh.server.ts";
import { readOfferedTimes } from "./offered-times.server.ts";

// The refresh reads a real calendar server on this machine, reached through the outbound guard
// with the tests' allowance for its port alone.

/** A stand-up every Monday, 10:00-11:00 in Karachi, since the week before the tests' Monday. */
const WEEKLY_STANDUP = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Test//Calendar//EN",
  "BEGIN:VEVENT",
  "UID:standup@example.com",
  "DTSTAMP:20260201T000000Z",
  "DTSTART;TZID=Asia/Karachi:20260223T100000",
  "DTEND;TZID=Asia/Karachi:20260223T110000",
  "RRULE:FREQ=WEEKLY;BYDAY=MO",
  "SUMMARY:Stand-up",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

type Answer = "calendar" | "calendar with BOM" | "huge" | "slow" | "moved" | "moved to loopback";
let answer: Answer = "calendar";
let requests = 0;
let server: Server;
let port = 0;
const SECRET_PATH = "/private-5f1e2d9c7b/basic.ics";

beforeAll(async () => {
  server = createServer((req, res) => {
    requests++;
    res.on("error", () => {});
    if (answer === "moved" && req.url === SECRET_PATH) {
      res.writeHead(301, { Location: "/moved/basic.ics" }).end();
    } else if (answer === "moved to loopback") {
      // Port 9 is not the tests' allowance: a redirect there must be refused.
      res.writeHead(302, { Location: `http://127.0.0.1:9${SECRET_PATH}` }).end();
    } else if (answer === "huge") {
      res.writeHead(200, { "Content-Type": "text/calendar" });
      const chunk = "X".repeat(64 * 1024);
      const write = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once("drain", write);
      };
      write();
    } else if (answer === "slow") {
      res.writeHead(200, { "Content-Type": "text/calendar" });
      res.write("BEGIN:VCALENDAR\r\n");
    } else {
      const bom = answer === "calendar with BOM" ? "\uFEFF" : "";
      res.writeHead(200, { "Content-Type": "text/calendar" }).end(bom + WEEKLY_STANDUP);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

let database: TestDatabase;
const guard = () => createOutboundRequest({ testAllowance: { loopbackPorts: [port] } });
const calendarAddress = () => `http://127.0.0.1:${port}${SECRET_PATH}`;

beforeEach(async () => {
  answer = "calendar";
  requests = 0;
  database = await createTestDatabase();
  await addHost(database.db, "sana", { calendarUrl: calendarAddress() });
});
afterEach(async () => {
  server.closeAllConnections();
  await database.close();
});

const MONDAY = (clock: string) => karachi(clock);
const NEXT_MONDAY = (clock: string) => karachi(clock, "2026-03-09");

async function offeredStarts() {
  const offered = await readOfferedTimes(database.db, { host: { id: "sana" }, now: NOW });
  return offered.times.map((time) => time.start);
}

async function storedCalendar() {
  const [row] = await database.db
    .select({ busy: bookingHosts.calendarBusy, readAt: bookingHosts.calendarReadAt })
    .from(bookingHosts)
    .where(eq(bookingHosts.userId, "sana"));
  return row!;
}

describe("refreshHostCalendar", () => {
  it("keeps every occurrence of a recurring event out of the offered times", async () => {
    expect(await offeredStarts()).toContain(MONDAY("10:00"));
    const { logger } = captureLogs();
    const result = await refreshHostCalendar(database.db, guard(), logger, "sana", { now: NOW });
    expect(result).toEqual({ outcome: "read", busyTimes: expect.any(Number), complete: true });

    const starts = await offeredStarts();
    for (const taken of [MONDAY("10:00"), MONDAY("10:30"), NEXT_MONDAY("10:00")]) {
      expect(starts).not.toContain(taken);
    }
    expect(starts).toContain(MONDAY("11:00"));
    expect(starts).toContain(karachi("10:00", "2026-03-03"));
    expect((await storedCalendar()).readAt?.getTime()).toBe(NOW);
  });

  it("follows a moved calendar to its new address", async () => {
    answer = "moved";
    const result = await refreshHostCalendar(database.db, guard(), captureLogs().logger, "sana", {
      now: NOW,
    });
    expect(result.outcome).toBe("read");
    expect(requests).toBe(2);
    expect(await offeredStarts()).not.toContain(MONDAY("10:00"));
  });

  it("reads a calendar sent with a byte-order mark", async () => {
    answer = "calendar with BOM";
    const result = await refreshHostCalendar(database.db, guard(), captureLogs().logger, "sana", {
      now: NOW,
    });
    expect(result.outcome).toBe("read");
    expect(await offeredStarts()).not.toContain(MONDAY("10:00"));
  });

  it("refuses a private address, a redirect to loopback, a huge body and a slow server, keeping the busy times read before", async () => {
    await refreshHostCalendar(database.db, guard(), captureLogs().logger, "sana", { now: NOW });
    const before = await storedCalendar();
    expect(before.busy.length).toBeGreaterThan(0);

    const refused = async (setUp: () => Promise<void>, reason: string) => {
      await setUp();
      const { logger, entries } = captureLogs();
      const result = await refreshHostCalendar(database.db, guard(), logger, "sana", {
        now: NOW,
        readTimeoutMs: 500,
      });
      expect(result).toMatchObject({ outcome: "failed", reason });
      expect(await storedCalendar()).toEqual(before);
      expect(await offeredStarts()).not.toContain(MONDAY("10:00"));
      // The log names the calendar's host, never its secret path.
      expect(entries).toContainEqual(
        expect.objectContaining({ event: "bookings.calendar_refresh_failed", reason }),
      );
      expect(JSON.stringify(entries)).not.toContain("private-5f1e2d9c7b");
    };

    await refused(async () => {
      answer = "moved to loopback";
    }, "refused_address");
    await refused(async () => {
      answer = "huge";
    }, "too_large");
    await refused(async () => {
      answer = "slow";
    }, "too_slow");
    await refused(async () => {
      await database.db
        .update(bookingHosts)
        .set({ calendarUrl: `http://10.20.30.40${SECRET_PATH}` })
        .where(eq(bookingHosts.userId, "sana"));
    }, "refused_address");
  });

  it("is refused without the tests' allowance: the server is on this machine", async () => {
    const result = await refreshHostCalendar(
      database.db,
      createOutboundRequest(),
      captureLogs().logger,
      "sana",
      {
        now: NOW,
      },
    );
    expect(result).toMatchObject({ outcome: "failed", reason: "refused_address" });
    expect(requests).toBe(0);
  });

  it("never keeps the booking page waiting on a slow calendar", async () => {
    answer = "slow";
    const reading = refreshHostCalendar(database.db, guard(), captureLogs().logger, "sana", {
      now: NOW,
      readTimeoutMs: 1_500,
    });
    let done = false;
    void reading.then(() => {
      done = true;
    });
    expect(await offeredStarts()).toContain(MONDAY("10:00"));
    expect(done).toBe(false);
    expect(await reading).toMatchObject({ outcome: "failed", reason: "too_slow" });
  });

  it("clears the busy times once the address is taken away", async () => {
    await refreshHostCalendar(database.db, guard(), captureLogs().logger, "sana", { now: NOW });
    await database.db
      .update(bookingHosts)
      .set({ calendarUrl: null })
      .where(eq(bookingHosts.userId, "sana"));
    const result = await refreshHostCalendar(database.db, guard(), captureLogs().logger, "sana");
    expect(result).toEqual({ outcome: "no_calendar" });
    expect(await storedCalendar()).toEqual({ busy: [], readAt: null });
    expect(await offeredStarts()).toContain(MONDAY("10:00"));
  });
});

describe("refreshCalendars", () => {
  it("reads each calendar once a window, however many instances pass", async () => {
    const secret = await getOrCreateSecret(database.db, "rate_limit_key_secret");
    // Each instance makes its own limiter over the one database.
    const instanceClaims = () =>
      createSharedRateLimiter(
        { db: database.db, secret },
        { bucket: "calendar_refresh", limit: 1, windowMs: CALENDAR_REFRESH_MS },
      );
    const [first, second] = [instanceClaims(), instanceClaims()];
    const { logger } = captureLogs();
    const pass = (claims: typeof first, now: number) =>
      refreshCalendars(database.db, guard(), logger, claims, now);

    const both = await Promise.all([pass(first, NOW), pass(second, NOW)]);
    expect(requests).toBe(1);
    expect(both.map((counts) => counts.read).sort()).toEqual([0, 1]);
    await pass(first, NOW + 60_000);
    expect(requests).toBe(1);

    const nextWindow = NOW + CALENDAR_REFRESH_MS;
    await Promise.all([pass(first, nextWindow), pass(second, nextWindow)]);
    expect(requests).toBe(2);
    expect((await storedCalendar()).readAt?.getTime()).toBe(nextWindow);
  });

  it("leaves out hosts who stopped taking demos", async () => {
    await database.db.update(bookingHosts).set({ takesDemos: false });
    const secret = await getOrCreateSecret(database.db, "rate_limit_key_secret");
    const claims = createSharedRateLimiter(
      { db: database.db, secret },
      { bucket: "calendar_refresh", limit: 1, windowMs: CALENDAR_REFRESH_MS },
    );
    const counts = await refreshCalendars(database.db, guard(), captureLogs().logger, claims, NOW);
    expect(counts).toEqual({ read: 0, failed: 0 });
    expect(requests).toBe(0);
  });
});
