import { expect as baseExpect, test } from "@playwright/test";
import { createAccount } from "./accounts.ts";
import { queryRows } from "./db.ts";

// Re-authentication ("sudo mode"): a dangerous action whose session signed in more than 10
// minutes ago asks "Confirm it's you" first, and the server refuses it without the proof. The
// proof's age is set in the database (the server's clock is not the test's to move).

const expect = baseExpect.configure({ timeout: 15_000 });

const makeProofStale = (userId: string) =>
  queryRows(
    "UPDATE sessions SET authenticated_at = now() - interval '11 minutes' WHERE user_id = $1",
    [userId],
  );

test("a dangerous action after 10 minutes asks for the password first; its direct POST is refused", async ({
  page,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, "the same flow on every device");
  test.setTimeout(90_000);
  const admin = await createAccount("admin", "sudo-mode-password");
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": "198.18.3.10" });
  await page.goto("/admin-auth");
  await page.getByRole("textbox", { name: "Email" }).fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await makeProofStale(admin.id);

  // Without a fresh proof the server refuses, whatever the page does.
  const target = await createAccount("user", "target-password");
  const refused = await page.request.post("/admin/users", {
    form: { intent: "delete", id: target.id },
    headers: { origin: baseURL ?? "", accept: "application/json" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain("Confirm it's you first");
  expect(await queryRows("SELECT 1 FROM users WHERE id = $1", [target.id])).toHaveLength(1);

  // The page asks first: a wrong password is refused, the right one lets the action through.
  const email = `created-after-sudo-${Date.now()}@example.pk`;
  await page.goto("/admin/users");
  await page.getByRole("button", { name: "Add User" }).click();
  const form = page.getByRole("dialog", { name: "Add User" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("a-password-for-the-new-user");
  await form.getByRole("button", { name: "Create User" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(confirm).toBeVisible();
  await confirm.getByLabel("Your password").fill("not-the-password");
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(confirm.getByText("The password is not right.")).toBeVisible();
  expect(await queryRows("SELECT 1 FROM users WHERE email = $1", [email])).toHaveLength(0);
  await confirm.getByLabel("Your password").fill(admin.password);
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(
    page.getByText("User created successfully and can log in immediately!"),
  ).toBeVisible();
  expect(await queryRows("SELECT 1 FROM users WHERE email = $1", [email])).toHaveLength(1);

  // The proof lasts: deleting right after does not ask again.
  await page.getByRole("searchbox", { name: "Search users" }).fill(email);
  await page.getByRole("button", { name: `Delete ${email}` }).click();
  await page
    .getByRole("alertdialog", { name: "Delete user?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(page.getByText("User deleted successfully")).toBeVisible();
  await expect(confirm).toHaveCount(0);

  const entries = await queryRows<{ action: string; details: Record<string, unknown> }>(
    "SELECT action, details FROM activity_log WHERE user_id = $1 ORDER BY id",
    [admin.id],
  );
  expect(entries.map((entry) => entry.action)).toEqual([
    "reauthenticate",
    "create_user",
    "delete_user",
  ]);
  expect(entries[0]?.details).toEqual({ method: "password" });
});
