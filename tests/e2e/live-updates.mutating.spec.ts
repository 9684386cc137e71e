import { type Browser, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { appServer } from "../helpers/app-server.ts";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { E2E_PORT, e2eServerEnv } from "./fixtures.ts";
import { expectNotReloaded, markPage, openVisitorPage } from "./live-page.ts";
import { submitPastBrowserChecks } from "./submit-past-browser-checks.ts";

// Live updates: a visitor's open page follows what an admin changes in the console, without
// a reload, also across a restart of the visitor's server and from another app instance (two
// servers on one PostgreSQL, NOTIFY between them). It changes what every visitor sees, so it
// runs alone (mutating) and puts back everything it changed.

const RUN = Date.now().toString(36);
const PLAN = `Live Plan ${RUN}`;
const INTERNATIONAL = "International Plans (USA & UK)";
const FOREST_GREEN_PRIMARY = "152 76% 27%";
/** How soon an open page must show a change saved in the console. */
const LIVE = { timeout: 2_000 };
const SECOND_PORT = E2E_PORT + 1;

type Snapshot = {
  /** The site title as stored: a text per language (ADR 0041). */
  config: { site_title: unknown; logo_url: string | null };
  theme: unknown;
  featuresInNav: unknown;
};
let original: Snapshot | undefined;

async function setting(key: string): Promise<unknown> {
  const [row] = await queryRows<{ setting_value: unknown }>(
    "SELECT setting_value FROM website_settings WHERE setting_key = $1",
    [key],
  );
  return row?.setting_value;
}

async function restoreSetting(key: string, value: unknown) {
  await queryRows(
    "UPDATE website_settings SET setting_value = $2::jsonb, updated_at = now() WHERE setting_key = $1",
    [key, JSON.stringify(value)],
  );
}

test.beforeAll(async () => {
  const [config] = await queryRows<Snapshot["config"]>(
    "SELECT site_title, logo_url FROM website_config WHERE id = 1",
  );
  original = {
    config: config!,
    theme: await setting("theme"),
    featuresInNav: await setting("page_features_display_in_nav"),
  };
  await queryRows(
    "INSERT INTO pricing_plans (name, price, currency, country_code, display_order) VALUES (jsonb_build_object('en', $1::text), 10, 'USD', 'INTL', 99)",
    [PLAN],
  );
});

test.afterAll(async () => {
  await queryRows("DELETE FROM pricing_plans WHERE name ->> 'en' = $1", [PLAN]);
  if (!original) return;
  await queryRows(
    "UPDATE website_config SET site_title = $1::jsonb, logo_url = $2, updated_at = now() WHERE id = 1",
    [JSON.stringify(original.config.site_title), original.config.logo_url],
  );
  await restoreSetting("theme", original.theme);
  await restoreSetting("page_features_display_in_nav", original.featuresInNav);
  // Bytes and icons go with the rows (ON DELETE CASCADE).
  await queryRows("DELETE FROM media_files WHERE original_name LIKE $1", [`live-${RUN}-%`]);
});

function pagePrimary(page: Page) {
  return page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--primary").trim(),
  );
}

const planPrice = (page: Page, price: string) =>
  page.getByRole("region", { name: INTERNATIONAL }).getByText(price, { exact: true });

async function adminContext(browser: Browser) {
  return browser.newContext({
    storageState: ADMIN_STATE,
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
  });
}

async function editPlanPrice(admin: Page, price: string) {
  await admin.goto("/admin/pricing");
  await expect(admin.getByText(/^To reorder a plan, press Space or Enter/)).toBeAttached();
  await admin.getByRole("button", { name: `Edit ${PLAN}` }).click();
  const dialog = admin.getByRole("dialog", { name: "Edit Pricing Plan" });
  await dialog.getByRole("spinbutton", { name: "Price", exact: true }).fill(price);
  await dialog.getByRole("button", { name: "Update Plan" }).click();
  await expect(
    admin.getByText("Pricing plan updated successfully!", { exact: true }),
  ).toBeVisible();
}

async function saveSiteTitle(admin: Page, title: string) {
  await admin.goto("/admin/settings");
  await admin.getByRole("textbox", { name: "Site Title" }).fill(title);
  await admin.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    admin.getByText("Website settings saved successfully! Changes are now live."),
  ).toBeVisible();
}

