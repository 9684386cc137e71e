import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import {
  appendParagraph,
  editorSection,
  openPageEditor,
  openSection,
  textInput,
} from "./page-editor.ts";
import { sitemapPaths } from "./sitemap.ts";
import { pickUp } from "./sortable.ts";

// The privacy policy page (docs/product.md#page-settings) and the owner's pages in the
// navigation: the starter policy is the 404 until the owner completes it in the page editor and
// publishes it, then answers at /privacy-policy with its text, in the sitemap; the footer's
// Privacy Policy label links to the marked page while it is published; a content page joins the
// navigation at the place it is dragged to. (A reserved slug refused in the Content Manager:
// admin-content.spec.ts.) These change what every visitor sees, so the spec runs alone and puts
// back the page settings and the starter policy as it found them.

test.use({ storageState: ADMIN_STATE });

type SettingRow = { setting_key: string; setting_value: unknown };
const PAGE_SETTINGS =
  "setting_key LIKE 'page\\_%' OR setting_key IN ('privacy_policy_page', 'terms_of_service_page')";

/** The policy's row: its body, and its text per language (ADR 0042). */
type StoredPolicy = { id: string; sections: unknown; content: Record<string, string> };

let savedSettings: SettingRow[] = [];
let policy: StoredPolicy | undefined;
let policyId = "";

test.beforeAll(async () => {
  savedSettings = await queryRows<SettingRow>(
    `SELECT setting_key, setting_value FROM website_settings WHERE ${PAGE_SETTINGS}`,
  );
  [policy] = await queryRows<StoredPolicy>(
    "SELECT id, sections, content FROM website_pages WHERE slug ->> 'en' = 'privacy-policy'",
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
  await queryRows(
    "UPDATE website_pages SET is_published = false, sections = $2, content = $3 WHERE id = $1",
    [policyId, JSON.stringify(policy?.sections), JSON.stringify(policy?.content ?? {})],
  );
  await queryRows("DELETE FROM page_drafts WHERE page_id = $1", [policyId]);
  await queryRows("DELETE FROM page_autosaves WHERE slot = $1", [`sections-${policyId}`]);
});

const footerLegal = (page: Page) => page.getByRole("contentinfo").locator("p.flex").last();
const pageRow = (page: Page, name: string) => page.getByRole("listitem", { name });

/** Turns the policy's Published switch in its Content Manager dialog, and saves. */
async function setPublished(page: Page, published: boolean) {
  await page.goto("/admin/content");
  await page.getByRole("button", { name: "Edit Privacy Policy", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Page" });
  const toggle = dialog.getByRole("switch", { name: "Published" });
  await expect(toggle).toBeChecked({ checked: !published });
  await toggle.click();
  await dialog.getByRole("button", { name: "Update Page" }).click();
  await expect(
    page.getByText(`“Privacy Policy” is ${published ? "published" : "saved as a draft"}.`),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test("the starter policy is the 404 until the owner completes and publishes it; then it answers with its text, in the sitemap; unpublished, the 404 again", async ({
  page,
  context,
}) => {
  test.slow();
  const retention = {
    en: "We keep an enquiry for 12 months after our last message about it.",
    ur: "ہم کسی سوال کو اس بارے میں آخری پیغام کے بعد 12 ماہ تک رکھتے ہیں۔",
  };
  const site = await context.newPage();
  for (const path of ["/privacy-policy", "/ur/privacy-policy"]) {
    expect((await site.request.get(path)).status(), path).toBe(404);
  }
  expect(await sitemapPaths(site)).not.toContain("/privacy-policy");

  // The owner adds how long enquiries are kept, in both languages, and saves: still a draft.
  await openPageEditor(page, "Privacy Policy");
  const kept = editorSection(page, "Text (section 3)");
  await openSection(kept);
  await appendParagraph(textInput(kept, "Text", "English"), retention.en);
  await appendParagraph(textInput(kept, "Text", "Urdu"), retention.ur);
  await page.getByRole("button", { name: "Save Page", exact: true }).click();
  await expect(page.getByText("“Privacy Policy” is saved as a draft.")).toBeVisible();
  expect((await site.request.get("/privacy-policy")).status()).toBe(404);

  // Published in the Content Manager: it answers, with its text, in both languages.
  await setPublished(page, true);
  const response = await site.goto("/privacy-policy");
  expect(response?.status()).toBe(200);
  await expect(site.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(site.getByText(retention.en)).toBeVisible();
  await expect(site).toHaveTitle("Privacy Policy | DMflow");
  await expect(footerLegal(site).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
  expect((await site.goto("/ur/privacy-policy"))?.status()).toBe(200);
  await expect(site.getByRole("heading", { level: 1, name: "رازداری کی پالیسی" })).toBeVisible();
  await expect(site.getByText(retention.ur)).toBeVisible();
  expect(await sitemapPaths(site)).toEqual(
    expect.arrayContaining(["/privacy-policy", "/ur/privacy-policy"]),
  );

  // Unpublished again: the 404, out of the sitemap, the footer's label plain again.
  await setPublished(page, false);
  for (const path of ["/privacy-policy", "/ur/privacy-policy"]) {
    expect((await site.request.get(path)).status(), path).toBe(404);
  }
  expect(await sitemapPaths(site)).not.toContain("/privacy-policy");
  await site.goto("/");
  await expect(footerLegal(site).getByText("Privacy Policy")).toBeVisible();
  await expect(footerLegal(site).getByRole("link")).toHaveCount(0);
});

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
  await expect(page.locator("#legal-page-privacy-note")).toHaveText(
    "The footer links to this page once it is published.",
  );

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
  await pickUp(page, handle, "Privacy Policy");
  // Seven pages: the built-in ones, then the two starters made together, by their address.
  for (const position of [5, 4, 3, 2]) {
    await page.keyboard.press("ArrowUp");
    await expect(
      page.getByText(`Privacy Policy was moved into position ${position} of 7.`),
    ).toBeAttached();
  }
  await page.keyboard.press("Space");
  await expect(page.getByText("Privacy Policy was dropped at position 2 of 7.")).toBeAttached();
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
