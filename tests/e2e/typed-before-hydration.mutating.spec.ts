import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { holdBackScripts, waitForHydration } from "./hydration.ts";

// Issue 14: what a person types into a console form before its scripts have run survives
// hydration exactly, and the counters and checks reflect it once they run. Each test holds
// back the JavaScript, types into the server-rendered fields (select all, then type, as the
// bug report's run did), lets the scripts run, and checks the fields, counters and saves.

test.use({ storageState: ADMIN_STATE });

test.describe("Website Settings", () => {
  const COLUMNS = ["site_title", "meta_description", "address", "contact_email"] as const;
  type Stored = Record<(typeof COLUMNS)[number], string>;
  let original: Stored | undefined;
  const stored = async () =>
    (await queryRows<Stored>(`SELECT ${COLUMNS.join(", ")} FROM website_config WHERE id = 1`))[0];

  test.beforeAll(async () => {
    original = await stored();
  });
  test.afterAll(async () => {
    if (!original) return;
    await queryRows(
      `UPDATE website_config SET ${COLUMNS.map((column, index) => `${column} = $${index + 1}`).join(", ")}, updated_at = now() WHERE id = 1`,
      COLUMNS.map((column) => original?.[column]),
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
    // Enter saves (the error toast covers the Save button on a phone-sized bar).
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
});
