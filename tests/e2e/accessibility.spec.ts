import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { seriousViolations } from "./axe.ts";
import { queryRows } from "./db.ts";
import { PUBLIC_PAGES } from "./fixtures.ts";

// The console's sign-in page (password, passkey), "Forgot password?" and a spent password link
// are public too.
for (const path of [...PUBLIC_PAGES, "/admin-auth", "/admin-auth/forgot", "/admin-auth/reset"]) {
  test(`${path} has no serious accessibility violations or console errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      // The 404 pages' own status is reported by the browser as a failed resource.
      if (message.type() === "error" && !message.text().includes("404"))
        errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(path);
    await page.waitForLoadState("networkidle");

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

const CONSOLE_PAGES = [
  "/admin",
  "/admin/analytics",
  "/admin/leads",
  "/admin/bookings",
  "/admin/bookings/availability",
  "/admin/pricing",
  "/admin/settings",
  "/admin/theme",
  "/admin/media",
  "/admin/content",
  "/admin/blog",
  "/admin/pages",
  "/admin/users",
  "/admin/activity",
  "/admin/account",
];

/** Errors the page reports in its console, or throws, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test.describe("console", () => {
  test.use({ storageState: ADMIN_STATE });

  for (const path of CONSOLE_PAGES) {
    test(`${path} has no serious accessibility violations or console errors`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  async function openEditorOfHome(page: Page) {
    const [home] = await queryRows<{ id: string }>(
      "SELECT id FROM website_pages WHERE slug ->> 'en' = 'home'",
    );
    await page.goto(`/admin/pages/${home?.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    await page.waitForLoadState("networkidle");
  }

  test("the page editor, every section open, has no serious accessibility violations or console errors", async ({
    page,
  }) => {
    // Every form of Home's sections open is the console's largest page: axe takes a while on it.
    test.slow();
    const errors = collectErrors(page);
    await openEditorOfHome(page);
    const folded = page
      .getByRole("list", { name: "Sections of Home" })
      .locator("h2 button[aria-expanded=false]");
    while ((await folded.count()) > 0) await folded.first().click();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the page editor's live preview, its marks reachable by keyboard, has no serious accessibility violations", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await openEditorOfHome(page);
    // On a phone the form and the preview take turns.
    const show = page.getByRole("button", { name: "Live preview", exact: true });
    if (await show.isVisible()) await show.click();
    const frame = page.frameLocator('iframe[title^="Preview of Home"]');
    await expect(frame.locator('[data-edit-section][tabindex="0"]').first()).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a blog post in the page editor, with its preview, has no serious accessibility violations or console errors", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const [post] = await queryRows<{ id: string }>(
      "SELECT id FROM website_pages WHERE slug ->> 'en' = 'blog/answer-every-dm-in-seconds'",
    );
    await page.goto(`/admin/posts/${post?.id}`);
    await expect(page.getByRole("region", { name: "Text" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
    const show = page.getByRole("button", { name: "Live preview", exact: true });
    if (await show.isVisible()) await show.click();
    await expect(
      page.frameLocator('iframe[title^="Preview of"]').locator("[data-edit-section]"),
    ).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the page editor's palette of sections has no serious accessibility violations", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await openEditorOfHome(page);
    await page.getByRole("button", { name: "Add section" }).click();
    await expect(page.getByRole("dialog", { name: "Add a section" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
