import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";

// "Edit this page" (docs/product.md#page-editor): on a public page with an editor, a signed-in admin sees a bar
// linking to it, under the header and above the page, in the page's language; a visitor's page
// and a 404 have none. The content page is written straight into the database under a slug of
// this run's own and deleted afterwards (as content-pages.spec.ts does).

test.use({ storageState: ADMIN_STATE });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CONTENT_SLUG = `etp-${RUN}`;
const CONTENT_TITLE = `Shipping terms ${RUN}`;

const editBar = (page: Page, name = "Console") => page.getByRole("navigation", { name });

/** The id of the item whose English slug is `slug`: one row for every language (ADR 0042). */
async function itemId(slug: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    "SELECT id FROM website_pages WHERE slug ->> 'en' = $1",
    [slug],
  );
  if (!row) throw new Error(`no row for ${slug}`);
  return row.id;
}

test.beforeAll(async () => {
  await queryRows(
    `INSERT INTO website_pages (slug, title, sections)
     VALUES (jsonb_build_object('en', $1::text), jsonb_build_object('en', $2::text), $3::jsonb)`,
    [
      CONTENT_SLUG,
      CONTENT_TITLE,
      JSON.stringify({
        root: { props: {} },
        content: [{ type: "pageHeader", props: { id: "heading", title: { en: CONTENT_TITLE } } }],
      }),
    ],
  );
});

test.afterAll(async () => {
  await queryRows("DELETE FROM website_pages WHERE slug ->> 'en' = $1", [CONTENT_SLUG]);
});

test("the Pricing page's bar opens the Pricing page's editor", async ({ page }) => {
  const pricingId = await itemId("pricing");
  await page.goto("/pricing");
  const bar = editBar(page);
  await expect(bar).toContainText("Only you see this bar: you are signed in to the console.");
  const link = bar.getByRole("link", { name: "Edit this page" });

  // In the page's flow under the fixed header's navigation, as wide as the screen: it covers
  // nothing, and nothing but the header's bottom border (as on every page) covers it.
  const header = await page.getByRole("navigation", { name: "Main" }).boundingBox();
  const box = await bar.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  const { violations } = await new AxeBuilder({ page })
    .include('nav[aria-label="Console"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // The first stop of the keyboard inside the page, after "Skip to content".
  await page.locator("#main").focus();
  await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  await link.click();
  await expect(page).toHaveURL(`/admin/pages/${pricingId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
});

test("the Urdu Pricing page's bar, in Urdu, leads to the same editor", async ({ page }) => {
  const pricingId = await itemId("pricing");
  await page.goto("/ur/pricing");
  const bar = editBar(page, "کنسول");
  await expect(bar).toContainText("یہ پٹی صرف آپ کو نظر آتی ہے");
  await expect(bar.getByRole("link", { name: "اس صفحے میں ترمیم کریں" })).toHaveAttribute(
    "href",
    `/admin/pages/${pricingId}`,
  );
});

test("a content page's bar opens its editor", async ({ page }) => {
  const id = await itemId(CONTENT_SLUG);
  await page.goto(`/${CONTENT_SLUG}`);
  await editBar(page).getByRole("link", { name: "Edit this page" }).click();
  await expect(page).toHaveURL(`/admin/pages/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: CONTENT_TITLE })).toBeVisible();
});

test("the blog leads to the Blog Manager and a post to its editor; a 404 and a preview have no bar", async ({
  page,
}) => {
  const post = await itemId("blog/answer-every-dm-in-seconds");
  for (const [path, editor] of [
    ["/blog", "/admin/blog"],
    ["/blog/answer-every-dm-in-seconds", `/admin/posts/${post}`],
  ] as const) {
    await page.goto(path);
    await expect(editBar(page).getByRole("link", { name: "Edit this page" }), path).toHaveAttribute(
      "href",
      editor,
    );
  }
  for (const path of ["/blog/no-such-post", "/no-such-page"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    await expect(editBar(page), path).toHaveCount(0);
  }
  // A preview has its own bar (ADR 0014).
  await page.goto(`/preview/${await itemId("pricing")}`);
  await expect(page.getByRole("note", { name: "Preview" })).toBeVisible();
  await expect(editBar(page)).toHaveCount(0);
});

test("a visitor's Pricing page has no bar", async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(editBar(page)).toHaveCount(0);
  await expect(page.getByText("Edit this page")).toHaveCount(0);
  await context.close();
});
