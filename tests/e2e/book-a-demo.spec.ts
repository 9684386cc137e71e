import { readFile } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import { ADMIN_STATE, E2E_ADMIN } from "./admin-fixtures.ts";
import { seriousViolations } from "./axe.ts";
import { queryRows } from "./db.ts";
import { leadRow, openList } from "./leads-console.ts";
import { uniqueNumber } from "./urdu-forms.ts";

// Book a Demo as a visitor on a phone does it: from the home page's button, a day, a time and
// the details (three choices), in English, in Urdu and without JavaScript; the confirmation,
// its invitation, and the links that move and cancel the meeting. The bookings share the first
// admin's hours (the default host), so the tests take turns, on the phone project only.

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => !isMobile, "one run at 390 px: the bookings share one host's times");

type StoredBooking = {
  id: string;
  status: string;
  starts_at: Date;
  locale: string;
  time_zone: string;
  lead_source: string;
  lead_email: string;
};

async function storedBooking(email: string): Promise<StoredBooking | undefined> {
  const [booking] = await queryRows<StoredBooking>(
    `SELECT b.id, b.status, b.starts_at, b.locale, b.time_zone, l.source AS lead_source,
            l.email AS lead_email
     FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE l.email = $1`,
    [email],
  );
  return booking;
}

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.pk`;
}

type Texts = {
  bookDemo: string;
  name: string;
  email: string;
  whatsapp: string;
  businessType: string;
  businessOption: string;
  submit: string;
  booked: string;
};

const ENGLISH: Texts = {
  bookDemo: "Book a Demo",
  name: "Full Name",
  email: "Email",
  whatsapp: "WhatsApp Number",
  businessType: "Business Type",
  businessOption: "Restaurant",
  submit: "Book the demo",
  booked: "Your demo is booked",
};

const URDU: Texts = {
  bookDemo: "ڈیمو بُک کریں",
  name: "پورا نام",
  email: "ای میل",
  whatsapp: "واٹس ایپ نمبر",
  businessType: "کاروبار کی قسم",
  businessOption: "ریسٹورنٹ",
  submit: "ڈیمو بُک کریں",
  booked: "آپ کا ڈیمو بک ہو گیا",
};

/**
 * From the home page (`home`), Book a Demo, then the three choices: the second day offered,
 * its first time, the details. Answers the start chosen (the radio's instant).
 */
async function bookFromHome(
  page: Page,
  home: string,
  texts: Texts,
  email: string,
  zone = "Asia/Karachi",
) {
  await page.goto(home);
  await page.getByRole("link", { name: texts.bookDemo, exact: true }).first().click();
  await expect(page).toHaveURL(/\/book(\?|$)/);
  // The times are shown in the visitor's zone (with JavaScript, the one the browser is in).
  await expect(page.locator("#booking-zone-shown")).toContainText(`(${zone})`);
  // 1. The day.
  await page.locator("nav[aria-labelledby=booking-day-step] a").nth(1).click();
  await expect(page.locator("nav[aria-labelledby=booking-day-step] a").nth(1)).toHaveAttribute(
    "aria-current",
    "date",
  );
  // 2. The time.
  const time = page.locator('input[name="start"]').first();
  const start = Number(await time.getAttribute("value"));
  await time.check();
  // 3. The details.
  await page.getByRole("textbox", { name: texts.name }).fill("Sana Khan");
  await page.getByRole("textbox", { name: texts.email }).fill(email);
  await page.getByRole("textbox", { name: texts.whatsapp }).fill(uniqueNumber().typed);
  await page.getByRole("combobox", { name: texts.businessType }).selectOption({
    label: texts.businessOption,
  });
  await page.getByRole("button", { name: texts.submit, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: texts.booked })).toBeVisible();
  return start;
}

/** The confirmation's "your time" reads `start` as the visitor's zone's clock shows it. */
async function expectTimeShown(page: Page, start: number, zone: string, intl: string) {
  const time = new Intl.DateTimeFormat(intl, { timeStyle: "short", timeZone: zone }).format(start);
  await expect(page.locator("[data-meeting-time]")).toContainText(time);
}

async function phoneContext(
  browser: Browser,
  options: { javaScriptEnabled?: boolean; timezoneId?: string },
) {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    ...options,
  });
}

test("a visitor books from Book a Demo in three choices, downloads the invite, then moves and cancels it", async ({
  browser,
}) => {
  // A booking, its invite, a move, a cancellation, then the console: some fifteen page loads,
  // past the default 30 s on CI's two busy cores.
  test.setTimeout(90_000);
  // London: the page finds the zone with Intl and shows every time on London's clock.
  const context = await phoneContext(browser, { timezoneId: "Europe/London" });
  const page = await context.newPage();
  const email = uniqueEmail("book-en");
  const start = await bookFromHome(page, "/", ENGLISH, email, "Europe/London");
  await expectTimeShown(page, start, "Europe/London", "en-PK");
  await expect(page.getByText(/\(Europe\/London\)/).first()).toBeVisible();

  const booking = await storedBooking(email);
  expect(booking).toMatchObject({ status: "booked", locale: "en", time_zone: "Europe/London" });
  expect(booking?.lead_source).toBe("demo_booking");
  expect(booking?.starts_at.getTime()).toBe(start);

  // The invitation, parsed by a maintained iCalendar parser, is at the instant chosen.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the invite (.ics)" }).click();
  const file = await readFile((await (await download).path()) as string, "utf8");
  const calendar = new ICAL.Component(ICAL.parse(file));
  expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  expect(event.startDate.toJSDate().getTime()).toBe(start);

  const cancelLink = await page
    .getByRole("link", { name: "Cancel the meeting" })
    .getAttribute("href");
  // Reschedule: the host's other times, one chosen.
  await page.getByRole("link", { name: "Reschedule" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new time" })).toBeVisible();
  const newTime = page.locator('input[name="start"]').nth(1);
  const moved = Number(await newTime.getAttribute("value"));
  await newTime.check();
  await page.getByRole("button", { name: "Move the meeting" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your demo is moved" })).toBeVisible();
  await expectTimeShown(page, moved, "Europe/London", "en-PK");
  expect((await storedBooking(email))?.starts_at.getTime()).toBe(moved);

  // Cancel, with a reason; the links then say the meeting was cancelled.
  await page.goto(cancelLink as string);
  await page.getByRole("textbox", { name: "Reason (optional)" }).fill("Travelling that week");
  await page.getByRole("button", { name: "Cancel the meeting" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Your demo is cancelled" }),
  ).toBeVisible();
  expect((await storedBooking(email))?.status).toBe("cancelled");
  await page.goto(cancelLink as string);
  await expect(page.getByText("This meeting was cancelled.")).toBeVisible();
  await context.close();

  // The booking's lead is in the console's Leads list.
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const console = await admin.newPage();
  await openList(console, `?search=${encodeURIComponent(email)}`);
  await expect(leadRow(console, "Sana Khan").first()).toBeVisible();
  await admin.close();
});

test("an Urdu visitor books from the Urdu home page, right to left", async ({ browser }) => {
  const context = await phoneContext(browser, { timezoneId: "Asia/Karachi" });
  const page = await context.newPage();
  const email = uniqueEmail("book-ur");
  const start = await bookFromHome(page, "/ur", URDU, email);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectTimeShown(page, start, "Asia/Karachi", "ur-PK-u-nu-latn");
  expect(await storedBooking(email)).toMatchObject({ locale: "ur", time_zone: "Asia/Karachi" });
  await context.close();

  // The meeting is on the console's Bookings screen, its lead beside it.
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const console = await admin.newPage();
  await console.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  await expect(
    console.getByRole("heading", { level: 2, name: "Upcoming meetings (1)" }),
  ).toBeVisible();
  await console
    .locator(":is(li, tr)", { hasText: "Sana Khan" })
    .filter({ visible: true })
    .getByRole("link")
    .first()
    .click();
  await expect(
    console.getByRole("heading", { level: 1, name: "Demo with Sana Khan" }),
  ).toBeVisible();
  await admin.close();
});

test("without JavaScript a visitor books from Book a Demo in three choices, in the site's zone", async ({
  browser,
}) => {
  const context = await phoneContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  const email = uniqueEmail("book-plain");
  const start = await bookFromHome(page, "/", ENGLISH, email);
  await expectTimeShown(page, start, "Asia/Karachi", "en-PK");
  expect(await storedBooking(email)).toMatchObject({ status: "booked", time_zone: "Asia/Karachi" });
  await context.close();
});

test("without JavaScript a visitor books in the zone they choose from the list", async ({
  browser,
}) => {
  const context = await phoneContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/book");
  await page.getByRole("combobox", { name: "Your time zone" }).selectOption("America/New_York");
  await page.getByRole("button", { name: "Show times" }).click();
  await expect(page.getByText(/^Times are shown in .*\(America\/New_York\)\.$/)).toBeVisible();
  const email = uniqueEmail("book-nojs");
  // The zone chosen is kept by the day links.
  await page.locator("nav[aria-labelledby=booking-day-step] a").nth(1).click();
  const time = page.locator('input[name="start"]').first();
  const start = Number(await time.getAttribute("value"));
  await time.check();
  await page.getByRole("textbox", { name: ENGLISH.name }).fill("Sana Khan");
  await page.getByRole("textbox", { name: ENGLISH.email }).fill(email);
  await page.getByRole("textbox", { name: ENGLISH.whatsapp }).fill(uniqueNumber().typed);
  await page.getByRole("combobox", { name: ENGLISH.businessType }).selectOption("Restaurant");
  await page.getByRole("button", { name: ENGLISH.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: ENGLISH.booked })).toBeVisible();
  await expectTimeShown(page, start, "America/New_York", "en-PK");
  expect(await storedBooking(email)).toMatchObject({ time_zone: "America/New_York" });
  await context.close();
});

test("a time taken meanwhile is refused with the times left, and what was typed is kept", async ({
  browser,
}) => {
  // One host's page: on /book a second host (other specs add some) would take the time instead.
  const [host] = await queryRows<{ slug: string }>(
    "SELECT h.slug FROM booking_hosts h JOIN users u ON u.id = h.user_id WHERE u.email = $1",
    [E2E_ADMIN.email],
  );
  const context = await phoneContext(browser, { javaScriptEnabled: false });
  const first = await context.newPage();
  const second = await context.newPage();
  for (const page of [first, second]) await page.goto(`/book/${host?.slug}?tz=Asia%2FKarachi`);
  const emails = [uniqueEmail("book-first"), uniqueEmail("book-second")];
  for (const [index, page] of [first, second].entries()) {
    await page.locator('input[name="start"]').first().check();
    await page.getByRole("textbox", { name: ENGLISH.name }).fill(`Visitor ${index}`);
    await page.getByRole("textbox", { name: ENGLISH.email }).fill(emails[index] as string);
    await page.getByRole("textbox", { name: ENGLISH.whatsapp }).fill(uniqueNumber().typed);
    await page.getByRole("combobox", { name: ENGLISH.businessType }).selectOption("Restaurant");
  }
  await first.getByRole("button", { name: ENGLISH.submit }).click();
  await expect(first.getByRole("heading", { level: 1, name: ENGLISH.booked })).toBeVisible();
  await second.getByRole("button", { name: ENGLISH.submit }).click();
  await expect(
    second.getByText("That time was just taken. Please choose another.").first(),
  ).toBeVisible();
  await expect(second.getByRole("textbox", { name: ENGLISH.email })).toHaveValue(
    emails[1] as string,
  );
  await expect(second.locator('input[name="start"]').first()).toBeVisible();
  expect(await storedBooking(emails[1] as string)).toBeUndefined();
  await context.close();
});

test("/book has no serious accessibility violations", async ({ page }) => {
  await page.goto("/book");
  expect(await seriousViolations(page)).toEqual([]);
});
