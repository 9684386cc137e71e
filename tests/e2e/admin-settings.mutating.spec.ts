import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { waitForHydration } from "./hydration.ts";

// Website Settings and Page Settings change what every visitor sees, so this spec runs alone
// (after the rest) and puts back the configuration and page switches it found.

test.use({ storageState: ADMIN_STATE });

const CONFIG_COLUMNS = [
  "site_title",
  "tagline",
  "meta_title",
  "meta_description",
  "footer_text",
  "contact_email",
  "phone",
  "whatsapp_number",
  "address",
  "social_links",
] as const;
type ConfigRow = Record<(typeof CONFIG_COLUMNS)[number], unknown>;
/** The columns held as JSON: the texts visitors read (a text per language, ADR 0041) and the links. */
const JSON_COLUMNS = new Set<string>([
  "site_title",
  "tagline",
  "meta_title",
  "meta_description",
  "footer_text",
  "address",
  "social_links",
]);
/** Each column as these tests compare it: a text in English ("" for none), the rest as stored. */
const COMPARED = CONFIG_COLUMNS.map((column) =>
  JSON_COLUMNS.has(column) && column !== "social_links"
    ? `coalesce(${column} ->> 'en', '') AS ${column}`
    : column,
).join(", ");
type SettingRow = { setting_key: string; setting_value: unknown };

let originalConfig: ConfigRow | undefined;
let originalPages: SettingRow[] = [];

test.beforeAll(async () => {
  [originalConfig] = await queryRows<ConfigRow>(
    `SELECT ${CONFIG_COLUMNS.join(", ")} FROM website_config WHERE id = 1`,
  );
  originalPages = await queryRows<SettingRow>(
    "SELECT setting_key, setting_value FROM website_settings WHERE setting_key LIKE 'page\\_%'",
  );
});

test.afterAll(async () => {
  if (originalConfig) {
    const values = CONFIG_COLUMNS.map((column) =>
      JSON_COLUMNS.has(column)
        ? JSON.stringify(originalConfig?.[column])
        : originalConfig?.[column],
    );
    await queryRows(
      `UPDATE website_config SET ${CONFIG_COLUMNS.map((column, index) => `${column} = $${index + 1}`).join(", ")}, updated_at = now() WHERE id = 1`,
      values,
    );
  }
  for (const row of originalPages) {
    await queryRows(
      "UPDATE website_settings SET setting_value = $2::jsonb, updated_at = now() WHERE setting_key = $1",
      [row.setting_key, JSON.stringify(row.setting_value)],
    );
  }
});

/**
 * Opens Website Settings, and with scripts waits until React has hydrated it: these tests type
 * as a person does once the screen is ready (typing before is typed-before-hydration's spec). A
 * fill that lands while hydration resets a textarea to its server text (react-dom's
 * initTextarea) types into that text: on a slow machine, "x" × 170 was followed by the stored
 * description.
 */
async function openSettings(page: Page, { scripts = true } = {}) {
  await page.goto("/admin/settings");
  if (scripts) {
    await waitForHydration(page, page.getByRole("textbox", { name: "Meta Description" }));
  } else await page.waitForLoadState("networkidle");
}

async function storedConfig() {
  const [row] = await queryRows<ConfigRow>(`SELECT ${COMPARED} FROM website_config WHERE id = 1`);
  return row;
}

