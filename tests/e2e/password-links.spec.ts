import { type Browser, expect as baseExpect, type Page, test } from "@playwright/test";
import { decodedMail, mailServer } from "../helpers/mail-server.ts";
import { E2E_PORT } from "./fixtures.ts";
import { type OwnServer, ownServer, signedInConsole } from "./own-server.ts";

// Invitations and password reset links with e-mail set up (docs/decisions/0028): a server of
// this spec's own e-mails a local SMTP server, and its clock is moved past a link's 48 hours.

const ADMIN = { email: "links-admin@e2e.test", password: "links-admin-e2e-password" };
const COLLEAGUE = { email: "colleague@e2e.test", name: "Colleague Links" };
const FIRST_PASSWORD = "violet staple orbit canyon";
const SECOND_PASSWORD = "amber lantern quietly drifts";
const HOUR = 60 * 60_000;
const USED = "This link has expired or was already used.";

// Password checks (zxcvbn) and hashing (scrypt) take seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const mail = mailServer();
let server: OwnServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await mail.start();
  server = ownServer(E2E_PORT + 85, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
  });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  await mail.stop();
});

test.beforeEach(() => test.setTimeout(90_000));

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL: server.baseURL })).newPage();
}

/**
 * The password link of the `nth` e-mail to `to` (0 the first), once it has arrived: its path
 * and query (the server's address in the mail is PUBLIC_URL's, here http://localhost:PORT).
 */
async function linkMailedTo(to: string, nth: number): Promise<string> {
  const mails = () => mail.received.filter((message) => message.to.includes(to));
  await expect.poll(() => mails().length).toBeGreaterThan(nth);
  const found = decodedMail(mails()[nth]?.raw ?? "").match(
    /http:\/\/localhost:\d+(\/admin-auth\/reset\?token=[\w-]+)/,
  );
  expect(found).not.toBeNull();
  return found?.[1] as string;
}

async function choosePassword(page: Page, password: string, button: string) {
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: button }).click();
}

test("an invitation e-mailed to a new colleague sets their password and signs them in; it works once", async ({
  browser,
}) => {
  const admin = await signedInConsole(browser, server, ADMIN);
  await admin.goto("/admin/users");
  await admin.getByRole("button", { name: "Add User" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add User" });
  await dialog.getByLabel("Email").fill(COLLEAGUE.email);
  await dialog.getByLabel("Full Name").fill(COLLEAGUE.name);
  await dialog.getByRole("checkbox", { name: "Send an invitation" }).check();
  await expect(dialog.getByLabel("Password")).toHaveCount(0);
  await dialog.getByLabel("Role").selectOption("admin");
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(
    admin.getByText(`User created. An invitation was e-mailed to ${COLLEAGUE.email}.`),
  ).toBeVisible();
  const link = await linkMailedTo(COLLEAGUE.email, 0);

  // Opened twice before it is used: the second tab's save comes too late.
  const late = await newPage(browser);
  await late.goto(link);
  const colleague = await newPage(browser);
  await colleague.goto(link);
  await expect(colleague.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await choosePassword(colleague, FIRST_PASSWORD, "Save password and sign in");
  await expect(colleague).toHaveURL(/\/admin$/);
  await expect(colleague.getByText(COLLEAGUE.email).first()).toBeVisible();

  await choosePassword(late, "another long phrase to try", "Save password and sign in");
  await expect(late.getByRole("alert").filter({ hasText: USED })).toBeVisible();
  await expect(late).toHaveURL(/\/admin-auth\/reset/);
  const again = await newPage(browser);
  await again.goto(link);
  await expect(again.getByRole("heading", { name: "This link can't be used" })).toBeVisible();
});

test("Forgot password? e-mails a link that works once and ends the person's other sessions; any address gets the same answer", async ({
  browser,
}) => {
  const elsewhere = await signedInConsole(browser, server, {
    email: COLLEAGUE.email,
    password: FIRST_PASSWORD,
  });

  const page = await newPage(browser);
  await page.goto("/admin-auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password?" })).toBeVisible();
  await page.getByLabel("Email").fill("nobody-here@e2e.test");
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

  await page.goto("/admin-auth/forgot");
  await page.getByLabel("Email").fill(COLLEAGUE.email.toUpperCase());
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  const link = await linkMailedTo(COLLEAGUE.email, 1);
  expect(mail.received.some((message) => message.to.includes("nobody-here@e2e.test"))).toBe(false);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await choosePassword(page, SECOND_PASSWORD, "Save and sign in");
  await expect(page).toHaveURL(/\/admin$/);

  // The session signed in before the reset has ended.
  await elsewhere.goto("/admin/users");
  await expect(elsewhere).toHaveURL(/\/admin-auth/);

  const again = await newPage(browser);
  await again.goto(link);
  await expect(again.getByRole("heading", { name: "This link can't be used" })).toBeVisible();
});

test("a reset link an admin sends stops working after 48 hours", async ({ browser }) => {
  const admin = await signedInConsole(browser, server, ADMIN);
  await admin.goto("/admin/users");
  await admin
    .getByRole("button", { name: `Send password reset link to ${COLLEAGUE.name}` })
    .click();
  await expect(
    admin.getByText(`A link to choose a new password was e-mailed to ${COLLEAGUE.email}.`),
  ).toBeVisible();
  const link = await linkMailedTo(COLLEAGUE.email, 2);

  const page = await newPage(browser);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await server.moveClock(48 * HOUR + 60_000);
  await choosePassword(page, FIRST_PASSWORD, "Save and sign in");
  await expect(page.getByRole("alert").filter({ hasText: USED })).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link can't be used" })).toBeVisible();
});