test("a live update keeps what the visitor typed, the focus and the scroll position", async ({
  browser,
}) => {
  const visitorContext = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const consoleContext = await adminContext(browser);
  const contact = await openVisitorPage(visitorContext, "/contact");
  const admin = await consoleContext.newPage();
  const message = contact.getByRole("textbox", { name: "Message", exact: true });
  await contact.getByRole("textbox", { name: "First Name", exact: true }).fill("Typed Before");
  await message.fill("Half a message, still being written");
  await contact.evaluate(() => window.scrollTo(0, 400));
  const scrolled = await contact.evaluate(() => window.scrollY);

  const title = `Typed Title ${RUN}`;
  await saveSiteTitle(admin, title);
  await expect(
    contact.getByRole("navigation", { name: "Main" }).getByText(title, { exact: true }),
  ).toBeVisible(LIVE);
  await expectNotReloaded(contact);
  await expect(contact.getByRole("textbox", { name: "First Name", exact: true })).toHaveValue(
    "Typed Before",
  );
  await expect(message).toHaveValue("Half a message, still being written");
  await expect(message).toBeFocused();
  expect(await contact.evaluate(() => window.scrollY)).toBe(scrolled);
  await visitorContext.close();
  await consoleContext.close();
});

test("a live update leaves the errors a visitor was shown on the form", async ({ browser }) => {
  const visitorContext = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const consoleContext = await adminContext(browser);
  const contact = await openVisitorPage(visitorContext, "/contact");
  const admin = await consoleContext.newPage();
  const email = contact.getByRole("textbox", { name: "Email", exact: true });
  await email.fill(`answered-${RUN}@example.pk`);
  await submitPastBrowserChecks(contact.getByRole("button", { name: "Send Message" }));
  await expect(contact.getByText("First name is required")).toBeVisible();

  const title = `Answered Title ${RUN}`;
  await saveSiteTitle(admin, title);
  await expect(
    contact.getByRole("navigation", { name: "Main" }).getByText(title, { exact: true }),
  ).toBeVisible(LIVE);
  await expect(contact.getByText("First name is required")).toBeVisible();
  await expect(contact.getByText("Message is required")).toBeVisible();
  await expect(email).toHaveValue(`answered-${RUN}@example.pk`);
  await visitorContext.close();
  await consoleContext.close();
});

