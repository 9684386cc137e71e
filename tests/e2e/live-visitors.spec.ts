import { type Browser, expect, test } from "@playwright/test";
import { E2E_PORT } from "./fixtures.ts";
import { type OwnServer, ownServer } from "./own-server.ts";

// The Analytics view's "visitors in the last 5 minutes" follows visits live, over the console's
// event stream (issue 19). On a server of this spec's own, so that no other spec's visitors
// are counted: the count goes 0, 1, 2 exactly.

const ADMIN = { email: "live-visitors@e2e.test", password: "live-visitors-e2e-password" };
// Headless Chromium names itself HeadlessChrome, which isbot rightly takes for a bot.
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
/** Views are written every 5 s and the count read every 5 s. */
const LIVE = { timeout: 20_000 };

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = ownServer(E2E_PORT + 60, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
});

/** A visitor of their own (address and browser) opens the home page; resolves once counted. */
async function visitHome(browser: Browser, ip: string) {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    userAgent: CHROME,
    extraHTTPHeaders: { "x-forwarded-for": ip },
  });
  const page = await context.newPage();
  const beacon = page.waitForResponse((response) => response.url().endsWith("/page-view"));
  await page.goto("/");
  expect((await beacon).status()).toBe(204);
  await context.close();
}

test("the visitors of the last 5 minutes rise on the open Analytics view without a reload", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await admin.goto("/admin-auth");
  await admin.getByRole("textbox", { name: "Email" }).fill(ADMIN.email);
  await admin.getByLabel("Password").fill(ADMIN.password);
  await admin.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(admin).toHaveURL(/\/admin$/);

  const stream = admin.waitForRequest((request) => new URL(request.url()).pathname === "/events");
  await admin.goto("/admin/analytics");
  const recent = admin.getByText(/in the last 5 minutes$/);
  await expect(recent).toHaveText("0 visitors in the last 5 minutes");
  await stream;
  await admin.evaluate(() => {
    (window as unknown as { marker: string }).marker = "not reloaded";
  });

  await visitHome(browser, "203.0.113.71");
  await expect(recent).toHaveText("1 visitor in the last 5 minutes", LIVE);
  await visitHome(browser, "203.0.113.72");
  await expect(recent).toHaveText("2 visitors in the last 5 minutes", LIVE);

  expect(await admin.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    "not reloaded",
  );
  await admin.context().close();
});
