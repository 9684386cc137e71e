import { expect, type Page, test } from "@playwright/test";
import { markRecentlyAuthenticated } from "./accounts.ts";
import { ADMIN_STATE, E2E_ADMIN } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { holdBackScripts, waitForHydration } from "./hydration.ts";

// Issue 14: what a person types into a console form before its scripts have run survives
// hydration exactly, and the counters and checks reflect it once they run. Each test holds
// back the JavaScript, types into the server-rendered fields (select all, then type, as the
// bug report's run did), lets the scripts run, and checks the fields, counters and saves.

test.use({ storageState: ADMIN_STATE });

test.describe("Website Settings", () => {
  const COLUMNS = ["site_title", "meta_description", "address", "contact_email"] as const;
  /** The texts visitors read, held as a text per language (ADR 0041). */
  const TEXTS = new Set<string>(["site_title", "meta_description", "address"]);
  type Stored = Record<(typeof COLUMNS)[number], string>;
  let original: Record<(typeof COLUMNS)[number], unknown> | undefined;
  /** What was saved: each text in English, the e-mail as stored. */
  const stored = async () =>
    (
      await queryRows<Stored>(
        `SELECT ${COLUMNS.map((column) => (TEXTS.has(column) ? `${column} ->> 'en' AS ${column}` : column)).join(", ")} FROM website_config WHERE id = 1`,
      )
    )[0];

  test.beforeAll(async () => {
    [original] = await queryRows<NonNullable<typeof original>>(
      `SELECT ${COLUMNS.join(", ")} FROM website_config WHERE id = 1`,
    );
  });
  test.afterAll(async () => {
    if (!original) return;
    await queryRows(
      `UPDATE website_config SET ${COLUMNS.map((column, index) => `${column} = $${index + 1}`).join(", ")}, updated_at = now() WHERE id = 1`,
      COLUMNS.map((column) =>
        TEXTS.has(column) ? JSON.stringify(original?.[column]) : original?.[column],
      ),
    );
  });

  test("typed before hydration is kept, counted, checked and saved exactly", async ({ page }) => {
    const description = `Public description ${"of the service ".repeat(12)}chat`;
    expect(description).toHaveLength(203);
    const release = await holdBackScripts(page);
    await page.goto("/admin/settings", { waitUntil: "commit" });
    const meta = page.getByRole("textbox", { name: "Meta Description" });
    await expect(meta).not.toHaveValue("");
    await meta.fill(description);
    await page.getByRole("textbox", { name: "Site Title" }).fill("Typed Early Co.");
    await page.getByRole("textbox", { name: "Address" }).fill("7 Early Street, Lahore");
    await page.getByRole("textbox", { name: "Contact Email" }).fill("typed-early");
    release();
    await waitForHydration(page, meta);

    await expect(meta).toHaveValue(description);
    await expect(page.getByText("203/160 characters")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Site Title" })).toHaveValue("Typed Early Co.");
    await expect(page.getByRole("textbox", { name: "Address" })).toHaveValue(
      "7 Early Street, Lahore",
    );

    // The schema's check runs on what was typed: the e-mail is refused, the rest kept.
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    const email = page.getByRole("textbox", { name: "Contact Email" });
    await expect(email).toBeFocused();
    await expect(meta).toHaveValue(description);
    // Enter saves (the error toast sits over the Save button).
    await email.fill("early@e2e-settings.test");
    await email.press("Enter");
    await expect(
      page.getByText("Website settings saved successfully! Changes are now live."),
    ).toBeVisible();
    expect(await stored()).toEqual({
      site_title: "Typed Early Co.",
      meta_description: description,
      address: "7 Early Street, Lahore",
      contact_email: "early@e2e-settings.test",
    });
  });

  // A paste (or a password manager's fill, or Playwright's fill) selects the old text, then
  // inserts the new: when hydration lands between the two, the new text must still replace the
  // old one, not go in front of it.
  test("text pasted over a selection made before hydration replaces it", async ({ page }) => {
    const description = "Pasted while the screen was still loading its scripts";
    const release = await holdBackScripts(page);
    await page.goto("/admin/settings", { waitUntil: "commit" });
    const meta = page.getByRole("textbox", { name: "Meta Description" });
    const address = page.getByRole("textbox", { name: "Address" });
    await expect(meta).not.toHaveValue("");
    await address.selectText();
    await meta.selectText();
    release();
    await waitForHydration(page, meta);
    await page.keyboard.insertText(description);
    await address.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.insertText("9 Pasted Road, Karachi");

    await expect(meta).toHaveValue(description);
    await expect(page.getByText(`${description.length}/160 characters`)).toBeVisible();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByText("Website settings saved successfully! Changes are now live."),
    ).toBeVisible();
    expect(await stored()).toMatchObject({
      meta_description: description,
      address: "9 Pasted Road, Karachi",
    });
  });
});