test("an open page shows the admin's changes without a reload", async ({ browser }) => {
  test.setTimeout(120_000);
  const visitorContext = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const consoleContext = await adminContext(browser);
  const pricing = await openVisitorPage(visitorContext, "/pricing");
  const home = await openVisitorPage(visitorContext, "/");
  const admin = await consoleContext.newPage();
  await expect(planPrice(pricing, "$10")).toBeVisible();

  await test.step("a plan's new price", async () => {
    await editPlanPrice(admin, "47");
    await expect(planPrice(pricing, "$47")).toBeVisible(LIVE);
    await expect(planPrice(pricing, "$10")).toHaveCount(0);
    await expect(planPrice(home, "$47")).toBeVisible(LIVE);
  });

  await test.step("the theme", async () => {
    await admin.goto("/admin/theme");
    await expect(admin.getByRole("heading", { level: 1, name: "Live Theme" })).toBeVisible();
    await admin.waitForLoadState("networkidle");
    await admin.getByRole("button", { name: "Forest Green" }).click();
    await expect(admin.getByText("Unsaved changes")).toBeVisible();
    expect(await pagePrimary(pricing)).not.toBe(FOREST_GREEN_PRIMARY);
    await admin.getByRole("button", { name: "Save & Apply Live" }).click();
    await expect(admin.getByText("Theme applied live!")).toBeVisible();
    await expect.poll(() => pagePrimary(pricing), LIVE).toBe(FOREST_GREEN_PRIMARY);
    await expect.poll(() => pagePrimary(home), LIVE).toBe(FOREST_GREEN_PRIMARY);
  });

  await test.step("the logo and the page icons", async () => {
    const name = `live-${RUN}-logo.png`;
    await admin.goto("/admin/media");
    await expect(admin.getByRole("heading", { level: 1, name: "Logo Manager" })).toBeVisible();
    const buffer = await sharp({
      create: { width: 200, height: 200, channels: 3, background: "#22aa66" },
    })
      .png()
      .toBuffer();
    await admin
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: "image/png", buffer });
    await expect(admin.getByText("Upload successful")).toBeVisible();
    const card = admin.getByTestId("media-file").filter({ hasText: name });
    await card.getByRole("button", { name: "Set as Logo" }).click();
    await expect(admin.getByText("Logo updated")).toBeVisible();
    const [stored] = await queryRows<{ filename: string; file_path: string }>(
      "SELECT filename, file_path FROM media_files WHERE original_name = $1",
      [name],
    );
    await expect(pricing.locator("header img").first()).toHaveAttribute(
      "src",
      stored?.file_path ?? "",
      LIVE,
    );
    await expect(pricing.locator('link[rel="icon"]')).toHaveAttribute(
      "href",
      `/media/favicon-32/${stored?.filename}`,
      LIVE,
    );
    await expect(pricing.locator('link[rel="icon"]')).toHaveCount(1);
    await expect(pricing.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      "href",
      `/media/apple-touch-icon-180/${stored?.filename}`,
    );
  });

  await test.step("the site title, in the navigation and the document title", async () => {
    const title = `Live Title ${RUN}`;
    await saveSiteTitle(admin, title);
    const nav = pricing.getByRole("navigation", { name: "Main" });
    await expect(nav.getByText(title, { exact: true })).toBeVisible(LIVE);
    await expect(pricing).toHaveTitle(`Pricing | ${title}`, LIVE);
    await expect(pricing.locator('meta[property="og:site_name"]')).toHaveAttribute(
      "content",
      title,
    );
    await expect(
      home.getByRole("navigation", { name: "Main" }).getByText(title, { exact: true }),
    ).toBeVisible(LIVE);
  });

  await test.step("a page taken out of the navigation", async () => {
    const nav = pricing.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Features" })).toBeVisible();
    await admin.goto("/admin/pages");
    const features = admin.getByRole("listitem", { name: "Features" });
    const inNav = features.getByRole("switch", { name: "Show in navigation" });
    await expect(inNav).toBeChecked();
    await inNav.click();
    await expect(inNav).not.toBeChecked();
    await expect.poll(() => setting("page_features_display_in_nav")).toBe(false);
    await expect(nav.getByRole("link", { name: "Features" })).toHaveCount(0, LIVE);
    await expect(
      home.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Features" }),
    ).toHaveCount(0, LIVE);
  });

  await test.step("a console screen follows another admin's change", async () => {
    await admin.goto("/admin/pricing");
    await expect(admin.getByText(/^To reorder a plan, press Space or Enter/)).toBeAttached();
    await markPage(admin);
    const description = `Changed by another admin ${RUN}`;
    await queryRows(
      "UPDATE pricing_plans SET description = jsonb_build_object('en', $2::text) WHERE name ->> 'en' = $1",
      [PLAN, description],
    );
    await expect(admin.getByText(description)).toBeVisible(LIVE);
    await expectNotReloaded(admin);
  });

  await expectNotReloaded(pricing);
  await expectNotReloaded(home);
  await visitorContext.close();
  await consoleContext.close();
});

test("changes reach a page served by another instance, also after that instance restarts", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A second instance on the same database, as behind a load balancer.
  const server = appServer(e2eServerEnv(SECOND_PORT));
  const visitorContext = await browser.newContext({
    baseURL: `http://127.0.0.1:${SECOND_PORT}`,
  });
  const consoleContext = await adminContext(browser);
  try {
    await server.start();
    const pricing = await openVisitorPage(visitorContext, "/pricing");
    const admin = await consoleContext.newPage();
    await expect(
      pricing.getByRole("region", { name: INTERNATIONAL }).getByRole("heading", { name: PLAN }),
    ).toBeVisible();

    await test.step("an edit on the main server reaches the second one (NOTIFY)", async () => {
      await editPlanPrice(admin, "52");
      await expect(planPrice(pricing, "$52")).toBeVisible(LIVE);
    });

    await test.step("an edit made while the visitor's server was down shows once it is back", async () => {
      await server.stop();
      await editPlanPrice(admin, "61");
      await server.start();
      // The browser reconnects by itself; the restarted server answers with RESYNC.
      await expect(planPrice(pricing, "$61")).toBeVisible({ timeout: 15_000 });
    });

    await test.step("and later edits arrive live again", async () => {
      const title = `Restarted ${RUN}`;
      await saveSiteTitle(admin, title);
      await expect(
        pricing.getByRole("navigation", { name: "Main" }).getByText(title, { exact: true }),
      ).toBeVisible(LIVE);
      await expect(pricing).toHaveTitle(`Pricing | ${title}`, LIVE);
    });
    await expectNotReloaded(pricing);
  } catch (error) {
    console.log(`second server's output:\n${server.output}`);
    throw error;
  } finally {
    await visitorContext.close();
    await consoleContext.close();
    server.kill();
  }
});
