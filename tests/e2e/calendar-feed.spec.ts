import { createHash, randomBytes, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import { queryRows } from "./db.ts";
import { E2E_SERVER_LOG } from "./fixtures.ts";

// A host's private calendar feed as a calendar program subscribes to it: /calendar/{token}.ics
// answers their meetings as iCalendar, revalidates by ETag, and says nothing of a wrong token;
// the token never reaches the server's log.

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A host with a feed token and one booked meeting tomorrow, seeded as the app stores them. */
async function seedHostWithMeeting(label: string) {
  const suffix = `${Date.now()}-${randomBytes(3).toString("hex")}`;
  const hostId = `feed-host-${suffix}`;
  const token = randomBytes(32).toString("base64url");
  await queryRows(
    "INSERT INTO users (id, email, name, role, status) VALUES ($1, $2, $3, 'user', 'active')",
    [hostId, `${hostId}@example.pk`, "Feed Host"],
  );
  await queryRows(
    `INSERT INTO booking_hosts (user_id, slug, time_zone, place_kind, place_details, feed_token_hash)
     VALUES ($1, $2, 'Asia/Karachi', 'address', 'Office 4, MM Alam Road, Lahore', $3)`,
    [hostId, hostId, sha256(token)],
  );
  const [lead] = await queryRows<{ id: string }>(
    "INSERT INTO leads (name, email, source) VALUES ($1, $2, 'demo_booking') RETURNING id",
    [`Ayesha ${label}`, `ayesha-${suffix}@example.pk`],
  );
  const bookingId = randomUUID();
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 86_400_000);
  const end = new Date(start.getTime() + 30 * 60_000);
  await queryRows(
    `INSERT INTO bookings (id, host_id, lead_id, starts_at, ends_at, held_from, held_until, time_zone,
       uid, reschedule_token_hash, cancel_token_hash)
     VALUES ($1, $2, $3, $4, $5, $4, $5, 'Asia/Karachi', $6, $7, $8)`,
    [
      bookingId,
      hostId,
      lead!.id,
      start,
      end,
      `${bookingId}@dmflow.test`,
      sha256(`reschedule-${bookingId}`),
      sha256(`cancel-${bookingId}`),
    ],
  );
  return { token, uid: `${bookingId}@dmflow.test`, start, leadName: `Ayesha ${label}` };
}

test("a host's feed lists their booking as iCalendar and revalidates by its ETag", async ({
  request,
}, testInfo) => {
  const seeded = await seedHostWithMeeting(testInfo.project.name);
  const response = await request.get(`/calendar/${seeded.token}.ics`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("private, max-age=300");
  expect(response.headers()["x-robots-tag"]).toBe("noindex");

  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
  const event = calendar
    .getAllSubcomponents("vevent")
    .find((candidate) => candidate.getFirstPropertyValue("uid") === seeded.uid);
  expect(event).toBeDefined();
  const meeting = new ICAL.Event(event!);
  expect(meeting.startDate.toJSDate().getTime()).toBe(seeded.start.getTime());
  expect(meeting.summary).toBe(`Demo: ${seeded.leadName}`);
  expect(meeting.location).toBe("Office 4, MM Alam Road, Lahore");
  expect(event!.getFirstPropertyValue("status")).toBe("CONFIRMED");

  const etag = response.headers().etag;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await request.get(`/calendar/${seeded.token}.ics`, {
    headers: { "If-None-Match": etag! },
  });
  expect(again.status()).toBe(304);
});

test("an unknown or revoked token answers a bare 404, and no token reaches the log", async ({
  request,
}, testInfo) => {
  const seeded = await seedHostWithMeeting(testInfo.project.name);
  const unknown = randomBytes(32).toString("base64url");
  const missing = await request.get(`/calendar/${unknown}.ics`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toBe("Not found");

  await queryRows("UPDATE booking_hosts SET feed_token_hash = NULL WHERE feed_token_hash = $1", [
    sha256(seeded.token),
  ]);
  const revoked = await request.get(`/calendar/${seeded.token}.ics`);
  expect(revoked.status()).toBe(404);
  expect(await revoked.text()).toBe("Not found");

  // The access lines are written in batches: wait for the last request's, its path masked.
  const lastId = revoked.headers()["x-request-id"]!;
  const accessLine = async () =>
    (await readFile(E2E_SERVER_LOG, "utf8"))
      .split("\n")
      .find((line) => line.includes(`"reqId":"${lastId}"`) && line.includes("http.request"));
  await expect.poll(accessLine).toContain('"path":"/calendar/[token]"');
  const log = await readFile(E2E_SERVER_LOG, "utf8");
  expect(log).not.toContain(seeded.token);
  expect(log).not.toContain(unknown);
});
