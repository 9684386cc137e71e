import AxeBuilder from "@axe-core/playwright";
import { type Page, test } from "@playwright/test";
import { decodedMail, mailServer } from "../helpers/mail-server.ts";
import { E2E_PORT } from "./fixtures.ts";
import { type OwnServer, ownServer, signedInConsole } from "./own-server.ts";

const ADMIN = { email: "shots-admin@e2e.test", password: "shots-admin-e2e-password" };
const mail = mailServer();
let server: OwnServer;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(90_000);
  await mail.start();
  server = ownServer(E2E_PORT + 86, {
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

async function shoot(page: Page, name: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  console.log(`AXE ${name}: ${JSON.stringify(serious)}`);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots-invites/${name}-${width}.png`, fullPage: true });
  }
}

test("shots", async ({ browser }) => {
  test.setTimeout(180_000);
  const anon = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await anon.goto("/admin-auth");
  await shoot(anon, "sign-in");
  await anon.goto("/admin-auth/forgot");
  await anon.getByRole("button", { name: "Send link" }).click();
  await shoot(anon, "forgot-empty-submit");
  await anon.goto("/admin-auth/forgot");
  await shoot(anon, "forgot");
  await anon.getByLabel("Email").fill(ADMIN.email);
  await anon.getByRole("button", { name: "Send link" }).click();
  await anon.getByRole("heading", { name: "Check your e-mail" }).waitFor();
  await shoot(anon, "forgot-sent");
  await test.expect.poll(() => mail.received.length).toBeGreaterThan(0);
  const path =
    decodedMail(mail.received[0]?.raw ?? "").match(/\/admin-auth\/reset\?token=[\w-]+/)?.[0] ?? "";
  console.log(decodedMail(mail.received[0]?.raw ?? "").slice(-1500));
  await anon.goto(path);
  await shoot(anon, "reset");
  await anon.getByLabel("New password").fill("password123");
  await anon.getByLabel("Confirm password").fill("password12");
  await anon.getByRole("button", { name: "Save and sign in" }).click();
  await shoot(anon, "reset-errors");
  await anon.goto("/admin-auth/reset?token=nope");
  await shoot(anon, "reset-spent");

  const admin = await signedInConsole(browser, server, ADMIN);
  await admin.goto("/admin/users");
  await shoot(admin, "users");
  await admin.getByRole("button", { name: "Add User" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add User" });
  await dialog.getByLabel("Email").fill("newbie@e2e.test");
  await dialog.getByRole("checkbox", { name: "Send an invitation" }).check();
  await shoot(admin, "add-user-invite");
  await dialog.getByRole("button", { name: "Create User" }).click();
  await admin.getByText("An invitation was e-mailed").waitFor();
  await shoot(admin, "users-after-invite");
});

test("shots without mail", async ({ browser }) => {
  test.setTimeout(120_000);
  const { ADMIN_STATE, E2E_ADMIN } = await import("./admin-fixtures.ts");
  const { markRecentlyAuthenticated } = await import("./accounts.ts");
  await markRecentlyAuthenticated(E2E_ADMIN.email);
  const page = await (await browser.newContext({ storageState: ADMIN_STATE })).newPage();
  await page.goto("/admin/users");
  await page.getByRole("button", { name: "Add User" }).click();
  const form = page.getByRole("dialog", { name: "Add User" });
  await form.getByLabel("Email").fill(`shot.${Date.now()}@e2e.test`);
  await form.getByRole("checkbox", { name: "Send an invitation" }).check();
  await form.getByRole("button", { name: "Create User" }).click();
  await page.getByRole("dialog", { name: "Copy the invitation link" }).waitFor();
  await shoot(page, "invitation-link-dialog");
  await page.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Send password reset link to E2E Admin" }).click();
  await page.getByRole("dialog", { name: "Copy the password reset link" }).waitFor();
  await shoot(page, "reset-link-dialog");
  await page.goto("/admin-auth/forgot");
  await shoot(page, "forgot-no-mail");
});
