import { readFile } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { COUNTED_ON_SERVE_METRIC } from "../../app/enhance/page-view.ts";
import { DESKTOP_CHROME, GOOGLEBOT } from "../helpers/user-agents.ts";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { E2E_SERVER_LOG } from "./fixtures.ts";
import { uniqueNumber } from "./urdu-forms.ts";
import { newVisitor, visit } from "./visitors.ts";

// Visitor analytics (docs/product.md#analytics) end to end: two visitors from different campaign links, one of
// whom leaves a lead, and a bot. Each visitor poses as its own address behind the trusted
// proxy (X-Forwarded-For) with a country header; the campaign names are unique to this run, so
// the specs running beside it never change the filtered numbers read here.

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const visitor = (browser: Browser, ip: string, userAgent?: string) =>
  newVisitor(browser, ip, { userAgent, country: "PK" });

/** The Analytics view's totals, once the buffered views are written (every 5 s). */
async function expectTotals(page: Page, search: string, totals: Record<string, string>) {
  await expect(async () => {
    await page.goto(`/admin/analytics${search}`);
    const stats = page.getByRole("region", { name: "Visitors" }).getByRole("definition");
    await expect(stats).toHaveText(Object.values(totals), { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test("two campaigns, one lead and a bot show as two visitors, their views and conversion", async ({
  browser,
  isMobile,
}) => {
  test.skip(isMobile, "the counting does not depend on the screen");
  // Four browsers one after another, and views reach the database in 5-second batches.
  test.setTimeout(120_000);
  const bot = await visitor(browser, "203.0.113.50", GOOGLEBOT);
  await visit(bot, `/?utm_campaign=bot-${run}`);
  await bot.context().close();

  const first = await visitor(browser, "203.0.113.51");
  await visit(first, `/?utm_source=facebook&utm_campaign=a-${run}`);
  // Resting on a link prerenders its page (speculation rules): not shown, so not counted.
  const logged = (await readFile(E2E_SERVER_LOG, "utf8")).length;
  await first.getByRole("banner").getByRole("link", { name: "About", exact: true }).hover();
  await expect
    .poll(async () => (await readFile(E2E_SERVER_LOG, "utf8")).slice(logged))
    .toContain('"path":"/about"');
  await visit(first, `/form?utm_campaign=a-${run}`);
  const email = `analytics-${run}@example.pk`;
  await first.getByRole("textbox", { name: "Full Name", exact: true }).fill("Hina Analytics");
  await first
    .getByRole("textbox", { name: "WhatsApp Number", exact: true })
    .fill(uniqueNumber().typed);
  await first.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await first.getByRole("textbox", { name: "Country", exact: true }).fill("Pakistan");
  await first.getByRole("combobox", { name: "Business Type" }).selectOption("Solar Business");
  await first.getByRole("button", { name: "Submit & Get Started" }).click();
  await expect(first.getByText("Form Submitted Successfully!")).toBeVisible();
  await first.context().close();

  const second = await visitor(browser, "203.0.113.52");
  await visit(second, `/pricing?utm_source=google&utm_campaign=b-${run}`);
  await second.context().close();

  const admin = await (await browser.newContext({ storageState: ADMIN_STATE })).newPage();
  await expectTotals(admin, `?range=today&campaign=a-${run}`, {
    visitors: "1",
    views: "2",
    leads: "1",
    demosBooked: "0",
    chatsStarted: "0",
    conversion: "100%",
  });
  await expectTotals(admin, `?range=today&campaign=b-${run}`, {
    visitors: "1",
    views: "1",
    leads: "0",
    demosBooked: "0",
    chatsStarted: "0",
    conversion: "0%",
  });
  await expectTotals(admin, `?range=today&campaign=bot-${run}`, {
    visitors: "0",
    views: "0",
    leads: "0",
    demosBooked: "0",
    chatsStarted: "0",
    conversion: "-",
  });

  // A row of a table filters the whole view, in the URL.
  await admin.goto("/admin/analytics?range=today&country=PK");
  const campaigns = admin.getByRole("table", { name: /UTM campaigns/ });
  await expect(campaigns.getByRole("row", { name: new RegExp(`a-${run}`) })).toContainText("100%");
  await campaigns.getByRole("link", { name: `b-${run}` }).click();
  await expect(admin).toHaveURL(new RegExp(`country=PK&campaign=b-${run}|campaign=b-${run}`));
  await expect(
    admin.getByRole("link", { name: `Campaign: b-${run} (remove this filter)` }),
  ).toBeVisible();

  // The lead carries the visit's id of the day: its visit is the home page and the form, and the
  // prerendered About page, never shown, is not among its views.
  const views = await queryRows<{ path: string }>(
    `SELECT v.path FROM page_views v JOIN leads l
       ON l.visitor_day = v.day AND l.visitor_id = v.visitor_id
     WHERE l.email = $1 ORDER BY v.viewed_at`,
    [email],
  );
  expect(views.map((view) => view.path)).toEqual(["/", "/form"]);
  await admin.context().close();
});

test("a page load straight from the browser is counted by the server, once, and sends no beacon", async ({
  browser,
  isMobile,
}) => {
  test.skip(isMobile, "the counting does not depend on the screen");
  // No X-Forwarded-For: the browser talks to the server itself, as without a proxy in front.
  const context = await browser.newContext({ userAgent: DESKTOP_CHROME });
  const page = await context.newPage();
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/page-view")) beacons.push(request.url());
  });
  const campaign = `direct-${run}`;
  const first = await page.goto(`/pricing?utm_campaign=${campaign}`);
  expect(first?.headers()["server-timing"]).toBe(COUNTED_ON_SERVE_METRIC);
  // Again, now from the page cache or as a 304 to the browser's copy: counted again, once.
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(beacons).toEqual([]);
  await expect
    .poll(
      async () =>
        (
          await queryRows<{ views: number }>(
            "SELECT count(*)::int AS views FROM page_views WHERE utm_campaign = $1",
            [campaign],
          )
        )[0]?.views,
      { timeout: 15_000 },
    )
    .toBe(2);
  await context.close();
});
