import { createHash, randomBytes } from "node:crypto";
import { expect as baseExpect, test } from "@playwright/test";
import { createAccount, markRecentlyAuthenticated } from "./accounts.ts";
import { ADMIN_STATE, E2E_ADMIN } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";

// Without e-mail set up (the shared server has none), an invitation is shown to the admin once
// to copy (docs/decisions/0028). With e-mail: password-links.spec.ts.

test.use({ storageState: ADMIN_STATE });
test.beforeEach(() => markRecentlyAuthenticated(E2E_ADMIN.email));

const expect = baseExpect.configure({ timeout: 15_000 });

test("an invitation is shown once to copy; it sets the password and signs the person in, once", async ({
  page,
  browser,
}) => {
  const email = `invitee.${Date.now()}${test.info().project.name}@e2e.test`;
  await page.goto("/admin/users");
  await page.getByRole("button", { name: "Add User" }).click();
  const form = page.getByRole("dialog", { name: "Add User" });
  await form.getByLabel("Email").fill(email);
  await form.getByRole("checkbox", { name: "Send an invitation" }).check();
  await form.getByLabel("Role").selectOption("admin");
  await form.getByRole("button", { name: "Create User" }).click();

  const shown = page.getByRole("dialog", { name: "Copy the invitation link" });
  await expect(shown.getByText("won't be shown again")).toBeVisible();
  const link = await shown.getByLabel("Invitation link").inputValue();
  expect(link).toMatch(/\/admin-auth\/reset\?token=[\w-]{40,}$/);
  const token = new URL(link).searchParams.get("token") as string;
  // Only the token's hash is stored.
  const stored = await queryRows<{ identifier: string }>(
    "SELECT identifier FROM verifications WHERE value = (SELECT id FROM users WHERE email = $1)",
    [email],
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]?.identifier).not.toContain(token);
  await shown.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("textbox", { name: "Invitation link" })).toHaveCount(0);

  const invitee = await (await browser.newContext({ storageState: undefined })).newPage();
  await invitee.goto(new URL(link).pathname + new URL(link).search);
  await expect(invitee.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await invitee.getByLabel("New password").fill("violet staple orbit canyon");
  await invitee.getByLabel("Confirm password").fill("violet staple orbit canyon");
  await invitee.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(invitee).toHaveURL(/\/admin$/);

  const again = await (await browser.newContext({ storageState: undefined })).newPage();
  await again.goto(new URL(link).pathname + new URL(link).search);
  await expect(again.getByRole("heading", { name: "This link can't be used" })).toBeVisible();
});

/** A reset link for `userId` made as the app makes one: only the token's SHA-256 is stored. */
async function storeResetLink(userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const hashed = createHash("sha256").update(`reset-password:${token}`).digest("base64url");
  await queryRows(
    "INSERT INTO verifications (id, identifier, value, expires_at) VALUES ($1, $2, $3, now() + interval '1 hour')",
    [crypto.randomUUID(), `reset-password:${hashed}`, userId],
  );
  return `/admin-auth/reset?token=${token}`;
}

test("the set-password form works without JavaScript and says what to fix", async ({ browser }) => {
  const page = await (
    await browser.newContext({ storageState: undefined, javaScriptEnabled: false })
  ).newPage();
  const person = await createAccount("admin", "an-old-password-e2e");
  await page.goto(await storeResetLink(person.id));
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password").fill("violet staple orbit canyon");
  await page.getByLabel("Confirm password").fill("violet staple orbit canyun");
  await page.getByRole("button", { name: "Save and sign in" }).click();
  await expect(page.getByText("The two passwords are not the same")).toBeVisible();
  await page.getByLabel("New password").fill("password123");
  await page.getByLabel("Confirm password").fill("password123");
  await page.getByRole("button", { name: "Save and sign in" }).click();
  await expect(page.getByText("This is one of the most common passwords")).toBeVisible();
  await page.getByLabel("New password").fill("violet staple orbit canyon");
  await page.getByLabel("Confirm password").fill("violet staple orbit canyon");
  await page.getByRole("button", { name: "Save and sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto("/admin-auth/reset?token=not-a-real-token");
  await expect(page.getByRole("heading", { name: "This link can't be used" })).toBeVisible();
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password?" })).toBeVisible();
  // No e-mail on this server: the page says whom to ask instead of offering a form.
  await expect(page.getByText("Ask an admin to send you a password reset link")).toBeVisible();
});
