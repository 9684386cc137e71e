import { type Browser, expect, type Page, type TestInfo, test } from "@playwright/test";
import { createAccount } from "./accounts.ts";
import { ADMIN_STATE, E2E_ADMIN } from "./admin-fixtures.ts";
import { seriousViolations } from "./axe.ts";
import { queryRows } from "./db.ts";
import { waitForHydration } from "./hydration.ts";

// The console's Bookings (docs/decisions/0043-bookings-in-the-database.md): the meetings list,
// a meeting's page (done, cancel with a reason), the availability tab, and a User who sees only
// the demos booked with them. Each test books its own meetings straight into the database, at
// times of its own (the hosts' meetings may not overlap), named with a unique marker.

const HOUR = 3_600_000;

function makeMarker(testInfo: TestInfo) {
  return `Booking-${Date.now()}-${testInfo.project.name}-${Math.random().toString(36).slice(2, 7)}`;
}

async function userIdOf(email: string): Promise<string> {
  const [user] = await queryRows<{ id: string }>("SELECT id FROM users WHERE email = $1", [email]);
  return user!.id;
}

/** Makes the user a host (the first admin is one already on a fresh install). */
async function makeHost(userId: string, slug: string) {
  await queryRows(
    `INSERT INTO booking_hosts (user_id, slug, time_zone, weekly_hours)
     VALUES ($1, $2, 'Asia/Karachi', '{"monday":[{"start":"10:00","end":"17:00"}]}')
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, slug],
  );
}

/**
 * A booked demo with `hostId` for a new lead named `{marker} {who}`, `hoursFromNow` ahead (or
 * ago, negative), at a random half hour so parallel runs never hold the same time.
 */
async function bookDemo(hostId: string, marker: string, who: string, hoursFromNow: number) {
  const slot = Math.floor(Math.random() * 20_000) * HOUR;
  const start =
    Math.floor(Date.now() / HOUR) * HOUR + hoursFromNow * HOUR + Math.sign(hoursFromNow) * slot;
  const [lead] = await queryRows<{ id: string }>(
    `INSERT INTO leads (name, email, whatsapp_number, source)
     VALUES ($1, $2, '+923001234567', 'demo_booking') RETURNING id`,
    [`${marker} ${who}`, `${marker.toLowerCase()}-${who.toLowerCase()}@example.pk`],
  );
  const [booking] = await queryRows<{ id: string }>(
    `INSERT INTO bookings (host_id, lead_id, starts_at, ends_at, held_from, held_until, time_zone,
       uid, reschedule_token_hash, cancel_token_hash, notes)
     VALUES ($1, $2, $3, $4, $3, $4, 'Europe/London', $5, $6, $7, 'Interested in the WhatsApp bot')
     RETURNING id`,
    [
      hostId,
      lead!.id,
      new Date(start),
      new Date(start + HOUR / 2),
      `${crypto.randomUUID()}@e2e.test`,
      crypto.randomUUID(),
      crypto.randomUUID(),
    ],
  );
  return { bookingId: booking!.id, leadId: lead!.id };
}

async function storedBooking(id: string) {
  const [row] = await queryRows<{ status: string; cancel_reason: string | null }>(
    "SELECT status, cancel_reason FROM bookings WHERE id = $1",
    [id],
  );
  return row;
}

/** A new console account of `role` who takes demos, signed in in a browser context of its own. */
async function signedInHost(browser: Browser, role: "admin" | "user", marker: string) {
  const account = await createAccount(role, `bookings-${role}-passphrase`);
  await makeHost(account.id, `${role}-${marker.toLowerCase()}`);
  // Signed out: not the first admin's saved session the spec's pages start from.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto("/admin-auth");
  await page.getByRole("textbox", { name: "Email" }).fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  return { page, id: account.id };
}

/** A meeting of the list: a card on a phone, a table row on a wider screen. */
function meeting(page: Page, leadName: string) {
  return page.locator(":is(li, tr)", { hasText: leadName }).filter({ visible: true });
}

test.describe("an admin", () => {
  test.use({ storageState: ADMIN_STATE });

  test("finds a past meeting and marks it done; the lead's timeline tells it", async ({
    page,
  }, testInfo) => {
    const marker = makeMarker(testInfo);
    const admin = await userIdOf(E2E_ADMIN.email);
    await makeHost(admin, "e2e-admin");
    const { bookingId, leadId } = await bookDemo(admin, marker, "Past", -2);

    await page.goto(`/admin/bookings?when=past&q=${encodeURIComponent(marker)}`);
    await expect(page.getByRole("heading", { level: 2, name: "Past meetings (1)" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await meeting(page, `${marker} Past`).getByRole("link").click();

    await expect(
      page.getByRole("heading", { level: 1, name: `Demo with ${marker} Past` }),
    ).toBeVisible();
    await expect(page.getByText("Interested in the WhatsApp bot")).toBeVisible();
    await expect(page.getByText("Visitor's time (Europe/London)")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await waitForHydration(page, page.getByRole("button", { name: "Done" }));
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("status").getByText("Marked done")).toBeVisible();
    await expect(page.getByRole("button", { name: "No-show" })).toBeVisible();
    expect((await storedBooking(bookingId))?.status).toBe("done");

    await page.getByRole("link", { name: `${marker} Past` }).click();
    await expect(page.getByText(/^Demo of .* done$/)).toBeVisible();
    expect(page.url()).toContain(leadId);
  });

  test("cancels an upcoming meeting with a reason the visitor is told", async ({
    page,
  }, testInfo) => {
    const marker = makeMarker(testInfo);
    const admin = await userIdOf(E2E_ADMIN.email);
    await makeHost(admin, "e2e-admin");
    const { bookingId } = await bookDemo(admin, marker, "Upcoming", 48);

    await page.goto(`/admin/bookings?q=${encodeURIComponent(marker)}`);
    await meeting(page, `${marker} Upcoming`).getByRole("link").click();
    await expect(page.getByRole("link", { name: "Remind on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/923001234567\?text=Hello/,
    );
    await waitForHydration(page, page.getByRole("button", { name: "Cancel meeting" }));
    await page.getByLabel("Reason (optional)").fill("The host is unwell");
    await page.getByRole("button", { name: "Cancel meeting" }).click();
    await expect(page.getByText("Meeting cancelled. The visitor is told.")).toBeVisible();
    await expect(page.getByText("The host is unwell")).toBeVisible();
    expect(await storedBooking(bookingId)).toEqual({
      status: "cancelled",
      cancel_reason: "The host is unwell",
    });
  });

  test("moves a meeting to another host, keeping its time", async ({ page }, testInfo) => {
    const marker = makeMarker(testInfo);
    const admin = await userIdOf(E2E_ADMIN.email);
    await makeHost(admin, "e2e-admin");
    const colleague = await createAccount("moderator", "bookings-colleague-passphrase");
    await makeHost(colleague.id, `colleague-${marker.toLowerCase()}`);
    const { bookingId } = await bookDemo(admin, marker, "Moved", 96);

    await page.goto(`/admin/bookings/${bookingId}`);
    const host = page.getByLabel("Another host");
    await waitForHydration(page, host);
    await host.selectOption(colleague.id);
    await page.getByRole("button", { name: "Reassign" }).click();
    await expect(page.getByText("Meeting moved to another host.", { exact: false })).toBeVisible();
    const [moved] = await queryRows<{ host_id: string; sequence: number }>(
      "SELECT host_id, sequence FROM bookings WHERE id = $1",
      [bookingId],
    );
    expect(moved).toEqual({ host_id: colleague.id, sequence: 1 });
  });

  test("moves a deactivated host's upcoming meetings to another", async ({ page }, testInfo) => {
    const marker = makeMarker(testInfo);
    const admin = await userIdOf(E2E_ADMIN.email);
    await makeHost(admin, "e2e-admin");
    const leaver = await createAccount("user", "bookings-leaver-passphrase");
    await makeHost(leaver.id, `leaver-${marker.toLowerCase()}`);
    const { bookingId } = await bookDemo(leaver.id, marker, "Stranded", 120);
    await queryRows("UPDATE users SET status = 'inactive' WHERE id = $1", [leaver.id]);

    await page.goto("/admin/bookings/availability");
    const target = page.locator(`#reassign-${leaver.id}`);
    await waitForHydration(page, target);
    await target.selectOption(admin);
    await page
      .getByRole("listitem")
      .filter({ has: target })
      .getByRole("button", { name: "Reassign" })
      .click();
    await expect(page.getByRole("status").getByText("Moved 1 meeting")).toBeVisible();
    const [moved] = await queryRows<{ host_id: string }>(
      "SELECT host_id FROM bookings WHERE id = $1",
      [bookingId],
    );
    expect(moved?.host_id).toBe(admin);
  });

  test("counts the demos on the dashboard and Analytics", async ({ page }, testInfo) => {
    const admin = await userIdOf(E2E_ADMIN.email);
    await makeHost(admin, "e2e-admin");
    await bookDemo(admin, makeMarker(testInfo), "Counted", 24);
    await page.goto("/admin");
    const demos = page.getByRole("region", { name: "Demos" });
    // Other tests book and cancel beside this one: at least the one just booked is counted.
    await expect(demos.getByRole("link", { name: /Upcoming demos/ })).toContainText(/[1-9]/);
    await page.goto("/admin/analytics");
    await expect(page.getByText("Demos booked", { exact: true })).toBeVisible();
  });

  test("edits their availability", async ({ browser }, testInfo) => {
    // An admin of their own: the first admin's host row is every other test's.
    const { page, id } = await signedInHost(browser, "admin", makeMarker(testInfo));
    await page.goto("/admin/bookings/availability");
    await expect(page.getByRole("heading", { name: "Your availability" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const field = page.getByLabel("Meeting length (minutes)");
    await waitForHydration(page, field);
    await field.fill("45");
    await page.getByRole("button", { name: "Add hours to Saturday" }).click();
    await page.getByRole("button", { name: "Save availability" }).click();
    await expect(page.getByRole("status").getByText("Availability saved")).toBeVisible();
    const [after] = await queryRows<{ meeting_minutes: number; weekly_hours: object }>(
      "SELECT meeting_minutes, weekly_hours FROM booking_hosts WHERE user_id = $1",
      [id],
    );
    expect(after).toMatchObject({
      meeting_minutes: 45,
      weekly_hours: { saturday: [{ start: "09:00", end: "17:00" }] },
    });
    await page.context().close();
  });
});

test("a User sees and opens only the demos booked with them", async ({ browser }, testInfo) => {
  const marker = makeMarker(testInfo);
  const { page, id } = await signedInHost(browser, "user", marker);
  await bookDemo(id, marker, "Mine", 72);
  const admin = await userIdOf(E2E_ADMIN.email);
  await makeHost(admin, "e2e-admin");
  const { bookingId: othersId } = await bookDemo(admin, marker, "Others", 72);

  await page.goto("/admin/bookings");
  await page.getByLabel("Search").fill(marker);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(meeting(page, `${marker} Mine`)).toBeVisible();
  await expect(page.getByText(`${marker} Others`)).toHaveCount(0);
  await expect(page.getByLabel("Host")).toHaveCount(0);

  const response = await page.goto(`/admin/bookings/${othersId}`);
  expect(response?.status()).toBe(403);
  await page.context().close();
});

test("without JavaScript, a host adds a day's hours and saves them", async ({
  browser,
}, testInfo) => {
  const signedIn = await signedInHost(browser, "user", makeMarker(testInfo));
  const state = await signedIn.page.context().storageState();
  await signedIn.page.context().close();
  const context = await browser.newContext({ storageState: state, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admin/bookings/availability");
  await page.getByRole("button", { name: "Add hours to Sunday" }).click();
  await expect(page.getByLabel("Sunday, range 1: From")).toHaveValue("09:00");
  await page.getByLabel("Sunday, range 1: To").fill("13:00");
  await page.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByText("Availability saved")).toBeVisible();
  const [host] = await queryRows<{ weekly_hours: Record<string, unknown> }>(
    "SELECT weekly_hours FROM booking_hosts WHERE user_id = $1",
    [signedIn.id],
  );
  expect(host?.weekly_hours.sunday).toEqual([{ start: "09:00", end: "13:00" }]);
  await context.close();
});