async function storedSetting(key: string) {
  const [row] = await queryRows<SettingRow>(
    "SELECT setting_key, setting_value FROM website_settings WHERE setting_key = $1",
    [key],
  );
  return row?.setting_value;
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("Website Settings", () => {
  test("saved settings show in the public footer and on the contact page", async ({
    page,
    context,
  }) => {
    await openSettings(page);
    await expect(page.getByRole("heading", { level: 1, name: "Website Settings" })).toBeVisible();
    await expect(
      page.getByText("Configure your website's basic information and contact details"),
    ).toBeVisible();
    for (const card of ["Basic Information", "Contact Information", "Social Media Links"]) {
      await expect(page.getByRole("heading", { name: card })).toBeVisible();
    }
    await expect(
      page.getByText("Changes will be reflected on your live website immediately after saving."),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Contact Email" })).toHaveAttribute(
      "type",
      "email",
    );

    await page.getByRole("textbox", { name: "Contact Email" }).fill("hello@e2e-settings.test");
    await page.getByRole("textbox", { name: "Phone Number" }).fill("+92 311 5550123");
    await page.getByRole("textbox", { name: "Address" }).fill("12 Test Avenue, Lahore");
    await page
      .getByRole("textbox", { name: "Footer Text" })
      .fill("© 2024 E2E Co. All rights reserved.");
    await page
      .getByRole("textbox", { name: "Facebook URL" })
      .fill("https://facebook.com/e2e-settings");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByText("Website settings saved successfully! Changes are now live."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeEnabled();

    expect(await storedConfig()).toMatchObject({
      contact_email: "hello@e2e-settings.test",
      phone: "+92 311 5550123",
      address: "12 Test Avenue, Lahore",
      social_links: { facebook: "https://facebook.com/e2e-settings" },
    });
    const [entry] = await queryRows<{ entity: string }>(
      "SELECT entity FROM activity_log WHERE action = 'update_website_settings' ORDER BY id DESC LIMIT 1",
    );
    expect(entry?.entity).toBe("website_config");

    const site = await context.newPage();
    await site.goto("/");
    const footer = site.locator("footer");
    await expect(footer.getByRole("link", { name: "hello@e2e-settings.test" })).toHaveAttribute(
      "href",
      "mailto:hello@e2e-settings.test",
    );
    await expect(footer.getByRole("link", { name: "+92 311 5550123" })).toHaveAttribute(
      "href",
      "tel:+923115550123",
    );
    await expect(footer.getByText("12 Test Avenue, Lahore")).toBeVisible();
    await expect(footer.getByRole("link", { name: /Facebook/ })).toHaveAttribute(
      "href",
      "https://facebook.com/e2e-settings",
    );
    await expect(
      footer.getByText(`© ${new Date().getFullYear()} E2E Co. All rights reserved.`),
    ).toBeVisible();

    await site.goto("/contact");
    const main = site.locator("main");
    await expect(
      main.getByRole("link", { name: /hello@e2e-settings\.test/ }).first(),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: /\+92 311 5550123/ }).first()).toBeVisible();
  });

  test("a fresh site shows the values in use; a link without https:// and a WhatsApp number of its own", async ({
    page,
    context,
  }) => {
    // The contact fields and links as a fresh site has them: never set.
    await queryRows(
      "UPDATE website_config SET contact_email = '', phone = '', whatsapp_number = '', address = address - 'en', social_links = '{}'::jsonb, updated_at = now() WHERE id = 1",
    );
    await openSettings(page);
    const field = (name: string) => page.getByRole("textbox", { name, exact: true });
    // What the footer and the contact page show in their place, not empty boxes.
    await expect(field("Contact Email")).toHaveValue("hello@dmflow.pk");
    await expect(field("Phone Number")).toHaveValue("+92 300 1234567");
    await expect(field("WhatsApp Number")).toHaveValue("+92 300 1234567");
    await expect(field("Address")).toHaveValue("Shahrah-e-Faisal, Karachi, Pakistan");
    // That number is the contact page's example: the chat button waits for the owner's own.
    const notShown = page.getByText("Not shown yet: save your own WhatsApp number or phone above.");
    await expect(
      page.getByRole("switch", { name: "WhatsApp Chat Button" }),
    ).toHaveAccessibleDescription(/Not shown yet/);
    for (const name of ["Site Title", "Tagline", "Meta Title", "Meta Description", "Footer Text"]) {
      await expect(field(name)).not.toHaveValue("");
    }

    await field("Facebook URL").fill("facebook.com/e2e-shop");
    await field("WhatsApp Number").fill("+92 300 7654321");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByText("Website settings saved successfully! Changes are now live."),
    ).toBeVisible();
    await expect(field("Facebook URL")).toHaveValue("https://facebook.com/e2e-shop");
    await expect(field("WhatsApp Number")).toHaveValue("+92 300 7654321");
    await expect(notShown).toHaveCount(0);
    await expect(field("Contact Email")).toHaveValue("hello@dmflow.pk");
    // The defaults saved unchanged stay defaults: nothing is frozen into the row.
    expect(await storedConfig()).toMatchObject({
      contact_email: "",
      phone: "",
      whatsapp_number: "+92 300 7654321",
      address: "",
      social_links: { facebook: "https://facebook.com/e2e-shop" },
    });

    const site = await context.newPage();
    await site.goto("/contact");
    // The number's card starts the chat through the site, tied to the visit (ADR 0048).
    const whatsapp = site.locator("main").getByRole("link", { name: "+92 300 7654321" });
    await expect(whatsapp).toHaveAttribute("href", "/chat/whatsapp?from=%2Fcontact");
    const chat = await site.request.get("/chat/whatsapp?from=%2Fcontact", { maxRedirects: 0 });
    expect(chat.headers().location).toMatch(/^https:\/\/wa\.me\/923007654321\?text=/);
    await expect(
      site.locator("main").getByRole("link", { name: "+92 300 1234567" }),
    ).toHaveAttribute("href", "tel:+923001234567");
    await expect(site.locator("footer").getByRole("link", { name: /Facebook/ })).toHaveAttribute(
      "href",
      "https://facebook.com/e2e-shop",
    );
  });

  test("an invalid email shows a field error, keeps what was typed and saves nothing", async ({
    page,
  }) => {
    const before = await storedConfig();
    await openSettings(page);
    const description = page.getByRole("textbox", { name: "Meta Description" });
    await description.fill("x".repeat(170));
    await expect(page.getByText("170/160 characters")).toBeVisible();

    await page.getByRole("textbox", { name: "Site Title" }).fill("Typed But Not Saved");
    const email = page.getByRole("textbox", { name: "Contact Email" });
    await email.fill("not-an-email");
    await page.getByRole("button", { name: "Save Changes" }).click();

    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await expect(page.getByText("Failed to save website settings")).toBeVisible();
    await expect(email).toHaveValue("not-an-email");
    await expect(page.getByRole("textbox", { name: "Site Title" })).toHaveValue(
      "Typed But Not Saved",
    );
    await expect(description).toHaveValue("x".repeat(170));
    expect(await storedConfig()).toEqual(before);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server checks the fields and saves with a plain form post", async ({ page }) => {
      const before = await storedConfig();
      await openSettings(page, { scripts: false });
      // Both pass the browser's own checks; the server's stricter ones refuse them.
      await page.getByRole("textbox", { name: "Contact Email" }).fill("owner@localhost");
      await page.getByRole("textbox", { name: "Twitter URL" }).fill("ftp://twitter.com/e2e");
      await page.getByRole("textbox", { name: "Tagline" }).fill("Kept after a failed save");
      await page.getByRole("button", { name: "Save Changes" }).click();

      await expect(page.getByRole("alert").filter({ hasText: "Failed to save" })).toBeVisible();
      await expect(page.getByText("Enter a valid email address")).toBeVisible();
      await expect(
        page.getByText("The Twitter link must be a web address (https://)"),
      ).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Tagline" })).toHaveValue(
        "Kept after a failed save",
      );
      await expect(page.getByRole("textbox", { name: "Contact Email" })).toHaveValue(
        "owner@localhost",
      );
      expect(await storedConfig()).toEqual(before);

      await page.getByRole("textbox", { name: "Contact Email" }).fill("owner@e2e-settings.test");
      await page.getByRole("textbox", { name: "Twitter URL" }).fill("https://twitter.com/e2e");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(
        page.getByText("Website settings saved successfully! Changes are now live."),
      ).toBeVisible();
      expect(await storedConfig()).toMatchObject({
        tagline: "Kept after a failed save",
        contact_email: "owner@e2e-settings.test",
        social_links: expect.objectContaining({ twitter: "https://twitter.com/e2e" }),
      });
    });
  });
});

