import { type Browser, expect as baseExpect, test } from "@playwright/test";
import ICAL from "ical.js";
import { mailHeader, mailPart } from "../helpers/mail-server.ts";
import { E2E_PORT } from "./fixtures.ts";
import { ownServerWithMail } from "./own-server.ts";
import { uniqueNumber } from "./urdu-forms.ts";

// Book a Demo's e-mails as they leave the built server (docs/decisions/0043-bookings-in-the-database.md):
// a visitor books on /book or /ur/book, and the invitation reaches them, in their language,
// and the host (the first admin on a fresh install), at a local SMTP server, with the invite
// attached at the instant chosen. A server of this spec's own: its mail goes there.

const ADMIN = { email: "demo-host@e2e.test", password: "demo-host-e2e-password" };

// The first start makes the admin and the default host; the outbox sends within seconds.
const expect = baseExpect.configure({ timeout: 20_000 });

const app = ownServerWithMail(E2E_PORT + 90, {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => !isMobile, "one run at 390 px: the bookings share one host's times");

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await app.start();
});

test.afterAll(async () => {
  await app.stop();
});

/** Books the first time of the second day offered on `path`; answers the start chosen. */
async function book(browser: Browser, path: string, email: string, labels: BookingLabels) {
  const context = await browser.newContext({
    baseURL: app.server.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    timezoneId: "Asia/Karachi",
  });
  const page = await context.newPage();
  await page.goto(path);
  await page.locator("nav[aria-labelledby=booking-day-step] a").nth(1).click();
  const time = page.locator('input[name="start"]').first();
  const start = Number(await time.getAttribute("value"));
  await time.check();
  await page.getByRole("textbox", { name: labels.name }).fill("Sana Khan");
  await page.getByRole("textbox", { name: labels.email }).fill(email);
  await page.getByRole("textbox", { name: labels.whatsapp }).fill(uniqueNumber().typed);
  await page.getByRole("combobox", { name: labels.businessType }).selectOption("Restaurant");
  await page.getByRole("button", { name: labels.submit, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: labels.booked })).toBeVisible();
  await context.close();
  return start;
}

type BookingLabels = Record<
  "name" | "email" | "whatsapp" | "businessType" | "submit" | "booked",
  string
>;

const ENGLISH: BookingLabels = {
  name: "Full Name",
  email: "Email",
  whatsapp: "WhatsApp Number",
  businessType: "Business Type",
  submit: "Book the demo",
  booked: "Your demo is booked",
};

const URDU: BookingLabels = {
  name: "پورا نام",
  email: "ای میل",
  whatsapp: "واٹس ایپ نمبر",
  businessType: "کاروبار کی قسم",
  submit: "ڈیمو بُک کریں",
  booked: "آپ کا ڈیمو بک ہو گیا",
};

/** The one e-mail to `to` whose subject matches, once it has arrived. */
async function mailTo(to: string, subject: RegExp) {
  const found = () =>
    app.mail.received.filter(
      (mail) => mail.to.includes(to) && subject.test(mailHeader(mail.raw, "Subject") ?? ""),
    );
  await expect.poll(() => found().length).toBe(1);
  return found()[0]!.raw;
}

/** The invitation attached to `raw`: its METHOD and its event's start, read by ical.js. */
function attachedInvite(raw: string) {
  const text = mailPart(raw, "text/calendar")?.body ?? "";
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return {
    method: calendar.getFirstPropertyValue("method"),
    start: event.startDate.toJSDate().getTime(),
    uid: event.uid,
  };
}

test("an English booking's invitation reaches the visitor and the host, at the time chosen", async ({
  browser,
}) => {
  const visitor = `mail-en-${Date.now()}@example.pk`;
  const start = await book(browser, "/book", visitor, ENGLISH);

  const toVisitor = await mailTo(visitor, /^Your demo with .* is booked/);
  const toHost = await mailTo(ADMIN.email, /Sana Khan/);
  const invites = [attachedInvite(toVisitor), attachedInvite(toHost)];
  for (const invite of invites) expect(invite).toMatchObject({ method: "REQUEST", start });
  // One meeting in both calendars.
  expect(invites[0]?.uid).toBe(invites[1]?.uid);
  // The visitor's e-mail carries the links that move and cancel it.
  const text = mailPart(toVisitor, "text/plain")?.body ?? "";
  expect(text).toMatch(/\/book\/reschedule\/[\w-]{43}/);
  expect(text).toMatch(/\/book\/cancel\/[\w-]{43}/);
});

test("an Urdu booking's e-mail is in Urdu, its links under /ur", async ({ browser }) => {
  const visitor = `mail-ur-${Date.now()}@example.pk`;
  const start = await book(browser, "/ur/book", visitor, URDU);

  const toVisitor = await mailTo(visitor, /ڈیمو بُک ہو گیا/);
  expect(attachedInvite(toVisitor)).toMatchObject({ method: "REQUEST", start });
  const text = mailPart(toVisitor, "text/plain")?.body ?? "";
  expect(text).toMatch(/\/ur\/book\/cancel\/[\w-]{43}/);
});
