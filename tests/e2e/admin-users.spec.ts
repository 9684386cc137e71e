import { expect as baseExpect, type Page, test } from "@playwright/test";
import { markRecentlyAuthenticated } from "./accounts.ts";
import { ADMIN_STATE, E2E_ADMIN } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";

test.use({ storageState: ADMIN_STATE });

// These are dangerous actions; re-authentication has its own spec (admin-reauthentication).
test.beforeEach(() => markRecentlyAuthenticated(E2E_ADMIN.email));

// A save hashes the password (scrypt) and checks a chosen one against the password policy:
// seconds, when two workers share two cores.
const expect = baseExpect.configure({ timeout: 15_000 });

type StoredUser = { id: string; email: string; name: string; role: string; status: string };

async function storedUser(email: string): Promise<StoredUser | undefined> {
  const [row] = await queryRows<StoredUser>(
    "SELECT id, email, name, role, status FROM users WHERE email = $1",
    [email],
  );
  return row;
}

/** A name and e-mail no other spec or run uses (desktop and phone run side by side). */
function unique(label: string) {
  const stamp = `${Date.now()}${test.info().project.name}${Math.floor(Math.random() * 1000)}`;
  return { stamp, email: `${label}.${stamp}@e2e.test` };
}

async function addUser(
  page: Page,
  user: { email: string; name: string; password?: string; role?: string; status?: string },
) {
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Full Name").fill(user.name);
  if (user.password) await dialog.getByLabel("Password").fill(user.password);
  if (user.role) await dialog.getByLabel("Role").selectOption(user.role);
  if (user.status) await dialog.getByLabel("Status").selectOption(user.status);
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(
    page.getByText("User created successfully and can log in immediately!"),
  ).toBeVisible();
}

