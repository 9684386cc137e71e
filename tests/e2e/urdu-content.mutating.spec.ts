import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { E2E_PORT } from "./fixtures.ts";
import { expectNotReloaded, markPage } from "./live-page.ts";

// Pages and posts in Urdu (docs/product.md#languages, ADR 0042): an item's Urdu version is its
// Urdu texts, written in the console beside the English ones in the item's one row; a post's
// lives at its own Urdu URL, and it is published with the item. It publishes posts every visitor
// sees (the Urdu blog, the sitemap, the feeds), so it runs alone (mutating) and deletes them.

const RUN = Date.now().toString(36);
const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** How soon an open page must show a change saved in the console. */
const LIVE = { timeout: 5_000 };

test.afterAll(async () => {
  // Each item is one row, every language's texts inside.
  await queryRows("DELETE FROM website_pages WHERE slug ->> 'en' LIKE ANY($1)", [
    [`blog/urc-${RUN}-%`, `urc-${RUN}-%`],
  ]);
});

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: ADMIN_STATE, baseURL: BASE_URL });
  return context.newPage();
}

async function replaceContent(dialog: Locator, text: string) {
  const editor = dialog.getByRole("textbox", { name: "Content" });
  await editor.click();
  await editor.press("ControlOrMeta+a");
  await editor.pressSequentially(text);
  await expect(editor).toHaveText(text);
}

/** hreflang alternates of a document's head: language → path. */
async function headAlternates(page: Page, path: string) {
  await page.goto(path);
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((elements) =>
      elements.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
    );
  return Object.fromEntries(links.map(([lang, href]) => [lang, new URL(href as string).pathname]));
}

/** sitemap.xml's entries: path → its alternates (language → path). */
async function sitemapEntries(page: Page) {
  const xml = await (await page.request.get(`${BASE_URL}/sitemap.xml`)).text();
  return new Map(
    [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body]) => [
      new URL(/<loc>(.*?)<\/loc>/.exec(body as string)?.[1] as string).pathname,
      Object.fromEntries(
        [
          ...(body as string).matchAll(
            /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
          ),
        ].map(([, lang, href]) => [lang, new URL(href as string).pathname]),
      ),
    ]),
  );
}

