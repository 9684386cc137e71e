import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { E2E_PORT } from "./fixtures.ts";
import { ownServerWithMail, signedInConsole } from "./own-server.ts";

// The Notifications card of Website Settings (docs/decisions/0032-notification-settings-in-the-database.md):
// its test e-mail reaches a local SMTP server, its test webhook a local receiver, each reporting
// what happened; saved, the settings keep the secret out of the page. A server of the spec's own,
// with a mail server (SMTP_URL) and no recipients set.

const ADMIN = { email: "notifier@e2e.test", password: "notifier-e2e-password" };
const OWNER_INBOX = "owner@e2e.test";
const SECRET = "an-e2e-webhook-secret";

const expect = baseExpect.configure({ timeout: 15_000 });

// The receiver's port is known before the server starts: the server lets its outbound requests
// reach that loopback port only (serve.ts, E2E_WEBHOOK_RECEIVER_PORT).
const RECEIVER_PORT = E2E_PORT + 54;
const mailing = ownServerWithMail(E2E_PORT + 52, {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  E2E_WEBHOOK_RECEIVER_PORT: String(RECEIVER_PORT),
});
/** Where the webhook is saved: saving refuses the receiver's loopback address. */
const PUBLIC_HOOK_URL = "https://hooks.example.com/leads";
const hooks: { body: string; headers: IncomingHttpHeaders }[] = [];
let receiver: Server;
let hookUrl: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      hooks.push({ body, headers: request.headers });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, "127.0.0.1", resolve));
  hookUrl = `http://127.0.0.1:${RECEIVER_PORT}/leads`;
  await mailing.start();
});

test.afterAll(async () => {
  await mailing.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

test.beforeEach(() => test.setTimeout(90_000));

const card = (page: Page) => page.locator("form#notifications");

test("the dashboard says no one gets lead e-mails and leads to the Notifications card", async ({
  browser,
}) => {
  const admin = await signedInConsole(browser, mailing.server, ADMIN);
  const banner = admin.getByRole("status").filter({ hasText: "No one gets lead e-mails" });
  await expect(banner).toBeVisible();
  await banner.getByRole("link", { name: "Add recipients in Website Settings" }).click();
  await expect(admin).toHaveURL(/\/admin\/settings#notifications$/);
  await expect(card(admin).getByRole("heading", { name: "Notifications" })).toBeVisible();
  await expect(card(admin)).toContainText(
    "E-mail is sent through your host's mail server (127.0.0.1), set up on the server.",
  );
});

test("the test e-mail reaches the mail server, and the test webhook the receiver, each reported in the card", async ({
  browser,
}) => {
  const admin = await signedInConsole(browser, mailing.server, ADMIN);
  await admin.goto("/admin/settings");
  const notifications = card(admin);
  await notifications.getByRole("textbox", { name: "Lead e-mail recipients" }).fill(OWNER_INBOX);
  await notifications.getByRole("button", { name: "Send a test e-mail" }).click();
  await expect(notifications.getByText(`Test e-mail sent to ${OWNER_INBOX}`)).toBeVisible();
  await expect
    .poll(() => mailing.mail.received.filter((mail) => mail.to.includes(OWNER_INBOX)).length)
    .toBe(1);

  // A webhook address needs a secret: the check says so before anything is sent.
  await notifications.getByRole("textbox", { name: "Webhook URL" }).fill(hookUrl);
  await notifications.getByRole("button", { name: "Send a test webhook" }).click();
  await expect(notifications.getByText("Enter a secret of at least 16 characters")).toBeVisible();
  expect(hooks).toHaveLength(0);

  await notifications.getByLabel("Webhook secret").fill(SECRET);
  await notifications.getByRole("button", { name: "Send a test webhook" }).click();
  await expect(notifications.getByText("Test webhook delivered", { exact: true })).toBeVisible();
  expect(hooks).toHaveLength(1);
  expect(JSON.parse(hooks[0]?.body ?? "{}")).toMatchObject({ event: "test" });
  expect(hooks[0]?.headers["x-dmflow-signature"]).toMatch(/^sha256=[0-9a-f]{64}$/);

  // Saved, a loopback address would be posted every lead: the form refuses it.
  await notifications.getByRole("button", { name: "Save Notification Settings" }).click();
  await expect(notifications.getByText("Enter a public address")).toBeVisible();
  await notifications.getByRole("textbox", { name: "Webhook URL" }).fill(PUBLIC_HOOK_URL);
  await notifications.getByLabel("Webhook secret").fill(SECRET);
  await notifications.getByRole("button", { name: "Save Notification Settings" }).click();
  await expect(admin.getByText("Notification settings saved")).toBeVisible();

  // Saved: the page holds the recipients and the address, never the secret.
  await admin.reload();
  await expect(notifications.getByRole("textbox", { name: "Lead e-mail recipients" })).toHaveValue(
    OWNER_INBOX,
  );
  await expect(notifications.getByRole("textbox", { name: "Webhook URL" })).toHaveValue(
    PUBLIC_HOOK_URL,
  );
  await expect(notifications.getByLabel("Webhook secret")).toHaveValue("");
  await expect(notifications).toContainText("A secret is saved. Leave this empty to keep it");
  expect(await admin.content()).not.toContain(SECRET);

  await admin.goto("/admin");
  await expect(admin.getByText("No one gets lead e-mails")).toHaveCount(0);
});
