import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";

// The Live Theme screen changes what every visitor sees, so this spec runs alone (after the
// rest) and puts back the theme it found (the e2e server starts with a custom saved theme).

test.use({ storageState: ADMIN_STATE });

type StoredTheme = Record<string, string>;

let originalTheme: StoredTheme | undefined;

async function storedTheme(): Promise<StoredTheme | undefined> {
  const [row] = await queryRows<{ setting_value: StoredTheme }>(
    "SELECT setting_value FROM website_settings WHERE setting_key = 'theme'",
  );
  return row?.setting_value;
}

async function restoreTheme() {
  if (!originalTheme) return;
  await queryRows(
    "UPDATE website_settings SET setting_value = $1::jsonb, updated_at = now() WHERE setting_key = 'theme'",
    [JSON.stringify(originalTheme)],
  );
}

test.beforeAll(async () => {
  originalTheme = await storedTheme();
  expect(originalTheme?.primary, "the e2e server saved a theme").toBeTruthy();
});

// Each test starts from the theme the server was started with.
test.beforeEach(restoreTheme);
test.afterAll(restoreTheme);

const OCEAN_BLUE = { primary: "221 83% 45%", primaryGlow: "199 89% 60%", accent: "214 95% 93%" };
const FOREST_GREEN = { primary: "152 76% 27%", primaryGlow: "142 69% 58%", accent: "141 79% 92%" };

const primaryText = (page: Page) => page.getByRole("textbox", { name: "Primary", exact: true });
const saveButton = (page: Page) => page.getByRole("button", { name: "Save & Apply Live" });
const liveMode = (page: Page) => page.getByRole("switch", { name: "Live Mode" });

/** The --primary the page uses (inline edits on <html> win over the saved <style>). */
function pagePrimary(page: Page) {
  return page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue("--primary").trim(),
  );
}

async function openThemeScreen(page: Page) {
  await page.goto("/admin/theme");
  await expect(page.getByRole("heading", { level: 1, name: "Live Theme" })).toBeVisible();
  // Wait for hydration: the controls work only once React runs.
  await expect(primaryText(page)).toHaveValue(originalTheme?.primary ?? "");
  await page.waitForLoadState("networkidle");
}

test("a preset saved with 'Save & Apply Live' is live on the public site", async ({
  page,
  context,
}) => {
  await openThemeScreen(page);
  for (const card of ["Quick Themes", "Colors", "Typography & Preview"]) {
    await expect(page.getByRole("heading", { level: 2, name: card })).toBeVisible();
  }
  for (const preset of [
    "Default Dark",
    "Ocean Blue",
    "Forest Green",
    "Sunset Orange",
    "Purple Dream",
  ]) {
    await expect(page.getByRole("button", { name: preset })).toBeVisible();
  }
  await expect(saveButton(page)).toBeDisabled();
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        rule: violation.id,
        targets: violation.nodes.map((node) => node.target.join(" ")),
      })),
  ).toEqual([]);

  await page.getByRole("button", { name: "Ocean Blue" }).click();
  await expect(page.getByRole("button", { name: "Ocean Blue" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(primaryText(page)).toHaveValue(OCEAN_BLUE.primary);
  await expect(page.getByRole("textbox", { name: "Primary Glow", exact: true })).toHaveValue(
    OCEAN_BLUE.primaryGlow,
  );
  await expect(page.getByRole("textbox", { name: "Accent", exact: true })).toHaveValue(
    OCEAN_BLUE.accent,
  );
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  // Previewed on this page and in the sample, not yet saved.
  expect(await pagePrimary(page)).toBe(OCEAN_BLUE.primary);
  expect(
    await page
      .getByTestId("theme-preview")
      .evaluate((element) => getComputedStyle(element).getPropertyValue("--primary").trim()),
  ).toBe(OCEAN_BLUE.primary);
  expect((await storedTheme())?.primary).toBe(originalTheme?.primary);

  await page.getByRole("combobox", { name: "Font" }).click();
  await page.getByRole("option", { name: "Lato" }).click();
  await expect(page.getByRole("combobox", { name: "Font" })).toHaveText("Lato");

  await saveButton(page).click();
  await expect(page.getByText("Theme applied live!")).toBeVisible();
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);
  await expect(saveButton(page)).toBeDisabled();
  expect(await storedTheme()).toEqual({ ...originalTheme, ...OCEAN_BLUE, fontFamily: "Lato" });
  const [entry] = await queryRows<{ entity: string; details: { theme: StoredTheme } }>(
    "SELECT entity, details FROM activity_log WHERE action = 'update_theme' ORDER BY id DESC LIMIT 1",
  );
  expect(entry?.entity).toBe("website_settings");
  expect(entry?.details.theme.primary).toBe(OCEAN_BLUE.primary);

  const site = await context.newPage();
  await site.goto("/");
  const themeCss = await site.locator("style#theme-css").textContent();
  expect(themeCss).toContain(`--primary:${OCEAN_BLUE.primary}`);
  expect(themeCss).toContain(`--accent:${OCEAN_BLUE.accent}`);
  expect(themeCss).toContain('--font-family:"Lato"');
  expect(await pagePrimary(site)).toBe(OCEAN_BLUE.primary);
});