test("an English post translated in the console is live at its Urdu URL, on an open /ur/blog, in hreflang, the sitemap and the Urdu feed", async ({
  browser,
}) => {
  // A long journey on a machine that may be busy.
  test.setTimeout(240_000);
  const title = `Translated ${RUN}`;
  const englishSlug = `urc-${RUN}-en`;
  const urduSlug = `urc-${RUN}-ur`;
  const urduTitle = `اردو تحریر ${RUN}`;
  const urduText = `یہ اردو متن ہے ${RUN}`;
  const admin = await adminPage(browser);

  await admin.goto("/admin/blog");
  await admin.getByRole("button", { name: "New Post" }).click();
  let dialog = admin.getByRole("dialog", { name: "New Blog Post" });
  // A new item has no Urdu version to write yet: its English version comes first.
  await expect(dialog.getByRole("button", { name: "Urdu" })).toHaveCount(0);
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Slug" }).fill(englishSlug);
  await replaceContent(dialog, `English text ${RUN}`);
  await dialog.getByRole("button", { name: "Create Blog Post" }).click();
  // Saved: the dialog closes only when the save succeeded.
  await expect(dialog).toHaveCount(0);

  // Untranslated: no Urdu URL, and the Urdu blog does not list it.
  const visitorContext = await browser.newContext({ baseURL: BASE_URL });
  const visitor = await visitorContext.newPage();
  expect((await visitor.goto(`/ur/blog/${englishSlug}`))?.status()).toBe(404);
  await visitor.goto("/ur/blog");
  await expect(visitor.getByText(title)).toHaveCount(0);
  await markPage(visitor);
  const row = admin
    .getByRole("list", { name: "Blog posts" })
    .getByRole("listitem")
    .filter({ has: admin.getByRole("heading", { name: title }) });
  await expect(row.getByText("No Urdu version")).toBeVisible();

  // Write its Urdu version: the switch opens an empty editor, right to left.
  await admin.getByRole("button", { name: `Edit ${title}` }).click();
  dialog = admin.getByRole("dialog", { name: "Edit Blog Post" });
  await expect(dialog.getByRole("button", { name: "English" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await dialog.getByRole("button", { name: "Urdu" }).click();
  dialog = admin.getByRole("dialog", { name: "New Blog Post · Urdu version" });
  await expect(dialog.getByRole("button", { name: "Urdu" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const urduTitleField = dialog.getByRole("textbox", { name: "Title", exact: true });
  const urduVersion = row.getByRole("region", { name: `Urdu version of ${title}` });
  await expect(urduTitleField).toHaveValue("");
  await expect(urduTitleField).toHaveAttribute("dir", "rtl");
  await expect(dialog.getByRole("textbox", { name: "Content" })).toHaveAttribute("dir", "rtl");
  await expect(dialog.getByRole("textbox", { name: "Content" })).toHaveAttribute("lang", "ur");
  // It is published with the item: it has no Published switch, schedule or picture of its own
  // (the English form's, for every language), only its texts and tags.
  await expect(dialog).toContainText(
    `The Urdu version of “${title}” has its own slug, title, content and SEO fields; it is published with the item.`,
  );
  // Its slug starts as the English one's; it gets its own.
  await expect(dialog.getByRole("textbox", { name: "Slug" })).toHaveValue(englishSlug);
  await urduTitleField.fill(urduTitle);
  await dialog.getByRole("textbox", { name: "Slug" }).fill(urduSlug);
  await replaceContent(dialog, urduText);
  await dialog.getByRole("tab", { name: "SEO & Settings" }).click();
  await expect(dialog.getByRole("textbox", { name: "Tags" })).toBeVisible();
  await expect(dialog.getByRole("switch", { name: "Published" })).toHaveCount(0);
  await expect(dialog.getByRole("textbox", { name: "Featured Image" })).toHaveCount(0);
  await expect(
    dialog.getByLabel("Publish at", { exact: true }).filter({ visible: true }),
  ).toHaveCount(0);

  // The post is live, so the translation can wait as a draft beside it: not on the site yet.
  await dialog.getByRole("button", { name: "Save Draft" }).click();
  await expect(dialog).toHaveCount(0);
  // The console names the version it saved, and lists it, waiting with the item's changes,
  // under its own title.
  await expect(
    admin.getByText(`“${urduTitle}” is saved as a draft; the live version is unchanged.`),
  ).toBeVisible();
  await expect(row.getByText("Published · unpublished changes").first()).toBeVisible();
  await expect(urduVersion.getByText(urduTitle)).toBeVisible();
  // (Read signed in: an anonymous read may get the cached page while it is rendered again.)
  expect((await admin.request.get(`${BASE_URL}/ur/blog/${urduSlug}`)).status()).toBe(404);
  await expect(visitor.getByRole("link", { name: urduTitle })).toHaveCount(0);

  // Published with the item's Publish, from the Urdu form, which opens the waiting version.
  await admin.getByRole("button", { name: `Edit ${title}` }).click();
  await admin
    .getByRole("dialog", { name: "Edit Blog Post" })
    .getByRole("button", { name: "Urdu" })
    .click();
  dialog = admin.getByRole("dialog", { name: "Edit Blog Post · Urdu version" });
  await expect(dialog.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(urduTitle);
  await expect(dialog.getByRole("textbox", { name: "Slug" })).toHaveValue(urduSlug);
  await dialog.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText("Urdu version:")).toBeVisible();
  await expect(row.getByText("Published · unpublished changes")).toHaveCount(0);
  await expect(row.getByRole("link", { name: `/ur/blog/${urduSlug}` })).toBeVisible();
  await expect(row.getByText(urduTitle)).toBeVisible();

  // The open Urdu blog shows it without a reload; the English blog never lists it.
  await expect(visitor.getByRole("link", { name: urduTitle })).toBeVisible(LIVE);
  await expectNotReloaded(visitor);
  const englishBlog = await (await visitor.request.get(`${BASE_URL}/blog`)).text();
  expect(englishBlog).toContain(title);
  expect(englishBlog).not.toContain(urduTitle);

  // Its Urdu URL, right to left; the English slug is still 404 in Urdu.
  expect((await visitor.goto(`/ur/blog/${urduSlug}`))?.status()).toBe(200);
  await expect(visitor.locator("html")).toHaveAttribute("lang", "ur");
  await expect(visitor.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(visitor.getByRole("heading", { level: 1, name: urduTitle })).toBeVisible();
  await expect(visitor.getByText(urduText)).toBeVisible();
  expect((await visitor.request.get(`${BASE_URL}/ur/blog/${englishSlug}`)).status()).toBe(404);
  // The switcher leads to the English version, whose switcher leads back.
  await visitor.locator("a[data-language-switcher]").click();
  await expect(visitor).toHaveURL(`/blog/${englishSlug}`);
  await visitor.locator("a[data-language-switcher]").click();
  await expect(visitor).toHaveURL(`/ur/blog/${urduSlug}`);

  // hreflang in both heads: the same reciprocal set, x-default in English.
  const expected = {
    en: `/blog/${englishSlug}`,
    ur: `/ur/blog/${urduSlug}`,
    "x-default": `/blog/${englishSlug}`,
  };
  expect(await headAlternates(visitor, `/ur/blog/${urduSlug}`)).toEqual(expected);
  expect(await headAlternates(visitor, `/blog/${englishSlug}`)).toEqual(expected);

  // The sitemap lists both, each with the other as its alternate.
  const sitemap = await sitemapEntries(visitor);
  expect(sitemap.get(`/blog/${englishSlug}`)).toEqual(expected);
  expect(sitemap.get(`/ur/blog/${urduSlug}`)).toEqual(expected);
  expect(sitemap.has(`/ur/blog/${englishSlug}`)).toBe(false);

  // The Urdu feed lists it, in Urdu; the English one does not.
  const urduFeed = await visitor.request.get(`${BASE_URL}/ur/blog/rss.xml`);
  expect(urduFeed.headers()["content-type"]).toContain("application/rss+xml");
  const urduXml = await urduFeed.text();
  expect(urduXml).toContain("<language>ur</language>");
  expect(urduXml).toContain(`/ur/blog/${urduSlug}</link>`);
  expect(urduXml).toContain(urduTitle);
  expect(urduXml).not.toContain(`/blog/${englishSlug}<`);
  const englishXml = await (await visitor.request.get(`${BASE_URL}/blog/rss.xml`)).text();
  expect(englishXml).toContain(`/blog/${englishSlug}</link>`);
  expect(englishXml).not.toContain(urduTitle);

  // Deleting the post would take its Urdu version too: the confirmation says so.
  await admin.getByRole("button", { name: `Delete ${title}`, exact: true }).click();
  const confirm = admin.getByRole("alertdialog", { name: "Delete blog post?" });
  await expect(confirm).toContainText(`“${title}” will be deleted with its Urdu version`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);

  // Taken off the Urdu site: the version has no Published state of its own, so its own Delete
  // clears it, and the English post stays live.
  await urduVersion.getByRole("button", { name: `Delete ${urduTitle}` }).click();
  await expect(confirm).toContainText(`“${urduTitle}” will be deleted`);
  await expect(confirm).not.toContainText("with its Urdu version");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row.getByText("No Urdu version")).toBeVisible();
  expect((await admin.request.get(`${BASE_URL}/ur/blog/${urduSlug}`)).status()).toBe(404);
  expect((await admin.request.get(`${BASE_URL}/blog/${englishSlug}`)).status()).toBe(200);
  expect(await headAlternates(admin, `/blog/${englishSlug}`)).toEqual({});
  // With no Urdu version to go to, the switcher leads to the Urdu blog.
  await expect(admin.locator("a[data-language-switcher]")).toHaveAttribute("href", "/ur/blog");
  // Its Urdu texts are gone from the item's row; the English ones stay.
  const [stored] = await queryRows<{ title: Record<string, string>; slug: Record<string, string> }>(
    "SELECT title, slug FROM website_pages WHERE slug ->> 'en' = $1",
    [`blog/${englishSlug}`],
  );
  expect(stored).toEqual({ title: { en: title }, slug: { en: `blog/${englishSlug}` } });

  // Now the confirmation names the post alone.
  await admin.goto("/admin/blog");
  await admin.getByRole("button", { name: `Delete ${title}`, exact: true }).click();
  await expect(confirm).toContainText(`“${title}” will be deleted and disappear from the blog`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
});

test("a Content Manager page gets an Urdu version, seen right to left through its preview, and deleted on its own", async ({
  browser,
}) => {
  // A long journey on a machine that may be busy.
  test.setTimeout(240_000);
  const title = `Page ${RUN}`;
  const urduTitle = `اردو صفحہ ${RUN}`;
  const admin = await adminPage(browser);
  await admin.goto("/admin/content");
  await admin.getByRole("button", { name: "New Page" }).click();
  let dialog = admin.getByRole("dialog", { name: "New Page" });
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Slug" }).fill(`urc-${RUN}-page`);
  await dialog.getByRole("button", { name: "Create Page" }).click();
  await expect(dialog).toHaveCount(0);

  await admin.getByRole("button", { name: `Edit ${title}` }).click();
  dialog = admin.getByRole("dialog", { name: "Edit Page" });
  await dialog.getByRole("button", { name: "Urdu" }).click();
  dialog = admin.getByRole("dialog", { name: "New Page · Urdu version" });
  // The Content Manager's Page / Blog Post tabs are for new items, not for a translation.
  await expect(dialog.getByRole("tab", { name: "Blog Post" })).toHaveCount(0);
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(urduTitle);
  // A page's Urdu text is in its sections, beside the English (ADR 0023): the page editor.
  const sectionsLink = dialog.getByRole("link", { name: `Edit sections of ${title}` });
  await expect(sectionsLink).toHaveAttribute("href", /^\/admin\/pages\/[0-9a-f-]{36}$/);
  const pageId = (await sectionsLink.getAttribute("href"))?.split("/").at(-1);
  // The page is live, and its Urdu version goes live with it: Publish, no switch of its own.
  await expect(dialog.getByRole("switch", { name: "Published" })).toHaveCount(0);
  // Typed into, the form still offers the item's Publish beside Save Draft.
  const publish = dialog.getByRole("button", { name: "Publish", exact: true });
  await expect(publish).toBeVisible();
  await publish.click();
  await expect(dialog).toHaveCount(0);

  const urdu = admin.getByRole("region", { name: `Urdu version of ${title}` });
  await expect(urdu.getByText(urduTitle)).toBeVisible();
  await expect(urdu.getByText(`/ur/urc-${RUN}-page`)).toBeVisible();
  await urdu.getByRole("button", { name: `Preview of ${urduTitle}` }).click();
  const preview = admin.getByRole("dialog", { name: `Preview “${urduTitle}”` });
  // The item's one preview, in the version's language.
  const href = await preview.getByRole("link", { name: /Open preview/ }).getAttribute("href");
  expect(href).toBe(`/preview/${pageId}?lang=ur`);
  await admin.goto(href as string);
  // The page's heading is its English title until its Urdu text is written in the page editor
  // (its sections hold every language's text, English the fallback: ADR 0023).
  await expect(admin.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(admin.locator('[lang="ur"][dir="rtl"]').first()).toBeVisible();
  await expect(admin.getByText(`/ur/urc-${RUN}-page`)).toBeVisible();
  // Published (new pages are), it answers at its address, its Urdu title in the browser's tab.
  const published = await admin.request.get(`${BASE_URL}/ur/urc-${RUN}-page`);
  expect(published.status()).toBe(200);
  expect(await published.text()).toContain(`<title>${urduTitle}`);

  // The Urdu version is deleted on its own, after a confirmation; the English page stays.
  await admin.goto("/admin/content");
  await urdu.getByRole("button", { name: `Delete ${urduTitle}` }).click();
  const confirm = admin.getByRole("alertdialog", { name: "Delete page?" });
  await expect(confirm).toContainText(urduTitle);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toHaveCount(0);
  const row = admin
    .getByRole("listitem")
    .filter({ has: admin.getByRole("heading", { name: title, exact: true }) });
  await expect(row.getByText("No Urdu version")).toBeVisible();
  await expect(admin.getByRole("button", { name: `Edit ${title}` })).toBeVisible();
  // Its Urdu texts are cleared from the item's row; the English page is as it was.
  const [stored] = await queryRows<{ id: string; title: Record<string, string> }>(
    "SELECT id, title FROM website_pages WHERE slug ->> 'en' = $1",
    [`urc-${RUN}-page`],
  );
  expect(stored).toEqual({ id: pageId, title: { en: title } });
});
