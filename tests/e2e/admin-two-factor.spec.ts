import { readFile } from "node:fs/promises";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { createAccount } from "./accounts.ts";
import { queryRows } from "./db.ts";
import { E2E_SERVER_LOG } from "./fixtures.ts";

// Two-factor sign-in end to end. The codes are computed here from the setup key the Account
// screen shows, at times the test chooses (otpauth), as an authenticator app would.

// Each step hashes a password or checks a code on a shared, busy machine: room to answer.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({
  extraHTTPHeaders: { "x-forwarded-for": `198.18.0.${Math.floor(Math.random() * 200) + 20}` },
});

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto("/admin-auth");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
}

test("an admin turns on two-factor; sign-in then needs a code, a recovery code works once, wrong codes are limited", async ({
  page,
  isMobile,
}) => {
  test.skip(
    isMobile,
    "the same flow on every device; the Account screen's layout is checked on phones in accessibility",
  );
  // Many sign-ins in one journey.
  test.setTimeout(120_000);
  const admin = await createAccount("admin", "two-factor-password");

  // Signed in with the password alone, the admin sets up an authenticator.
  await page.goto("/admin-auth");
  await page.getByRole("textbox", { name: "Email" }).fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/account");
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await page.getByLabel("Your password").fill("not-the-password");
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(page.getByText("The password is not right.")).toBeVisible();
  await page.getByLabel("Your password").fill(admin.password);
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await page.getByLabel("Code from your app").fill(codeAt(secret, Date.now() - 5 * 60_000));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("That code is not right. Try the current one.")).toBeVisible();
  await page.getByLabel("Code from your app").fill(codeAt(secret, Date.now()));
  await page.getByRole("button", { name: "Turn on" }).click();
  const dialog = page.getByRole("dialog", { name: "Save your recovery codes" });
  await expect(dialog).toBeVisible();
  const recoveryCodes = await dialog.getByRole("listitem").allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText("10 of 10 recovery codes left")).toBeVisible();

  // Stored hashed, and the secret encrypted: neither appears in the database as shown.
  const [row] = await queryRows<{ secret: string; backup_codes: string }>(
    "SELECT secret, backup_codes FROM two_factors WHERE user_id = $1",
    [admin.id],
  );
  expect(row?.secret).not.toContain(secret);
  for (const code of recoveryCodes) expect(row?.backup_codes).not.toContain(code);

  // Signed out, the password alone is not enough: the code comes next.
  const sessionCount = async () =>
    (await queryRows("SELECT 1 FROM sessions WHERE user_id = $1", [admin.id])).length;
  const sessionsBefore = await sessionCount();
  await page.context().clearCookies();
  await signInWithPassword(page, admin.email, admin.password);
  expect(await sessionCount()).toBe(sessionsBefore);
  // The next period's code: the one just used to turn it on may still be current.
  await page.getByLabel("Authentication code").fill(codeAt(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Login Successful")).toBeVisible();

  // A recovery code signs in once.
  const [recovery] = recoveryCodes;
  for (const expected of ["accepted", "refused"]) {
    await page.context().clearCookies();
    await signInWithPassword(page, admin.email, admin.password);
    await page.getByRole("link", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(recovery ?? "");
    await page.getByRole("button", { name: "Verify" }).click();
    if (expected === "accepted") await expect(page).toHaveURL(/\/admin$/);
    else {
      await expect(
        page.getByText("That recovery code is not right or was used already.").first(),
      ).toBeVisible();
    }
  }

  // Wrong codes for this account are cut off, then even the right one waits.
  await page.getByRole("link", { name: "Use your authenticator app instead" }).click();
  const statuses: number[] = [];
  while (!statuses.includes(429) && statuses.length < 10) {
    await page.getByLabel("Authentication code").fill("000000");
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && response.url().includes("/admin-auth"),
    );
    await page.getByRole("button", { name: "Verify" }).click();
    statuses.push((await answer).status());
  }
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
  const attempts = statuses.length;
  expect(attempts).toBeLessThanOrEqual(5);
  await page.getByLabel("Authentication code").fill(codeAt(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Too many attempts").first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin-auth/);

  const actions = await queryRows<{ action: string }>(
    "SELECT action FROM activity_log WHERE entity_id = $1 ORDER BY id",
    [admin.id],
  );
  expect(actions.map((entry) => entry.action)).toContain("two_factor_enable");

  // Every attempt is logged with its reason, and no secret reaches the log.
  await expect
    .poll(async () => (await readFile(E2E_SERVER_LOG, "utf8")).includes(admin.id))
    .toBe(true);
  const log = await readFile(E2E_SERVER_LOG, "utf8");
  const signIns = log
    .split("\n")
    .filter((line) => line.includes('"event":"auth.sign_in"') && line.includes(admin.id));
  for (const reason of ["invalid_code", "invalid_recovery_code", "rate_limited"]) {
    expect(
      signIns.some((line) => line.includes(`"reason":"${reason}"`)),
      reason,
    ).toBe(true);
  }
  expect(signIns.some((line) => line.includes('"outcome":"success"'))).toBe(true);
  expect(log).not.toContain(secret);
  expect(log).not.toContain(admin.password);
  for (const code of recoveryCodes) expect(log).not.toContain(code);
});
