import { readFile } from "node:fs/promises";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { createAccount } from "./accounts.ts";
import { queryRows } from "./db.ts";
import { E2E_PORT, E2E_SERVER_LOG } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";

// Passkeys end to end with Chromium's virtual authenticator (DevTools WebAuthn domain): one is
// added and renamed on the Account screen, signs in on /admin-auth, confirms a sensitive change
// in "Confirm it's you", and is removed.
//
// WebAuthn's relying-party id is a host name, never an IP address: the e2e server has no
// PUBLIC_URL, so its relying party is http://localhost:<port> (services.server.ts), and this spec
// opens the site there rather than at the suite's http://127.0.0.1:<port>.

const expect = baseExpect.configure({ timeout: 15_000 });

test.use({
  baseURL: `http://localhost:${E2E_PORT}`,
  extraHTTPHeaders: { "x-forwarded-for": `198.18.4.${Math.floor(Math.random() * 200) + 20}` },
});

/** A platform authenticator with user verification, as a laptop's fingerprint reader. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

test("an admin adds a passkey, signs in with it, confirms a change with it and removes it", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the same flow on every device; the screens are checked at 390 px too");
  test.setTimeout(120_000);
  const authenticator = await addVirtualAuthenticator(page);
  const admin = await createAccount("admin", "passkey-password");

  await page.goto("/admin-auth");
  await page.getByRole("textbox", { name: "Email" }).fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute(
    "autocomplete",
    "username webauthn",
  );
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Added under a name (the password sign-in is a recent proof: no dialog).
  await page.goto("/admin/account");
  const name = page.getByLabel("Passkey name");
  await waitForHydration(page, name);
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
  await name.fill("Test laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText('Passkey "Test laptop" added')).toBeVisible();
  const list = page.getByRole("list", { name: "Passkeys" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem")).toContainText("Test laptop");
  await expect(list.getByRole("listitem")).toContainText("Not used yet");
  expect(await authenticator.credentials()).toHaveLength(1);
  const [stored] = await queryRows<{ public_key: string; credential_id: string }>(
    "SELECT public_key, credential_id FROM passkeys WHERE user_id = $1",
    [admin.id],
  );

  await page.getByRole("button", { name: "Rename Test laptop" }).click();
  const rename = page.getByRole("dialog", { name: "Rename passkey" });
  await rename.getByLabel("Passkey name").fill("Work laptop");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(rename).toHaveCount(0);
  await expect(list.getByRole("listitem")).toContainText("Work laptop");

  // Signed out, the passkey alone signs in: offered by the browser in the e-mail field (the
  // virtual authenticator picks it at once, as a person would from the suggestions)...
  await page.context().clearCookies();
  await page.goto("/admin-auth");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Login Successful")).toBeVisible();
  // ...or, in a browser without passkeys in its autofill, with the button.
  await page.context().clearCookies();
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
  await page.goto("/admin-auth");
  await waitForHydration(page, page.getByRole("textbox", { name: "Email" }));
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Login Successful")).toBeVisible();
  await page.goto("/admin/account");
  await expect(list.getByRole("listitem")).toContainText("Last used");

  // Ten minutes on, removing it is a sensitive change: "Confirm it's you" offers the passkey.
  const sessions = async () =>
    (await queryRows("SELECT 1 FROM sessions WHERE user_id = $1", [admin.id])).length;
  const sessionsBefore = await sessions();
  await queryRows(
    "UPDATE sessions SET authenticated_at = now() - interval '11 minutes' WHERE user_id = $1",
    [admin.id],
  );
  await page.reload();
  await waitForHydration(page, page.getByLabel("Passkey name"));
  await page.getByRole("button", { name: "Remove Work laptop" }).click();
  await page
    .getByRole("alertdialog", { name: "Remove passkey?" })
    .getByRole("button", { name: "Remove" })
    .click();
  const confirm = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Use a passkey" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText("Passkey removed")).toBeVisible();
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();

  const actions = await queryRows<{ action: string; details: Record<string, unknown> | null }>(
    "SELECT action, details FROM activity_log WHERE user_id = $1 ORDER BY id",
    [admin.id],
  );
  expect(actions.map((row) => row.action)).toEqual([
    "passkey_add",
    "passkey_rename",
    "passkey_sign_in",
    "passkey_sign_in",
    "reauthenticate",
    "passkey_remove",
  ]);
  expect(actions.find((row) => row.action === "reauthenticate")?.details).toEqual({
    method: "passkey",
  });
  // The session the plugin starts for the confirmation's passkey is ended at once.
  expect(await sessions()).toBe(sessionsBefore);

  // No key, credential id or private key reaches the log.
  const [credential] = await authenticator.credentials();
  await expect
    .poll(async () => (await readFile(E2E_SERVER_LOG, "utf8")).includes(admin.id))
    .toBe(true);
  const log = await readFile(E2E_SERVER_LOG, "utf8");
  expect(log).toContain('"method":"passkey"');
  for (const secret of [credential?.privateKey, stored?.public_key, stored?.credential_id]) {
    expect(secret?.length).toBeGreaterThan(10);
    expect(log).not.toContain(secret);
  }
});