test("Reset restores the saved theme and turns Live Mode off", async ({ page }) => {
  await openThemeScreen(page);
  const saved = originalTheme?.primary ?? "";
  expect(await pagePrimary(page)).toBe(saved);

  await primaryText(page).fill("10 70% 35%");
  await page.getByRole("combobox", { name: "Border Radius" }).click();
  await page.getByRole("option", { name: "Extra Large" }).click();
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await expect(saveButton(page)).toBeEnabled();
  expect(await pagePrimary(page)).toBe("10 70% 35%");

  await page.getByRole("button", { name: "Reset" }).click();
  await expect(primaryText(page)).toHaveValue(saved);
  await expect(page.getByRole("combobox", { name: "Border Radius" })).toHaveText(/Medium/);
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);
  await expect(saveButton(page)).toBeDisabled();
  expect(await pagePrimary(page)).toBe(saved);
  expect(
    await page.evaluate(() => document.documentElement.style.getPropertyValue("--primary")),
  ).toBe("");

  await liveMode(page).click();
  await expect(page.getByText("Live mode enabled")).toBeVisible();
  await expect(liveMode(page)).toBeChecked();
  await expect(saveButton(page)).toBeEnabled();
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(liveMode(page)).not.toBeChecked();
  await expect(saveButton(page)).toBeDisabled();
  expect(await storedTheme()).toEqual(originalTheme);
});

test("with Live Mode on, each change is saved without pressing Save", async ({ page, context }) => {
  await openThemeScreen(page);
  await liveMode(page).click();
  await expect(page.getByText("Live mode enabled")).toBeVisible();

  await page.getByRole("button", { name: "Forest Green" }).click();
  await expect.poll(async () => (await storedTheme())?.primary).toBe(FOREST_GREEN.primary);
  expect(await storedTheme()).toEqual({ ...originalTheme, ...FOREST_GREEN });
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);

  await page.getByRole("textbox", { name: "Accent", exact: true }).fill("150 60% 94%");
  await expect.poll(async () => (await storedTheme())?.accent).toBe("150 60% 94%");
  await expect(liveMode(page)).toBeChecked();

  const site = await context.newPage();
  await site.goto("/");
  expect(await pagePrimary(site)).toBe(FOREST_GREEN.primary);
});

test("an invalid HSL value shows an error and is neither applied nor saved", async ({ page }) => {
  await openThemeScreen(page);
  const saved = originalTheme?.primary ?? "";

  await primaryText(page).fill("hsl(200, 50%, 40%)");
  await expect(
    page.getByText("Use the HSL form 'hue saturation% lightness%', e.g. 222.2 84% 4.9%"),
  ).toBeVisible();
  await expect(primaryText(page)).toHaveAttribute("aria-invalid", "true");
  expect(await pagePrimary(page)).toBe(saved);
  await expect(saveButton(page)).toBeDisabled();

  // Live Mode does not publish it either, and Save refuses it.
  await liveMode(page).click();
  await expect(page.getByText("Live mode enabled")).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await storedTheme()).toEqual(originalTheme);
  await saveButton(page).click();
  await expect(page.getByText("Failed to save theme settings")).toBeVisible();
  await expect(primaryText(page)).toBeFocused();
  expect(await storedTheme()).toEqual(originalTheme);
});

test("a save that fails is told and keeps the edits", async ({ page }) => {
  await openThemeScreen(page);
  await primaryText(page).fill("200 50% 40%");
  await page.route("**/admin/theme.data*", (route) =>
    route.request().method() === "POST" ? route.abort() : route.fallback(),
  );
  await saveButton(page).click();
  await expect(page.getByText("Failed to save theme settings")).toBeVisible();
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await expect(primaryText(page)).toHaveValue("200 50% 40%");
  expect(await storedTheme()).toEqual(originalTheme);
});

test("warns when a color falls below WCAG AA contrast", async ({ page }) => {
  await openThemeScreen(page);
  await page.getByRole("button", { name: "Default Dark" }).click();
  await expect(page.getByText("Low contrast: below WCAG AA")).toHaveCount(0);
  await primaryText(page).fill("60 100% 60%");
  const warning = page.getByRole("status").filter({ hasText: "Low contrast: below WCAG AA" });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(
    "Primary against the background (focus rings, borders): 1.0:1 (needs at least 3.0:1)",
  );
});