test.describe("Live Theme", () => {
  type StoredTheme = Record<string, string>;
  let original: StoredTheme | undefined;
  const storedTheme = async () =>
    (
      await queryRows<{ setting_value: StoredTheme }>(
        "SELECT setting_value FROM website_settings WHERE setting_key = 'theme'",
      )
    )[0]?.setting_value;

  test.beforeAll(async () => {
    original = await storedTheme();
  });
  test.afterAll(async () => {
    await queryRows(
      "UPDATE website_settings SET setting_value = $1::jsonb, updated_at = now() WHERE setting_key = 'theme'",
      [JSON.stringify(original)],
    );
  });

  test("colour texts typed before hydration are kept, checked, previewed and saved", async ({
    page,
  }) => {
    const release = await holdBackScripts(page);
    await page.goto("/admin/theme", { waitUntil: "commit" });
    const primary = page.getByRole("textbox", { name: "Primary", exact: true });
    const accent = page.getByRole("textbox", { name: "Accent", exact: true });
    await expect(primary).toHaveValue(original?.primary ?? "");
    await primary.fill("12 80% 40%");
    await accent.fill("not a colour");
    release();
    await waitForHydration(page, primary);

    await expect(primary).toHaveValue("12 80% 40%");
    await expect(accent).toHaveValue("not a colour");
    await expect(accent).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText("Use the HSL form 'hue saturation% lightness%', e.g. 222.2 84% 4.9%"),
    ).toBeVisible();
    await expect(page.getByText("Unsaved changes")).toBeVisible();
    await expect(page.getByTestId("primary-swatch")).toHaveCSS(
      "background-color",
      "rgb(184, 53, 20)",
    );

    await accent.fill("30 90% 95%");
    await page.getByRole("button", { name: "Save & Apply Live" }).click();
    await expect(page.getByText("Unsaved changes")).toHaveCount(0);
    expect(await storedTheme()).toMatchObject({ primary: "12 80% 40%", accent: "30 90% 95%" });
  });
});

test.describe("Leads Manager filters", () => {
  const marker = `E2E-early-${Date.now().toString(36)}`;

  test.beforeAll(async () => {
    for (const [n, status] of [
      ["01", "new"],
      ["02", "won"],
    ] as const) {
      await queryRows(
        `INSERT INTO leads (name, email, whatsapp_number, country, business_type, message, source, status)
         VALUES ($1, $2, '923001000000', 'Pakistan', 'Restaurant', 'Hello', 'get_started_form', $3)`,
        [`${marker} Lead ${n}`, `${marker.toLowerCase()}-${n}@example.pk`, status],
      );
    }
  });
  test.afterAll(async () => {
    await queryRows("DELETE FROM leads WHERE name LIKE $1", [`${marker}%`]);
  });

  test("a search and a status chosen before hydration filter the list once it runs", async ({
    page,
  }) => {
    const release = await holdBackScripts(page);
    await page.goto("/admin/leads", { waitUntil: "commit" });
    const search = page.getByRole("searchbox", { name: "Search", exact: true });
    const status = page.getByRole("combobox", { name: "Status" });
    await search.fill(marker);
    await status.selectOption("Won");
    release();
    await waitForHydration(page, search);

    await expect(page).toHaveURL((url) => url.searchParams.get("q") === marker);
    await expect(page).toHaveURL((url) => url.searchParams.get("status") === "won");
    await expect(search).toHaveValue(marker);
    await expect(status).toHaveValue("won");
    await expect(page.getByRole("heading", { name: "Leads (1 total)" })).toBeVisible();
    await expect(page.getByText(`${marker} Lead 02`).filter({ visible: true })).toBeVisible();
    await expect(page.getByText(`${marker} Lead 01`).filter({ visible: true })).toHaveCount(0);
  });
});

test.describe("sign-in", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("an e-mail and password typed before hydration sign in", async ({ page }) => {
    const release = await holdBackScripts(page);
    await page.goto("/admin-auth", { waitUntil: "commit" });
    const email = page.getByRole("textbox", { name: "Email" });
    const password = page.getByLabel("Password");
    await email.fill(E2E_ADMIN.email);
    await password.fill(E2E_ADMIN.password);
    release();
    await waitForHydration(page, email);

    await expect(email).toHaveValue(E2E_ADMIN.email);
    await expect(password).toHaveValue(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Login Successful")).toBeVisible();
  });
});

test("a user search typed before hydration runs once the scripts run", async ({ page }) => {
  const release = await holdBackScripts(page);
  await page.goto("/admin/users", { waitUntil: "commit" });
  const search = page.getByRole("searchbox", { name: "Search users" });
  await search.fill(E2E_ADMIN.email);
  release();
  await waitForHydration(page, search);

  await expect(page).toHaveURL((url) => url.searchParams.get("q") === E2E_ADMIN.email);
  await expect(search).toHaveValue(E2E_ADMIN.email);
  await expect(page.getByText(E2E_ADMIN.name).filter({ visible: true }).first()).toBeVisible();
});

