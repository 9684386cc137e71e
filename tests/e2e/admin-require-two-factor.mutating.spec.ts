import { expect as baseExpect, type Page, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { createAccount, markRecentlyAuthenticated } from "./accounts.ts";
import { ADMIN_STATE, E2E_ADMIN } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";

// "Require two-factor authentication for everyone" (mutating: it holds every admin without
// two-factor, so it runs alone and is turned off again at the end). An admin without it is
// taken to set it up right after the password and the server refuses everything else.

const expect = baseExpect.configure({ timeout: 15_000 });

test.afterAll(async () => {
  await queryRows("UPDATE security_settings SET require_two_factor = false");
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin-auth");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test("with two-factor required, a second admin is sent through setup and reaches nothing else until done", async ({
  browser,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, "the same flow on every device");
  test.setTimeout(120_000);
  const owner = await createAccount("admin", "owner-password");
  const second = await createAccount("admin", "second-admin-password");
  const ownerContext = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": "198.18.4.10" },
  });
  const secondContext = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": "198.18.4.11" },
  });
  const ownerPage = await ownerContext.newPage();
  const page = await secondContext.newPage();

  // The owner has two-factor (as if set up on the Account screen) and turns the setting on.
  await signIn(ownerPage, owner.email, owner.password);
  await expect(ownerPage).toHaveURL(/\/admin$/);
  await queryRows("UPDATE users SET two_factor_enabled = true WHERE id = $1", [owner.id]);
  await ownerPage.goto("/admin/users");
  const setting = ownerPage.getByRole("switch", {
    name: "Require two-factor authentication for everyone",
  });
  await setting.click();
  await expect(
    ownerPage.getByText("Two-factor authentication is now required for everyone"),
  ).toBeVisible();

  // The second admin's password leads straight to the setup, with no way around it.
  await signIn(page, second.email, second.password);
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByText("Two-factor authentication is required for everyone.")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Leads" }),
  ).toHaveCount(0);
  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/admin\/account$/);
  const post = await page.request.post("/admin/users", {
    form: { intent: "end-sessions", id: owner.id },
    headers: { origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(302);
  expect(post.headers().location).toBe("/admin/account");
  expect(
    await queryRows("SELECT 1 FROM sessions WHERE user_id = $1", [owner.id]),
    "the owner's session was not ended",
  ).toHaveLength(1);

  // Set up: then the console opens.
  await page.getByLabel("Your password").fill(second.password);
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  await page
    .getByLabel("Code from your app")
    .fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("dialog", { name: "Save your recovery codes" });
  await codes.getByRole("button", { name: "Done" }).click();
  await page.goto("/admin/leads");
  await expect(page).toHaveURL(/\/admin\/leads$/);

  // Turning it off is a dangerous action: with an old sign-in, the owner confirms first.
  await queryRows(
    "UPDATE sessions SET authenticated_at = now() - interval '11 minutes' WHERE user_id = $1",
    [owner.id],
  );
  await ownerPage.reload();
  await setting.click();
  const confirm = ownerPage.getByRole("dialog", { name: "Confirm it's you" });
  await confirm.getByLabel("Your password").fill(owner.password);
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(
    ownerPage.getByText("Two-factor authentication is no longer required"),
  ).toBeVisible();
  await expect(setting).not.toBeChecked();

  const actions = await queryRows<{ action: string }>(
    "SELECT action FROM activity_log WHERE user_id = $1 ORDER BY id",
    [owner.id],
  );
  expect(actions.map((row) => row.action)).toEqual([
    "require_two_factor_on",
    "reauthenticate",
    "require_two_factor_off",
  ]);
  await ownerContext.close();
  await secondContext.close();
});

test("Sign everyone else out ends every session but the acting admin's", async ({
  browser,
  isMobile,
}) => {
  test.skip(isMobile, "the same flow on every device");
  test.setTimeout(90_000);
  // The shared admin acts, so its session, which later specs use, is the one kept.
  const other = await createAccount("admin", "another-admin-password");
  const otherPage = await (
    await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.18.4.20" } })
  ).newPage();
  await signIn(otherPage, other.email, other.password);
  await expect(otherPage).toHaveURL(/\/admin$/);

  await markRecentlyAuthenticated(E2E_ADMIN.email);
  const page = await (await browser.newContext({ storageState: ADMIN_STATE })).newPage();
  await page.goto("/admin/users");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Sign everyone else out" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Sign everyone else out?" });
  await confirm.getByRole("button", { name: "Sign everyone else out" }).click();
  await expect(page.getByText(/Signed everyone else out: \d+ sessions? ended/)).toBeVisible();

  await otherPage.goto("/admin");
  await expect(otherPage).toHaveURL(/\/admin-auth$/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "User Management" })).toBeVisible();
  const [entry] = await queryRows<{ action: string }>(
    "SELECT action FROM activity_log WHERE action = 'sessions_end_everyone' ORDER BY id DESC LIMIT 1",
  );
  expect(entry?.action).toBe("sessions_end_everyone");
});
