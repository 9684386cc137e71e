import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { UserRole } from "#app/db/enums.ts";
import { securitySettings } from "#app/db/schema.ts";
import { signInToConsole } from "#app/modules/auth/session.server.ts";
import { createUser } from "#app/modules/users/users.server.ts";
import { type AppHarness, createAppHarness, SITE } from "../../../tests/helpers/app-harness.ts";
import { loader } from "./events.ts";

// GET /events through the app's pipeline: who gets the console's own events, and how many
// streams are open at once.

let app: AppHarness;
beforeAll(async () => {
  app = await createAppHarness(
    { site: { events: { loader } } },
    { SSE_CONNECTION_LIMIT: "2", SSE_TOTAL_CONNECTION_LIMIT: "3" },
  );
});
afterAll(() => app.close());

/** Every test's streams end with it, so the next one starts with all slots free. */
const openStreams = new Set<AbortController>();
afterEach(() => {
  for (const abort of openStreams) abort.abort();
  openStreams.clear();
});

/** Opens a stream; `close` ends it (as the browser going away does) and gives all it carried. */
async function openStream(headers: Record<string, string> = {}, ip?: string) {
  const abort = new AbortController();
  openStreams.add(abort);
  const response = await app.send(
    new Request(`${SITE}/events`, { headers, signal: abort.signal }),
    ip,
  );
  return {
    response,
    async close() {
      abort.abort();
      return response.body ? await new Response(response.body).text() : "";
    },
  };
}

/** Resolves once the visitors count has been read: every stream listening has been sent it. */
function visitorsCountRead(): Promise<void> {
  return new Promise((resolve) => {
    const stop = app.services.analytics.recentVisitors.subscribe(() => {
      queueMicrotask(stop);
      resolve();
    });
  });
}

/** A session cookie of a new active console user of `role`. */
async function cookieOfNew(role: UserRole): Promise<string> {
  const person = { email: `${role}@events.test`, password: "a long passphrase for events" };
  await createUser(app.db, app.services.hashPassword, null, {
    ...person,
    name: role,
    role,
    status: "active",
  });
  const signedIn = await signInToConsole(app.services, new Request(`${SITE}/admin-auth`), person);
  if (!signedIn.ok) throw new Error(`${role} could not sign in: ${signedIn.reason}`);
  return signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe("the console's events on /events", () => {
  it("carry visitor counts only to whom Analytics is open (ADR 0027)", async () => {
    const seen: Record<string, boolean> = {};
    for (const role of ["user", "moderator", "admin"] as const) {
      const stream = await openStream({ cookie: await cookieOfNew(role) });
      expect(stream.response.status).toBe(200);
      await visitorsCountRead();
      seen[role] = (await stream.close()).includes("event: visitors");
    }
    expect(seen).toEqual({ user: false, moderator: true, admin: true });
  });

  it("are not sent to an admin held for two-factor setup", async () => {
    const cookie = await app.adminCookie();
    const admin = await openStream({ cookie });
    await visitorsCountRead();
    expect(await admin.close()).toContain("event: visitors");

    await app.db.insert(securitySettings).values({ id: 1, requireTwoFactor: true });
    const held = await openStream({ cookie });
    expect(held.response.status).toBe(200);
    await visitorsCountRead();
    expect(await held.close()).not.toContain("event: visitors");
  });
});

describe("the limits of open streams", () => {
  it("counts the addresses of one IPv6 /64 as one client", async () => {
    const streams = [
      await openStream({}, "2001:db8:7:1::a"),
      await openStream({}, "2001:db8:7:1:ffff::b"),
    ];
    expect(streams.map((stream) => stream.response.status)).toEqual([200, 200]);
    const refused = await openStream({}, "2001:db8:7:1::c");
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toBe("30");
    // Another /64 is another client.
    const neighbour = await openStream({}, "2001:db8:7:2::a");
    expect(neighbour.response.status).toBe(200);
  });

  it("refuses the next stream of any client once the instance holds its total", async () => {
    const streams = [
      await openStream({}, "198.51.100.1"),
      await openStream({}, "198.51.100.2"),
      await openStream({}, "198.51.100.3"),
    ];
    expect(streams.map((stream) => stream.response.status)).toEqual([200, 200, 200]);
    const refused = await openStream({}, "198.51.100.4");
    expect(refused.response.status).toBe(503);
    expect(refused.response.headers.get("retry-after")).toBe("30");
    await streams[0]?.close();
    const next = await openStream({}, "198.51.100.4");
    expect(next.response.status).toBe(200);
  });
});