test.describe("Page Settings", () => {
  const pageRow = (page: Page, name: string) => page.getByRole("listitem", { name });

  test("a disabled page leaves the navigation and answers 404, then comes back", async ({
    page,
    context,
  }) => {
    await page.goto("/admin/pages");
    await expect(page.getByRole("heading", { level: 1, name: "Page Settings" })).toBeVisible();
    for (const name of ["Home", "About", "Features", "Pricing", "Contact"]) {
      await expect(pageRow(page, name)).toBeVisible();
    }
    const home = pageRow(page, "Home");
    await expect(home.getByRole("switch", { name: "Enable page" })).toBeDisabled();
    await expect(
      home.getByText("The home page is always on: it is the front door of your site."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /Open Content Manager/ })).toHaveAttribute(
      "target",
      "_blank",
    );

    const about = pageRow(page, "About");
    const enable = about.getByRole("switch", { name: "Enable page" });
    const inNav = about.getByRole("switch", { name: "Show in navigation" });
    await expect(enable).toBeChecked();
    await expect(inNav).toBeEnabled();
    const activeCard = page.locator("dl > div").filter({ hasText: "Active Pages" });
    await expect(activeCard).toContainText("5");

    await enable.click();
    await expect(enable).not.toBeChecked();
    await expect(inNav).toBeDisabled();
    await expect(activeCard).toContainText("4");
    await expect.poll(() => storedSetting("page_about_is_enabled")).toBe(false);

    const site = await context.newPage();
    await site.goto("/");
    await expect(mainNav(site).getByRole("link", { name: "Features" })).toBeVisible();
    await expect(mainNav(site).getByRole("link", { name: "About" })).toHaveCount(0);
    expect((await site.goto("/about"))?.status()).toBe(404);
    await expect(site.getByText("Oops! Page not found")).toBeVisible();

    await enable.click();
    await expect(enable).toBeChecked();
    await expect(inNav).toBeEnabled();
    await expect.poll(() => storedSetting("page_about_is_enabled")).toBe(true);
    expect((await site.goto("/about"))?.status()).toBe(200);
    await expect(mainNav(site).getByRole("link", { name: "About" })).toBeVisible();
  });

  test("the navigation switch and order change the public navigation", async ({
    page,
    context,
  }) => {
    await page.goto("/admin/pages");
    const pricing = pageRow(page, "Pricing");
    await pricing.getByRole("switch", { name: "Show in navigation" }).click();
    await expect.poll(() => storedSetting("page_pricing_display_in_nav")).toBe(false);

    await pageRow(page, "Contact").getByRole("button", { name: "Move Contact up" }).click();
    await expect.poll(() => storedSetting("page_contact_nav_order")).toBe(4);

    const site = await context.newPage();
    await site.goto("/");
    await expect(mainNav(site).locator("ul").first().getByRole("link")).toHaveText([
      "Home",
      "About",
      "Features",
      "Contact",
    ]);
    expect((await site.goto("/pricing"))?.status()).toBe(200);

    await pricing.getByRole("switch", { name: "Show in navigation" }).click();
    await pageRow(page, "Contact").getByRole("button", { name: "Move Contact down" }).click();
    await expect.poll(() => storedSetting("page_contact_nav_order")).toBe(5);
    await expect.poll(() => storedSetting("page_pricing_display_in_nav")).toBe(true);
  });

  test("a change that fails is told, and the screen shows what is stored", async ({ page }) => {
    await page.goto("/admin/pages");
    await page.route("**/admin/pages.data*", (route) =>
      route.request().method() === "POST" ? route.abort() : route.fallback(),
    );
    const inNav = pageRow(page, "Features").getByRole("switch", { name: "Show in navigation" });
    await expect(inNav).toBeChecked();
    await inNav.click();
    await expect(page.getByText("Failed to update page setting")).toBeVisible();
    await expect(inNav).toBeChecked();
    expect(await storedSetting("page_features_display_in_nav")).toBe(true);
  });
});