// The dialogs (plan, page/post, user) exist only once the scripts run: the button that opens
// one does nothing before. So nothing can be typed into them early; what is checked is that
// what is typed right after opening one survives the screen reloading its data meanwhile.
test.describe("dialogs", () => {
  const stamp = Date.now().toString(36);
  const PLAN = `E2E Early Plan ${stamp}`;
  const PAGE_SLUG = `e2e-early-page-${stamp}`;
  const USER_EMAIL = `early.${stamp}@e2e.test`;

  test.afterAll(async () => {
    await queryRows("DELETE FROM pricing_plans WHERE name ->> 'en' = $1", [PLAN]);
    await queryRows("DELETE FROM website_pages WHERE slug ->> 'en' = $1", [PAGE_SLUG]);
    await queryRows("DELETE FROM users WHERE email = $1", [USER_EMAIL]);
  });

  /** Loads `path` with its scripts held back; `opener` opens the dialog only once they run. */
  async function openDialogOnceHydrated(page: Page, path: string, opener: string) {
    const release = await holdBackScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    const button = page.getByRole("button", { name: opener });
    await button.click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    release();
    await waitForHydration(page, button);
    await button.click();
  }

  /** Another admin's change arrives: the live update reloads the screen's data. */
  async function liveUpdateArrives(page: Page) {
    const reloaded = page.waitForResponse((response) => response.url().includes(".data"));
    await queryRows("UPDATE website_settings SET updated_at = now() WHERE setting_key = 'theme'");
    await reloaded;
  }

  test("pricing plan dialog", async ({ page }) => {
    await openDialogOnceHydrated(page, "/admin/pricing", "Add New Plan");
    const dialog = page.getByRole("dialog", { name: "Add New Plan" });
    const name = dialog.getByRole("textbox", { name: "Plan Name" });
    const description = dialog.getByRole("textbox", { name: "Description" });
    const price = dialog.getByRole("spinbutton", { name: "Price", exact: true });
    await name.fill(PLAN);
    await description.fill("Typed right after the screen ran its scripts");
    await price.fill("49.50");
    await liveUpdateArrives(page);

    await expect(name).toHaveValue(PLAN);
    await expect(description).toHaveValue("Typed right after the screen ran its scripts");
    await expect(price).toHaveValue("49.50");
    await dialog.getByRole("button", { name: "Create Plan" }).click();
    await expect(dialog).toHaveCount(0);
    expect(
      await queryRows("SELECT description, price FROM pricing_plans WHERE name ->> 'en' = $1", [
        PLAN,
      ]),
    ).toEqual([
      { description: { en: "Typed right after the screen ran its scripts" }, price: "49.50" },
    ]);
  });

  test("page editor dialog", async ({ page }) => {
    await openDialogOnceHydrated(page, "/admin/content", "New Page");
    const dialog = page.getByRole("dialog", { name: "New Page" });
    const title = dialog.getByRole("textbox", { name: "Title", exact: true });
    const meta = dialog.getByRole("textbox", { name: "Meta Description" });
    await title.fill(`E2E Early Page ${stamp}`);
    await meta.fill("Typed while the screen reloads");
    await liveUpdateArrives(page);

    await expect(title).toHaveValue(`E2E Early Page ${stamp}`);
    await expect(dialog.getByRole("textbox", { name: "Slug" })).toHaveValue(PAGE_SLUG);
    await expect(meta).toHaveValue("Typed while the screen reloads");
    await expect(dialog.getByText("30/160 characters · aim for 150-160")).toBeVisible();
    await dialog.getByRole("button", { name: "Create Page" }).click();
    await expect(dialog).toHaveCount(0);
    expect(
      await queryRows(
        "SELECT title, meta_description FROM website_pages WHERE slug ->> 'en' = $1",
        [PAGE_SLUG],
      ),
    ).toEqual([
      {
        title: { en: `E2E Early Page ${stamp}` },
        meta_description: { en: "Typed while the screen reloads" },
      },
    ]);
  });

  test("user form dialog", async ({ page }) => {
    await markRecentlyAuthenticated(E2E_ADMIN.email);
    await openDialogOnceHydrated(page, "/admin/users", "Add User");
    const dialog = page.getByRole("dialog", { name: "Add User" });
    await dialog.getByLabel("Email").fill(USER_EMAIL);
    await dialog.getByLabel("Full Name").fill("Early Typist");
    await dialog.getByLabel("Role").selectOption("moderator");
    await liveUpdateArrives(page);

    await expect(dialog.getByLabel("Email")).toHaveValue(USER_EMAIL);
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Early Typist");
    await expect(dialog.getByLabel("Role")).toHaveValue("moderator");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(dialog).toHaveCount(0);
    expect(await queryRows("SELECT name, role FROM users WHERE email = $1", [USER_EMAIL])).toEqual([
      { name: "Early Typist", role: "moderator" },
    ]);
  });
});
