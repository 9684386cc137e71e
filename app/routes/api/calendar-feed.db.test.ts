import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookDemo } from "#app/modules/bookings/book-demo.server.ts";
import { calendarFeedPath } from "#app/modules/bookings/calendar-feed.ts";
import { renewFeedToken } from "#app/modules/bookings/host-feed-token.server.ts";
import { readOfferedTimes } from "#app/modules/bookings/offered-times.server.ts";
import { type AppHarness, createAppHarness, SITE } from "../../../tests/helpers/app-harness.ts";
import { addHost, demoRequest } from "../../../tests/helpers/booking-hosts.ts";
import { loader } from "./calendar-feed.ts";

// GET /calendar/{token}.ics through the app's request pipeline: the host's meetings for a
// subscriber, a bare 404 for any other token, and a limit per client address.

let app: AppHarness;
let token: string;
let uid: string;
beforeAll(async () => {
  app = await createAppHarness({ site: { "calendar/:feedFile": { loader } } });
  await addHost(app.db, "sana");
  // The host's first time offered from now: the feed's meeting is upcoming, as a real one is.
  const now = Date.now();
  const [first] = (await readOfferedTimes(app.db, { host: { id: "sana" }, now })).times;
  const result = await bookDemo(app.db, demoRequest(first!.start, { host: { slug: "sana" }, now }));
  if (result.repeated) throw new Error("not a repeat");
  uid = result.booking.uid;
  token = (await renewFeedToken(app.db, "sana"))!;
});
afterAll(() => app.close());

const feed = (path: string, ip?: string, headers: HeadersInit = {}) =>
  app.send(new Request(`${SITE}${path}`, { headers }), ip);

describe("the calendar feed's address", () => {
  it("answers the host's calendar, then 304 to its own ETag", async () => {
    const response = await feed(calendarFeedPath(token));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const uids = calendar
      .getAllSubcomponents("vevent")
      .map((event) => event.getFirstPropertyValue("uid"));
    expect(uids).toEqual([uid]);
    const etag = response.headers.get("etag")!;
    const again = await feed(calendarFeedPath(token), undefined, { "If-None-Match": etag });
    expect(again.status).toBe(304);
  });

  it("answers the same bare 404 for a wrong token, a name without .ics and a malformed one", async () => {
    for (const path of [
      calendarFeedPath("A".repeat(43)),
      `/calendar/${token}`,
      `/calendar/${token}.ics.ics`,
      "/calendar/..%2Fetc.ics",
    ]) {
      const response = await feed(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toBe("Not found");
    }
  });

  it("limits each client address, others still served", async () => {
    const busy = "198.51.100.7";
    let last: Response | undefined;
    for (let request = 0; request <= 300; request++) {
      last = await feed(calendarFeedPath(token), busy);
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await feed(calendarFeedPath(token), "198.51.100.8")).status).toBe(200);
  });
});