async function search(page: Page, term: string) {
  await page.getByRole("searchbox", { name: "Search users" }).fill(term);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(term)}`));
}

test("an admin adds, finds, edits and deletes users", async ({ page }) => {
  const { stamp, email } = unique("ana");
  const name = `Ana QX${stamp}`;
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "User Management" })).toBeVisible();
  await expect(page.getByText(/\d+ total users/)).toBeVisible();
  await expect(page.getByText(/\d+ active/)).toBeVisible();

  // Created with a chosen password: no generated password is shown.
  await addUser(page, { email, name, password: "ana-password-123" });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await storedUser(email)).toMatchObject({ name, role: "user", status: "active" });
  const [credential] = await queryRows<{ password: string }>(
    "SELECT a.password FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.email = $1 AND a.provider_id = 'credential'",
    [email],
  );
  expect(credential?.password).toBeTruthy();
  expect(credential?.password).not.toContain("ana-password-123");

  // Search: part of the name, in another case.
  await search(page, `qx${stamp}`.toLowerCase());
  // The users' table, above the role matrix's.
  const rows = page.getByRole("table").first().locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(email);
  await search(page, `NOBODY-${stamp}`);
  await expect(page.getByText("No users found")).toBeVisible();
  await search(page, `QX${stamp}`);
  await expect(rows).toHaveCount(1);

  // Edit: the e-mail is shown but locked, there is no password, role and status change.
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit User" });
  await expect(edit.getByLabel("Email")).toBeDisabled();
  await expect(edit.getByLabel("Email")).toHaveValue(email);
  await expect(edit.getByLabel("Password")).toHaveCount(0);
  await edit.getByLabel("Role").selectOption("moderator");
  await edit.getByLabel("Status").selectOption("inactive");
  await edit.getByRole("button", { name: "Update User" }).click();
  await expect(page.getByText("User updated successfully")).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(rows.first()).toContainText("Moderator");
  await expect(rows.first()).toContainText("Inactive");
  expect(await storedUser(email)).toMatchObject({ email, role: "moderator", status: "inactive" });
  const [entry] = await queryRows<{ action: string }>(
    "SELECT action FROM activity_log WHERE entity = 'users' AND entity_id = $1 ORDER BY id DESC LIMIT 1",
    [(await storedUser(email))?.id],
  );
  expect(entry?.action).toBe("update_user");

  // Delete asks first; Cancel keeps the user.
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete user?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  expect(await storedUser(email)).toBeDefined();
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("User deleted successfully")).toBeVisible();
  await expect(page.getByText("No users found")).toBeVisible();
  expect(await storedUser(email)).toBeUndefined();
});

test("an empty password gets a strong generated one, shown once", async ({ page }) => {
  const { stamp, email } = unique("gen");
  await page.goto("/admin/users");
  await addUser(page, { email, name: `Gen ${stamp}` });

  const shown = page.getByRole("dialog", { name: "Save the generated password" });
  await expect(shown).toBeVisible();
  await expect(shown.getByText("won't be shown again")).toBeVisible();
  const password = await shown.getByLabel("Generated password").inputValue();
  expect(password).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(shown).toHaveCount(0);
  expect(await storedUser(email)).toMatchObject({ role: "user", status: "active" });

  // Gone for good: not in the page, nor after a reload.
  await expect(page.getByText(password)).toHaveCount(0);
  await page.reload();
  expect(await page.content()).not.toContain(password);

  // A second user gets another password: there is no fixed fallback.
  const other = unique("gen2");
  await addUser(page, { email: other.email, name: `Gen ${other.stamp}` });
  const second = await shown.getByLabel("Generated password").inputValue();
  expect(second).not.toBe(password);
  await shown.getByRole("button", { name: "Done" }).click();
});

test("a duplicate e-mail and a weak password are refused beside their fields, keeping the dialog", async ({
  page,
}) => {
  const { stamp, email } = unique("dup");
  await page.goto("/admin/users");
  await addUser(page, { email, name: `Dup ${stamp}`, password: "dup-password-123" });
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await dialog.getByLabel("Email").fill(email.toUpperCase());
  await dialog.getByLabel("Full Name").fill("Someone Else");
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(dialog.getByText("A user with this email already exists")).toBeVisible();
  await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Full Name")).toHaveValue("Someone Else");
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    "SELECT count(*)::int AS n FROM users WHERE lower(email) = $1",
    [email],
  );
  expect(n).toBe(1);

  // The one password policy (ADR 0016): the product's own words make an easy guess.
  const weak = unique("weak");
  await dialog.getByLabel("Email").fill(weak.email);
  await dialog.getByLabel("Password").fill("dmflowwhatsapp");
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(dialog.getByText(/This password is too easy to guess/)).toBeVisible();
  await expect(dialog.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  expect(
    await queryRows("SELECT 1 FROM users WHERE lower(email) = $1", [weak.email.toLowerCase()]),
  ).toHaveLength(0);
});

test("banning an admin ends their live session", async ({ page, browser, baseURL }) => {
  // A user made, a second sign-in (a password hash) and an edit: over the default 30 s when CI's
  // host is busy, as the other journeys with a second sign-in.
  test.setTimeout(90_000);
  const { stamp, email } = unique("banned");
  const name = `Banned ${stamp}`;
  const password = "banned-admin-password";
  await page.goto("/admin/users");
  await addUser(page, { email, name, password, role: "admin" });

  // They sign in elsewhere (as another client, so the shared sign-in limit is not spent).
  // (Contexts made in a test start from the project's options: drop the e2e admin's cookies.)
  const theirs = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  try {
    const other = await theirs.newPage();
    await other.goto("/admin-auth");
    await other.getByLabel("Email").fill(email);
    await other.getByLabel("Password").fill(password);
    await other.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(other).toHaveURL(/\/admin$/);
    await expect(other.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    await search(page, stamp);
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit User" });
    await edit.getByLabel("Status").selectOption("banned");
    await edit.getByRole("button", { name: "Update User" }).click();
    await expect(page.getByText("User updated successfully")).toBeVisible();
    expect(await storedUser(email)).toMatchObject({ role: "admin", status: "banned" });

    await other.goto("/admin");
    await expect(other).toHaveURL(/\/admin-auth/);
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
      "SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1",
      [email],
    );
    expect(n).toBe(0);
  } finally {
    await theirs.close();
  }
});

test("the dashboard's Analytics tile opens the leads analytics", async ({ page }) => {
  const { stamp } = unique("analytics");
  await queryRows(
    "INSERT INTO leads (name, email, source, country, business_type) VALUES ($1, $2, 'contact_form', 'Pakistan', 'E-commerce')",
    [`Analytics ${stamp}`, `analytics.${stamp}@e2e.test`],
  );
  await page.goto("/admin");
  // The tile, in the dashboard itself (the sidebar has an Analytics link too).
  await page
    .getByRole("main")
    .getByRole("link", { name: /^Analytics/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  // The leads chart, below the visitor analytics (which has a chart and tables of its own).
  const leadsPerDay = page.getByRole("region", { name: "Leads per day" });
  const chart = leadsPerDay.getByRole("img", { name: /^Leads per day from/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute("aria-label", /[1-9]\d* leads? in total/);
  await leadsPerDay.getByText("Show the values as a table").click();
  await expect(leadsPerDay.getByRole("table").locator("tbody tr")).toHaveCount(30);
  for (const title of ["Top sources", "Top countries", "Top business types"]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
});
