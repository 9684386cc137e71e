import { expect as baseExpect, type Page, test } from "@playwright/test";
import { createAccount } from "./accounts.ts";
import { queryRows } from "./db.ts";

// The Account screen's sessions: a second browser signed in as the same admin is listed, and
// "Sign out everywhere else" ends it at its next request. User Management counts them.

const expect = baseExpect.configure({ timeout: 15_000 });

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin-auth");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test("an admin sees their sessions and signs out everywhere else", async ({
  browser,
  isMobile,
}) => {
  test.skip(isMobile, "the same flow on every device");
  test.setTimeout(120_000);
  const admin = await createAccount("admin", "sessions-password");
  const headers = (address: string) => ({ extraHTTPHeaders: { "x-forwarded-for": address } });
  const laptop = await browser.newContext(headers("198.18.1.10"));
  const phone = await browser.newContext({
    ...headers("198.18.1.11"),
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  });
  const here = await laptop.newPage();
  const there = await phone.newPage();
  await signIn(here, admin.email, admin.password);
  await signIn(there, admin.email, admin.password);

  await queryRows(
    "UPDATE sessions SET authenticated_at = now() - interval '11 minutes' WHERE user_id = $1",
    [admin.id],
  );
  await here.goto("/admin/account");
  const list = here.getByRole("list", { name: "Sessions" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText("This device");
  await expect(list.getByRole("listitem").first()).toContainText("198.18.1.10");
  await expect(list.getByText("Safari 18 on iOS")).toBeVisible();
  await expect(list.getByText(/198\.18\.1\.11/)).toBeVisible();

  // Ending sessions needs a proof of identity from the last 10 minutes (ASVS 7.5.2): with a
  // stale one the server refuses a direct POST, and the page asks first.
  const refused = await here.request.post("/admin/account", {
    form: { intent: "sessions-end-others" },
    headers: { origin: new URL(here.url()).origin, accept: "application/json" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await here.getByRole("button", { name: "Sign out everywhere else" }).click();
  const confirm = here.getByRole("dialog", { name: "Confirm it's you" });
  await confirm.getByLabel("Your password").fill(admin.password);
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(here.getByText("Signed out of 1 other session")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(here.getByText("You are signed in nowhere else.")).toBeVisible();

  // The other browser's next request finds its session gone.
  await there.goto("/admin/leads");
  await expect(there).toHaveURL(/\/admin-auth/);
  // This one is still signed in.
  await here.goto("/admin/users");
  await expect(here).toHaveURL(/\/admin\/users$/);

  const actions = await queryRows<{ action: string }>(
    "SELECT action FROM activity_log WHERE user_id = $1",
    [admin.id],
  );
  expect(actions.map((row) => row.action)).toContain("sessions_end_others");
  await laptop.close();
  await phone.close();
});

test("User Management shows a user's sessions and ends them all", async ({ browser, isMobile }) => {
  test.skip(isMobile, "the Sessions column is for wide screens; phones show the count in the row");
  test.setTimeout(120_000);
  const admin = await createAccount("admin", "user-admin-password");
  const target = await createAccount("admin", "target-password");
  const adminContext = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": "198.18.2.10" },
  });
  const targetContext = await browser.newContext({
    extraHTTPHeaders: { "x-forwarded-for": "198.18.2.11" },
  });
  const page = await adminContext.newPage();
  const targetPage = await targetContext.newPage();
  await signIn(targetPage, target.email, target.password);
  await signIn(page, admin.email, admin.password);

  await page.goto(`/admin/users?q=${encodeURIComponent(target.email)}`);
  const row = page.getByRole("row", { name: new RegExp(target.email) });
  await expect(row.getByRole("cell").nth(4)).toHaveText("1");
  // createAccount names every user "Someone".
  await row.getByRole("button", { name: "Sign out Someone everywhere" }).click();
  await expect(page.getByText("Ended 1 session")).toBeVisible();
  await expect(row.getByRole("cell").nth(4)).toHaveText("0");

  await targetPage.goto("/admin");
  await expect(targetPage).toHaveURL(/\/admin-auth/);
  await adminContext.close();
  await targetContext.close();
});
