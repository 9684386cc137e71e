import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";

// Page Settings' privacy page and the owner's pages in the navigation (issue 30): the footer's
// Privacy Policy label links to the marked page while it is published, and a content page
// joins the navigation at the place it is dragged to. These change what every visitor sees, so
// the spec runs alone and puts back the page settings and the starter policy as it found them.

test.use({ storageState: ADMIN_STATE });

type SettingRow = { setting_key: string; setting_value: unknown };
const PAGE_SETTINGS =
  "setting_key LIKE 'page\\_%' OR setting_key IN ('privacy_policy_page', 'terms_of_service_page')";

let savedSettings: SettingRow[] = [];
let policyId = "";

test.beforeAll(async () => {
  savedSettings = await queryRows<SettingRow>(
    `SELECT setting_key, setting_value FROM website_settings WHERE ${PAGE_SETTINGS}`,
  );
  const [policy] = await queryRows<{ id: string }>(
    "SELECT id FROM website_pages WHERE slug = 'privacy-policy' AND locale = 'en'",
  );
  policyId = policy?.id ?? "";
});

test.afterAll(async () => {
  await queryRows(`DELETE FROM website_settings WHERE ${PAGE_SETTINGS}`);
  for (const row of savedSettings) {
    await queryRows("INSERT INTO website_settings (setting_key, setting_value) VALUES ($1, $2)", [
      row.setting_key,
      JSON.stringify(row.setting_value),
    ]);
  }
  await queryRows("UPDATE website_pages SET is_published = false WHERE id = $1", [policyId]);
});

const footerLegal = (page: Page) => page.getByRole("contentinfo").locator("p.flex").last();
const pageRow = (page: Page, name: string) => page.getByRole("listitem", { name });

test("the footer links Privacy Policy to the marked page only while it is published", async ({
  page,
  context,
}) => {
  expect(policyId, "the starter privacy policy is seeded").not.toBe("");
  await page.goto("/admin/pages");
  const policyRow = pageRow(page, "Privacy Policy");
  const enable = policyRow.getByRole("switch", { name: "Enable page" });
  await expect(enable).not.toBeChecked();
  // The starter policy is marked already: the footer waits for it to be published.
  const privacySelect = page.getByLabel("Privacy Policy page");
  await expect(privacySelect).toHaveValue(policyId);
  await expect(page.getByText("The footer links to this page once it is published.")).toBeVisible();

  const site = await context.newPage();
  await site.goto("/");
  await expect(footerLegal(site).getByText("Privacy Policy")).toBeVisible();
  await expect(footerLegal(site).getByRole("link")).toHaveCount(0);

  await enable.click();
  await expect(enable).toBeChecked();
  await expect(page.getByText("The footer links to /privacy-policy.")).toBeVisible();
  await site.reload();
  await expect(footerLegal(site).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
  await expect(footerLegal(site).getByRole("link")).toHaveCount(1);
  await site.goto("/ur/pricing");
  await expect(footerLegal(site).getByRole("link", { name: "رازداری کی پالیسی" })).toHaveAttribute(
    "href",
    "/ur/privacy-policy",
  );

  // The same page as the terms page, chosen and saved in the console.
  await page.getByLabel("Terms of Service page").selectOption(policyId);
  await page.getByRole("button", { name: "Save Terms of Service page" }).click();
  await expect(page.getByText("Footer link saved")).toBeVisible();
  await site.goto("/");
  await expect(footerLegal(site).getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );

  // Unpublished again: both are plain labels, as the specification has them.
  await enable.click();
  await expect(enable).not.toBeChecked();
  await site.reload();
  await expect(footerLegal(site).getByText("Privacy Policy")).toBeVisible();
  await expect(footerLegal(site).getByRole("link")).toHaveCount(0);
});

test("a published page joins the navigation at the place it is dragged to with the keyboard", async ({
  page,
  context,
}) => {
  await page.goto("/admin/pages");
  await page.waitForLoadState("networkidle");
  const policyRow = pageRow(page, "Privacy Policy");
  await policyRow.getByRole("switch", { name: "Enable page" }).click();
  const inNav = policyRow.getByRole("switch", { name: "Show in navigation" });
  await expect(inNav).toBeEnabled();
  await inNav.click();
  await expect(inNav).toBeChecked();

  // Space lifts it by its handle, each arrow moves it one place, Space drops it.
  const handle = policyRow.getByRole("button", { name: "Drag to reorder Privacy Policy" });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(/^Picked up Privacy Policy\./)).toBeAttached();
  for (const position of [5, 4, 3, 2]) {
    await page.keyboard.press("ArrowUp");
    await expect(
      page.getByText(`Privacy Policy was moved into position ${position} of 6.`),
    ).toBeAttached();
  }
  await page.keyboard.press("Space");
  await expect(page.getByText("Privacy Policy was dropped at position 2 of 6.")).toBeAttached();
  await expect(
    page.getByRole("list", { name: "Website pages" }).getByRole("listitem").nth(1),
  ).toHaveAccessibleName("Privacy Policy");

  // The label the owner types shows in the navigation, at that place.
  await policyRow.getByText("Navigation label").click();
  await policyRow.getByLabel("English").fill("Privacy");
  await policyRow.getByRole("button", { name: "Save label" }).click();
  await expect(page.getByText("Navigation label saved")).toBeVisible();

  const site = await context.newPage();
  await site.goto("/");
  await expect(
    site.getByRole("navigation", { name: "Main" }).locator("ul").first().getByRole("link"),
  ).toHaveText(["Home", "Privacy", "About", "Features", "Pricing", "Contact"]);
  await expect(
    site.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Privacy" }).first(),
  ).toHaveAttribute("href", "/privacy-policy");
});
