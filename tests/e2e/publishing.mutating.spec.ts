import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { E2E_PORT } from "./fixtures.ts";
import { expectNotReloaded, openVisitorPage } from "./live-page.ts";

// Publishing (docs/product.md#publishing): drafts beside the live version, revisions with diff and restore.
// It publishes posts that every visitor sees, so it runs alone (mutating) and deletes them.

const RUN = Date.now().toString(36);
const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** How soon an open page must show a change saved in the console. */
const LIVE = { timeout: 5_000 };

test.afterAll(async () => {
  await queryRows("DELETE FROM website_pages WHERE slug ->> 'en' LIKE $1", [`blog/pub-${RUN}-%`]);
});

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: ADMIN_STATE, baseURL: BASE_URL });
  return context.newPage();
}

async function visitorPage(browser: Browser, path: string): Promise<Page> {
  return openVisitorPage(await browser.newContext({ baseURL: BASE_URL }), path);
}

async function replaceContent(dialog: Locator, text: string) {
  const editor = dialog.getByRole("textbox", { name: "Content" });
  await editor.click();
  await editor.press("ControlOrMeta+a");
  await editor.pressSequentially(text);
  await expect(editor).toHaveText(text);
}

async function createPost(admin: Page, title: string, slug: string, text: string) {
  await admin.goto("/admin/blog");
  await admin.getByRole("button", { name: "New Post" }).click();
  const dialog = admin.getByRole("dialog", { name: "New Blog Post" });
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await dialog.getByRole("textbox", { name: "Slug" }).fill(slug);
  await replaceContent(dialog, text);
  await dialog.getByRole("button", { name: "Create Blog Post" }).click();
  await expect(admin.getByText("Blog post saved")).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

function postRow(admin: Page, title: string) {
  return admin
    .getByRole("list", { name: "Blog posts" })
    .getByRole("listitem")
    .filter({ has: admin.getByRole("heading", { name: title }) });
}

test("a draft keeps the live post until it is published; an old revision can be compared and restored", async ({
  browser,
}) => {
  test.slow();
  const title = `Publishing ${RUN}`;
  const slug = `pub-${RUN}-draft`;
  const admin = await adminPage(browser);
  await createPost(admin, title, slug, `Old text ${RUN}`);

  const visitor = await visitorPage(browser, `/blog/${slug}`);
  await expect(visitor.getByText(`Old text ${RUN}`)).toBeVisible();

  // Save a draft: the console says so, the public page keeps the old text.
  await admin.getByRole("button", { name: `Edit ${title}` }).click();
  let dialog = admin.getByRole("dialog", { name: "Edit Blog Post" });
  await replaceContent(dialog, `New text ${RUN}`);
  await dialog.getByRole("button", { name: "Save Draft" }).click();
  await expect(admin.getByText("the live version is unchanged")).toBeVisible();
  await expect(postRow(admin, title).getByText("Published · unpublished changes")).toBeVisible();
  const fresh = await (await admin.request.get(`${BASE_URL}/blog/${slug}`)).text();
  expect(fresh).toContain(`Old text ${RUN}`);
  expect(fresh).not.toContain(`New text ${RUN}`);
  await expect(visitor.getByText(`Old text ${RUN}`)).toBeVisible();

  // Reopen: the draft is what is edited; publish it and the open page follows without a reload.
  await admin.getByRole("button", { name: `Edit ${title}` }).click();
  dialog = admin.getByRole("dialog", { name: "Edit Blog Post" });
  await expect(dialog.getByText("You are editing unpublished changes.")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Content" })).toHaveText(`New text ${RUN}`);
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expect(admin.getByText(`is live at /blog/${slug}`)).toBeVisible();
  await expect(visitor.getByText(`New text ${RUN}`)).toBeVisible(LIVE);
  await expectNotReloaded(visitor);
  await expect(postRow(admin, title).getByText("Published", { exact: true })).toBeVisible();

  // History: the first revision, compared with now, then restored (live again).
  await admin.getByRole("button", { name: `History of ${title}` }).click();
  const history = admin.getByRole("dialog", { name: `History of “${title}”` });
  const revisions = history.getByRole("list", { name: "Revisions" }).getByRole("button");
  await expect(revisions).toHaveCount(3);
  await expect(revisions.nth(0)).toContainText("Published · latest");
  await expect(revisions.nth(1)).toContainText("Draft saved");
  await revisions.nth(2).click();
  await expect(revisions.nth(2)).toHaveAttribute("aria-pressed", "true");
  const changes = history.getByRole("region", { name: "Changes" });
  await expect(changes.locator("del")).toHaveText("Old");
  await expect(changes.locator("ins")).toHaveText("New");
  await history.getByRole("button", { name: "Restore this revision" }).click();
  await expect(admin.getByText("Revision restored")).toBeVisible();
  await expect(revisions).toHaveCount(4);
  await expect(revisions.nth(0)).toContainText("Restored · latest");
  await expect(visitor.getByText(`Old text ${RUN}`)).toBeVisible(LIVE);
  await expectNotReloaded(visitor);

  const [stored] = await queryRows<{ id: string }>(
    "SELECT id FROM website_pages WHERE slug ->> 'en' = $1",
    [`blog/${slug}`],
  );
  const actions = await queryRows<{ action: string }>(
    "SELECT action FROM activity_log WHERE entity_id = $1 ORDER BY id",
    [stored?.id],
  );
  expect(actions.map((row) => row.action)).toEqual([
    "create_post",
    "save_draft_post",
    "update_post",
    "restore_post",
  ]);
});

test("a preview link shows the unpublished changes to anyone holding it, until revoked or expired", async ({
  browser,
}) => {
  test.slow();
  const title = `Preview ${RUN}`;
  const slug = `pub-${RUN}-preview`;
  const admin = await adminPage(browser);
  await createPost(admin, title, slug, `Live text ${RUN}`);
  await admin.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = admin.getByRole("dialog", { name: "Edit Blog Post" });
  await replaceContent(dialog, `Draft text ${RUN}`);
  await dialog.getByRole("button", { name: "Save Draft" }).click();
  await expect(admin.getByText("the live version is unchanged")).toBeVisible();

  // The admin's own preview, in the site's layout.
  await admin.getByRole("button", { name: `Preview of ${title}` }).click();
  const preview = admin.getByRole("dialog", { name: `Preview “${title}”` });
  const ownPreview = await preview.getByRole("link", { name: /Open preview/ }).getAttribute("href");
  const own = await admin.context().newPage();
  expect((await own.goto(ownPreview ?? ""))?.status()).toBe(200);
  await expect(own.getByRole("note", { name: "Preview" })).toContainText("unpublished changes");
  await expect(own.getByText(`Draft text ${RUN}`)).toBeVisible();
  await own.close();

  const field = preview.getByRole("textbox", { name: "Share link" });
  const shareLink = async (previous?: string) => {
    await preview.getByRole("button", { name: "Create share link" }).click();
    await expect(field).toHaveValue(/\/preview\/[\w-]{43}$/);
    // A second link replaces the first one shown.
    if (previous) await expect(field).not.toHaveValue(previous);
    return field.inputValue();
  };
  const visit = async (url: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(url);
    return { page, response, context };
  };

  // Someone without an account: the draft, a Preview bar, never cached or indexed.
  const first = await shareLink();
  const visitor = await visit(first);
  expect(visitor.response?.status()).toBe(200);
  const headers = visitor.response?.headers() ?? {};
  expect(headers["cache-control"]).toBe("private, no-store");
  expect(headers["x-robots-tag"]).toContain("noindex");
  await expect(visitor.page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(visitor.page.getByRole("note", { name: "Preview" })).toContainText("Preview");
  await expect(visitor.page.getByText(`Draft text ${RUN}`)).toBeVisible();
  const live = await (await admin.request.get(`${BASE_URL}/blog/${slug}`)).text();
  expect(live).toContain(`Live text ${RUN}`);
  expect(live).not.toContain(`Draft text ${RUN}`);

  // Revoked in the console: the link stops working.
  const links = preview.getByRole("list", { name: "Share links" }).getByRole("listitem");
  await expect(links).toHaveCount(1);
  await links
    .first()
    .getByRole("button", { name: /^Revoke link/ })
    .click();
  await expect(links.first().getByText("Revoked")).toBeVisible();
  expect((await visitor.page.reload())?.status()).toBe(404);
  await expect(visitor.page.getByRole("heading", { name: "Preview unavailable" })).toBeVisible();
  await expect(visitor.page.getByText(`Draft text ${RUN}`)).toHaveCount(0);
  await visitor.context.close();

  // Expired (its expiry moved into the past in the database): it stops working too.
  const second = await shareLink(first);
  const later = await visit(second);
  expect(later.response?.status()).toBe(200);
  await queryRows(
    "UPDATE preview_links SET expires_at = now() - interval '1 second' WHERE page_id = (SELECT id FROM website_pages WHERE slug ->> 'en' = $1) AND revoked_at IS NULL",
    [`blog/${slug}`],
  );
  expect((await later.page.reload())?.status()).toBe(404);
  await later.context.close();

  const [stored] = await queryRows<{ id: string }>(
    "SELECT id FROM website_pages WHERE slug ->> 'en' = $1",
    [`blog/${slug}`],
  );
  const actions = await queryRows<{ action: string }>(
    "SELECT action FROM activity_log WHERE entity_id = $1 AND action LIKE '%preview%' ORDER BY id",
    [stored?.id],
  );
  expect(actions.map((row) => row.action)).toEqual([
    "create_preview_link",
    "revoke_preview_link",
    "create_preview_link",
  ]);
});

test("the open editor is autosaved and offered back after its tab was closed", async ({
  browser,
}) => {
  test.slow();
  const title = `Autosave ${RUN}`;
  const admin = await adminPage(browser);
  await createPost(admin, title, `pub-${RUN}-autosave`, `Saved text ${RUN}`);
  await admin.getByRole("button", { name: `Edit ${title}` }).click();
  await replaceContent(
    admin.getByRole("dialog", { name: "Edit Blog Post" }),
    `Unsaved text ${RUN}`,
  );
  const autosaved = async () =>
    (
      await queryRows<{ n: number }>(
        "SELECT count(*)::int AS n FROM page_autosaves WHERE values->>'content' LIKE $1",
        [`%Unsaved text ${RUN}%`],
      )
    )[0]?.n;
  await expect.poll(autosaved, { timeout: 10_000 }).toBe(1);
  await admin.context().close();
  // Meanwhile the post is saved again (as by another admin): the offer warns of it.
  await queryRows("UPDATE website_pages SET updated_at = now() WHERE slug ->> 'en' = $1", [
    `blog/pub-${RUN}-autosave`,
  ]);

  const again = await adminPage(browser);
  await again.goto("/admin/blog");
  await again.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = again.getByRole("dialog", { name: "Edit Blog Post" });
  await expect(dialog.getByRole("heading", { name: "Restore autosaved changes?" })).toBeVisible();
  await expect(
    dialog.getByText(/This blog post was saved again .*, after these changes/),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(dialog.getByRole("textbox", { name: "Content" })).toHaveText(`Unsaved text ${RUN}`);
  await dialog.getByRole("button", { name: "Save Draft" }).click();
  await expect(again.getByText("the live version is unchanged")).toBeVisible();
  expect(await autosaved()).toBe(0);
});
