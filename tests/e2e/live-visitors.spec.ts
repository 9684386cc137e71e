import { type Browser, expect, test } from "@playwright/test";
import { E2E_PORT } from "./fixtures.ts";
import { type OwnServer, ownServer, signedInConsole } from "./own-server.ts";
import { newVisitor, visit } from "./visitors.ts";

// The Analytics view's "visitors in the last 5 minutes" follows visits live, over the console's
// event stream (docs/product.md#analytics). On a server of this spec's own, so that no other spec's visitors
// are counted: the count goes 0, 1, 2 exactly.

const ADMIN = { email: "live-visitors@e2e.test", password: "live-visitors-e2e-password" };
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
  const page = await newVisitor(browser, ip, { baseURL: server.baseURL });
  await visit(page, "/");
  await page.context().close();
}

test("the visitors of the last 5 minutes rise on the open Analytics view without a reload", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedInConsole(browser, server, ADMIN);

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
