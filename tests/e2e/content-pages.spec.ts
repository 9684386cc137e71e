import { expect, test } from "@playwright/test";
import { queryRows } from "./db.ts";
import { expectNotReloaded, markPage } from "./live-page.ts";
import { sitemapPaths } from "./sitemap.ts";

// Content pages at their URLs (docs/product.md#pages-from-sections, ADR 0023): a published page with slug `s` answers at
// `/s`, drawn from its sections, and in Urdu at `/ur/s` with its Urdu version's title; the
// sitemap lists it in both languages; unpublished it is the 404, also for visitors the page
// cache answers; an open page follows a change without a reload. The pages are written
// straight into the database, each run under slugs of its own, and deleted afterwards.

// One page, changed by each test in turn.
test.describe.configure({ mode: "serial" });

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SLUG = `cp-${RUN}/privacy-policy`;

const body = (policy: string) => ({
  root: { props: {} },
  content: [
    {
      type: "pageHeader",
      props: {
        id: "heading",
        title: { en: "Privacy Policy", ur: "رازداری کی پالیسی" },
        intro: { en: "What {product} keeps, and why.", ur: "{product} کیا رکھتا ہے، اور کیوں۔" },
      },
    },
    {
      type: "richText",
      props: {
        id: "text",
        body: {
          en: `<p>${policy}</p><script>document.title = "hacked"</script>`,
          ur: "<p>ہم آپ کا پیغام بارہ ماہ تک رکھتے ہیں۔</p>",
        },
      },
    },
  ],
});

test.beforeAll(async () => {
  // One row, its texts per language (ADR 0042): the Urdu version is the Urdu title and meta
  // title beside the English ones. A content page answers at its English slug in every
  // language, so it keeps no Urdu slug.
  await queryRows(
    `INSERT INTO website_pages (slug, title, meta_title, meta_description, sections)
     VALUES (jsonb_build_object('en', $1::text), '{"en": "Privacy Policy", "ur": "رازداری"}'::jsonb,
       '{"ur": "رازداری کی پالیسی"}'::jsonb, '{"en": "How your data is kept"}'::jsonb, $2::jsonb)`,
    [SLUG, JSON.stringify(body("We keep your message for 12 months."))],
  );
});

test.afterAll(async () => {
  // Every language goes with the item's one row.
  await queryRows("DELETE FROM website_pages WHERE slug ->> 'en' = $1", [SLUG]);
});

const setPublished = (published: boolean) =>
  queryRows("UPDATE website_pages SET is_published = $2 WHERE slug ->> 'en' = $1", [
    SLUG,
    published,
  ]);

test("a published content page answers at its slug, in English and in Urdu, and the sitemap lists it", async ({
  page,
}) => {
  const response = await page.goto(`/${SLUG}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText("What DMflow keeps, and why.")).toBeVisible();
  await expect(page.getByText("We keep your message for 12 months.")).toBeVisible();
  // Its own title and description; the rich text's script never reaches the page.
  await expect(page).toHaveTitle("Privacy Policy | DMflow");
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    "content",
    "How your data is kept",
  );
  await expect(page.locator("main script")).toHaveCount(0);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/${SLUG}$`),
  );
  await expect(page.locator('head link[rel="alternate"][hreflang="ur"]')).toHaveAttribute(
    "href",
    new RegExp(`/ur/${SLUG}$`),
  );

  const urdu = await page.goto(`/ur/${SLUG}`);
  expect(urdu?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "رازداری کی پالیسی" })).toBeVisible();
  await expect(page.getByText("ہم آپ کا پیغام بارہ ماہ تک رکھتے ہیں۔")).toBeVisible();
  await expect(page).toHaveTitle("رازداری کی پالیسی | DMflow");

  expect(await sitemapPaths(page)).toEqual(expect.arrayContaining([`/${SLUG}`, `/ur/${SLUG}`]));
  // An Urdu slug of its own and the built-in pages' slugs are no content page's URL: the page
  // keeps none beside its English one.
  for (const path of [`/ur/cp-${RUN}-raazdari`, "/home", "/ur/home"]) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
});

test("an open content page shows a change without a reload", async ({ page }) => {
  await page.goto(`/${SLUG}`);
  await markPage(page);
  await queryRows("UPDATE website_pages SET sections = $2::jsonb WHERE slug ->> 'en' = $1", [
    SLUG,
    JSON.stringify(body("We keep your message for 6 months.")),
  ]);
  await expect(page.getByText("We keep your message for 6 months.")).toBeVisible({
    timeout: 5_000,
  });
  await expectNotReloaded(page);
});

test("an unpublished content page is the site's 404 and leaves the sitemap", async ({ page }) => {
  // Into the page cache first, as for every visitor after the first.
  expect((await page.request.get(`/${SLUG}`)).status()).toBe(200);
  await setPublished(false);
  try {
    // A cached page is served while the cache renders it again after a change (ADR 0008), the
    // pages one after the other: each answers 404 once its turn has come.
    for (const path of [`/${SLUG}`, `/ur/${SLUG}`]) {
      await expect.poll(async () => (await page.request.get(path)).status(), path).toBe(404);
    }
    await page.goto(`/${SLUG}`);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
    expect(await sitemapPaths(page)).not.toContain(`/${SLUG}`);
  } finally {
    await setPublished(true);
  }
});
