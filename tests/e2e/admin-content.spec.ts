import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";

test.use({ storageState: ADMIN_STATE });

/** A text per language (ADR 0042): the item's one row holds every language's. */
type Texts = { en?: string; ur?: string };

type StoredPage = {
  id: string;
  slug: Texts;
  title: Texts;
  content: Texts;
  meta_title: Texts;
  meta_description: Texts;
  tags: { en?: string[]; ur?: string[] };
  is_published: boolean;
};

/** The item whose English slug is `slug`, every language's texts as stored. */
async function storedPage(slug: string): Promise<StoredPage | undefined> {
  const [row] = await queryRows<StoredPage>(
    "SELECT id, slug, title, content, meta_title, meta_description, tags, is_published FROM website_pages WHERE slug ->> 'en' = $1",
    [slug],
  );
  return row;
}

async function activityFor(id: string): Promise<string[]> {
  const rows = await queryRows<{ action: string }>(
    "SELECT action FROM activity_log WHERE entity = 'website_pages' AND entity_id = $1 ORDER BY id",
    [id],
  );
  return rows.map((row) => row.action);
}

const pageRows = (page: Page) =>
  page.getByRole("list", { name: "Website pages" }).getByRole("listitem");
const postRows = (page: Page) =>
  page.getByRole("list", { name: "Blog posts" }).getByRole("listitem");

/** A stamp no other spec or run uses (desktop and phone run side by side). */
function uniqueStamp() {
  return `${Date.now()}${test.info().project.name}${Math.floor(Math.random() * 1000)}`;
}

/** Types into the rich-text editor, then makes all of it bold with the toolbar. */
async function writeBold(dialog: Locator, text: string) {
  const editor = dialog.getByRole("textbox", { name: "Content" });
  await editor.click();
  await editor.pressSequentially(text);
  await editor.press("ControlOrMeta+a");
  const bold = dialog.getByRole("button", { name: "Bold" });
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await expect(editor.locator("strong")).toHaveText(text);
  // Collapse the selection to its end, so what comes next goes after the text.
  await editor.press("ArrowRight");
}

/** Images this spec uploaded, removed from the media library when it ends. */
const uploadedImages: string[] = [];
test.afterAll(async () => {
  for (const path of uploadedImages)
    await queryRows("DELETE FROM media_files WHERE file_path = $1", [path]);
});

/** Uploads a new image through the picker, which inserts it at the cursor. */
async function uploadAndInsertImage(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole("button", { name: "Insert Image" }).click();
  const picker = page.getByRole("dialog", { name: "Insert Image" });
  await expect(picker).toBeVisible();
  const png = await sharp({
    create: { width: 120, height: 80, channels: 3, background: "#2563eb" },
  })
    .png()
    .toBuffer();
  await picker.locator('input[type="file"]').setInputFiles({
    name: `e2e-${Date.now()}.png`,
    mimeType: "image/png",
    buffer: png,
  });
  // An uploaded image goes into the library and, at once, into the post.
  await expect(page.getByText("Image inserted")).toBeVisible();
  await expect(picker).toHaveCount(0);
}

async function confirmDelete(page: Page, title: string, noun: "page" | "blog post") {
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${noun}?` });
  await expect(confirm).toContainText(title);
  await confirm.getByRole("button", { name: "Delete" }).click();
  // The toast comes once the server has answered and the list has been loaded again
  // (DeletePageDialog): three loaders after the delete, which took over an assertion's 5 s on
  // a busy CI machine (its snapshot showed the list without the item, its screenshot the toast).
  await expect(page.getByText(noun === "page" ? "Page deleted" : "Blog post deleted")).toBeVisible({
    timeout: 15_000,
  });
  await expect(confirm).toHaveCount(0);
}

test("an admin writes, publishes, unpublishes and deletes a page and a blog post", async ({
  page,
  context,
}) => {
  // A long walk through both screens and the public blog.
  test.slow();
  const stamp = uniqueStamp();
  const pageTitle = `E2E Page ${stamp}`;
  const pageSlug = `e2e-page-${stamp}`;
  const postTitle = `E2E Post ${stamp}`;
  const postSlug = `e2e-post-${stamp}`;

  // --- Content Manager: a page -------------------------------------------------------------
  await page.goto("/admin/content");
  await expect(page.getByRole("heading", { level: 1, name: "Content Pages" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Website Pages \(\d+\)$/ })).toBeVisible();

  await page.getByRole("button", { name: "New Page" }).click();
  const pageDialog = page.getByRole("dialog", { name: "New Page" });
  await expect(pageDialog.getByRole("tab", { name: "Page" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(pageDialog.getByRole("tab", { name: "Blog Post" })).toBeVisible();

  // Nothing typed: the spec's validation toast, and nothing is posted.
  await pageDialog.getByRole("button", { name: "Create Page" }).click();
  await expect(page.getByText("Validation Error")).toBeVisible();
  await expect(page.getByText("Title and slug are required", { exact: true })).toBeVisible();

  // The slug follows the title while it is empty.
  await pageDialog.getByRole("textbox", { name: "Title", exact: true }).fill(pageTitle);
  await expect(pageDialog.getByRole("textbox", { name: "Slug" })).toHaveValue(pageSlug);
  await writeBold(pageDialog, "Our privacy promise");
  await expect(pageDialog.getByText("0/60 characters · aim for 50-60")).toBeVisible();
  await pageDialog.getByRole("textbox", { name: "Meta Description" }).fill("What we keep, and why");
  await expect(pageDialog.getByText("21/160 characters · aim for 150-160")).toBeVisible();
  await pageDialog.getByRole("button", { name: "Create Page" }).click();
  await expect(page.getByText("Page saved")).toBeVisible();
  await expect(pageDialog).toHaveCount(0);

  const storedPageRow = await storedPage(pageSlug);
  // Written in English only: no other language's text beside it.
  expect(storedPageRow).toMatchObject({
    title: { en: pageTitle },
    meta_title: { en: pageTitle },
    meta_description: { en: "What we keep, and why" },
    is_published: true,
  });
  expect(Object.keys(storedPageRow?.title ?? {})).toEqual(["en"]);
  expect(storedPageRow?.content.en).toContain("<strong>Our privacy promise</strong>");
  expect(await activityFor(storedPageRow?.id ?? "")).toEqual(["create_page"]);
  const pageRow = pageRows(page).filter({ hasText: pageTitle });
  await expect(pageRow).toContainText("Published");
  await expect(pageRow).toContainText(`/${pageSlug}`);
  await expect(pageRow).toContainText("What we keep, and why");

  // The same slug again is refused with a clear message.
  await page.getByRole("button", { name: "New Page" }).click();
  const again = page.getByRole("dialog", { name: "New Page" });
  await again.getByRole("textbox", { name: "Title", exact: true }).fill(`${pageTitle} copy`);
  await again.getByRole("textbox", { name: "Slug" }).fill(pageSlug);
  await again.getByRole("button", { name: "Create Page" }).click();
  await expect(page.getByText("Save failed")).toBeVisible();
  await expect(page.getByText("A page with this slug already exists").first()).toBeVisible();
  await expect(again).toBeVisible();
  await again.getByRole("button", { name: "Cancel" }).click();

  // --- Blog Manager: a post ----------------------------------------------------------------
  await page.goto("/admin/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog Posts" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Blog Posts \(\d+\)$/ })).toBeVisible();
  await page.getByRole("button", { name: "New Post" }).click();
  const postDialog = page.getByRole("dialog", { name: "New Blog Post" });
  await postDialog.getByRole("textbox", { name: "Title", exact: true }).fill(postTitle);
  await expect(postDialog.getByRole("textbox", { name: "Slug" })).toHaveValue(postSlug);
  await expect(postDialog.getByText(`/blog/${postSlug}`)).toBeVisible();
  await writeBold(postDialog, "Answer every DM");
  await uploadAndInsertImage(page, postDialog);

  await postDialog.getByRole("tab", { name: "SEO & Settings" }).click();
  await postDialog.getByRole("textbox", { name: "Meta Title" }).fill(`${postTitle} | DMflow`);
  const tags = postDialog.getByRole("textbox", { name: "Tags" });
  await tags.fill("automation");
  await tags.press("Enter");
  await tags.fill("e2e");
  await tags.press("Enter");
  await postDialog.getByRole("button", { name: "Remove tag automation" }).click();
  await expect(postDialog.getByRole("switch", { name: "Published" })).toBeChecked();
  await postDialog.getByRole("button", { name: "Create Blog Post" }).click();
  await expect(page.getByText("Blog post saved")).toBeVisible();
  await expect(postDialog).toHaveCount(0);

  const storedPost = await storedPage(`blog/${postSlug}`);
  expect(storedPost).toMatchObject({
    slug: { en: `blog/${postSlug}` },
    title: { en: postTitle },
    meta_title: { en: `${postTitle} | DMflow` },
    tags: { en: ["e2e"] },
    is_published: true,
  });
  expect(Object.keys(storedPost?.title ?? {})).toEqual(["en"]);
  expect(storedPost?.content.en).toContain("<strong>Answer every DM</strong>");
  const imagePath = /<img src="(\/media\/logo-\d+-\w+\.png)"/.exec(
    storedPost?.content.en ?? "",
  )?.[1];
  expect(imagePath).toBeDefined();
  uploadedImages.push(imagePath ?? "");
  expect(await activityFor(storedPost?.id ?? "")).toEqual(["create_post"]);

  const postRow = postRows(page).filter({ hasText: postTitle });
  await expect(postRow).toContainText("Published");
  await expect(postRow).toContainText(`/blog/${postSlug}`);
  const view = postRow.getByRole("link", { name: `View ${postTitle} (opens in a new tab)` });
  await expect(view).toHaveAttribute("target", "_blank");
  const [tab] = await Promise.all([context.waitForEvent("page"), view.click()]);
  await expect(tab).toHaveURL(`/blog/${postSlug}`);
  await expect(tab.getByRole("heading", { level: 1, name: postTitle })).toBeVisible();
  await expect(tab.locator("article strong")).toHaveText("Answer every DM");
  await tab.close();

  await page.goto("/blog");
  await expect(page.getByRole("link", { name: postTitle })).toBeVisible();

  // --- Unpublish: gone from /blog, 'Post Not Found' at its URL -----------------------------
  await page.goto("/admin/blog");
  await page.getByRole("button", { name: `Edit ${postTitle}` }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Blog Post" });
  await expect(editDialog.getByRole("textbox", { name: "Slug" })).toHaveValue(postSlug);
  await editDialog.getByRole("tab", { name: "SEO & Settings" }).click();
  await editDialog.getByRole("switch", { name: "Published" }).click();
  await editDialog.getByRole("button", { name: "Update Blog Post" }).click();
  await expect(page.getByText("Blog post saved")).toBeVisible();
  await expect(editDialog).toHaveCount(0);
  expect((await storedPage(`blog/${postSlug}`))?.is_published).toBe(false);
  await expect(postRow).toContainText("Draft");
  await expect(postRow.getByRole("link", { name: /^View / })).toHaveCount(0);

  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await expect(page.getByRole("link", { name: postTitle })).toHaveCount(0);
  const missing = await page.goto(`/blog/${postSlug}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();

  // --- Delete both, each after a confirmation ----------------------------------------------
  await page.goto("/admin/blog");
  await confirmDelete(page, postTitle, "blog post");
  await expect(postRows(page).filter({ hasText: postTitle })).toHaveCount(0);
  expect(await storedPage(`blog/${postSlug}`)).toBeUndefined();
  expect(await activityFor(storedPost?.id ?? "")).toEqual([
    "create_post",
    "update_post",
    "delete_post",
  ]);

  await page.goto("/admin/content");
  await confirmDelete(page, pageTitle, "page");
  await expect(pageRows(page).filter({ hasText: pageTitle })).toHaveCount(0);
  expect(await storedPage(pageSlug)).toBeUndefined();
  expect(await activityFor(storedPageRow?.id ?? "")).toEqual(["create_page", "delete_page"]);
});

test("the Content Manager's Blog Post tab creates a post, shown only when creating", async ({
  page,
}) => {
  const stamp = uniqueStamp();
  const title = `E2E Tab Post ${stamp}`;
  const slug = `blog/e2e-tab-post-${stamp}`;
  try {
    await page.goto("/admin/content");
    await page.getByRole("button", { name: "New Page" }).click();
    const dialog = page.getByRole("dialog", { name: "New Page" });
    await dialog.getByRole("tab", { name: "Blog Post" }).click();
    const postDialog = page.getByRole("dialog", { name: "New Blog Post" });
    await postDialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await expect(postDialog.getByText(`/${slug}`)).toBeVisible();
    await postDialog.getByRole("switch", { name: "Published" }).click();
    await postDialog.getByRole("button", { name: "Create Blog Post" }).click();
    await expect(page.getByText("Blog post saved")).toBeVisible();
    expect(await storedPage(slug)).toMatchObject({ title: { en: title }, is_published: false });
    // Pages only in this list; the post is in the Blog Manager, without tabs when editing.
    await expect(pageRows(page).filter({ hasText: title })).toHaveCount(0);
    await page.goto("/admin/blog");
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Blog Post" });
    await expect(edit.getByRole("tab", { name: "Blog Post" })).toHaveCount(0);
    await expect(edit.getByRole("tab", { name: "Content" })).toBeVisible();
    await edit.getByRole("button", { name: "Cancel" }).click();

    await page.goto("/admin/content");
    await page
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
    const editPage = page.getByRole("dialog", { name: "Edit Page" });
    await expect(editPage.getByRole("tab")).toHaveCount(0);
  } finally {
    await queryRows("DELETE FROM website_pages WHERE slug ->> 'en' = $1", [slug]);
  }
});

test("the built-in pages are listed at their real URLs, keep their slug and stay published; the app's slugs are refused", async ({
  page,
}) => {
  await page.goto("/admin/content");
  const row = (title: string) =>
    pageRows(page).filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  // Home answers at /, never at /home; a built-in page has no Delete.
  const home = row("Home");
  await expect(home.locator("code").first()).toHaveText("/");
  await expect(home).toContainText("Built-in page");
  await expect(home.getByRole("button", { name: "Delete Home" })).toHaveCount(0);
  await expect(row("Get Started").locator("code").first()).toHaveText("/form");
  await expect(page.getByRole("list", { name: "Website pages" })).not.toContainText("/home");

  await page.getByRole("button", { name: "Edit About" }).click();
  const about = page.getByRole("dialog", { name: "Edit Page" });
  await expect(about.getByRole("textbox", { name: "Slug" })).toHaveAttribute("readonly", "");
  await expect(about.getByRole("switch", { name: "Published" })).toBeDisabled();
  await expect(about).toContainText(
    "Built-in pages stay published. Turn a page off in Page Settings.",
  );
  await about.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: "New Page" }).click();
  const dialog = page.getByRole("dialog", { name: "New Page" });
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill("Console help");
  const slug = dialog.getByRole("textbox", { name: "Slug" });
  // Checked in the browser: the console's own path.
  await slug.fill("admin");
  await dialog.getByRole("button", { name: "Create Page" }).click();
  await expect(page.getByText("Validation Error")).toBeVisible();
  await expect(
    dialog.getByText("“admin” is used by the console: choose another slug"),
  ).toBeVisible();
  // Checked by the server, which knows a built-in page's row is the one that may hold it.
  await slug.fill("pricing");
  await dialog.getByRole("button", { name: "Create Page" }).click();
  await expect(page.getByText("Save failed")).toBeVisible();
  await expect(dialog.getByText("“pricing” is a built-in page: choose another slug")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect(
    await queryRows("SELECT id FROM website_pages WHERE title ->> 'en' = 'Console help'"),
  ).toEqual([]);
});

test("the post list loads the rich-text editor before an editor is opened", async ({ page }) => {
  // Both managers are one screen (pages-manager.tsx); a new context has nothing cached.
  const editorChunk = page.waitForRequest(/\/assets\/rich-text-editor-[\w-]+\.js$/);
  await page.goto("/admin/blog");
  await editorChunk;
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

for (const item of [
  { list: "/admin/content", noun: "page", prefix: "", dialog: "Page", missing: "Page not found" },
  {
    list: "/admin/blog",
    noun: "post",
    prefix: "blog/",
    dialog: "Blog Post",
    missing: "Blog post not found",
  },
]) {
  test(`the ${item.noun} editor has an address: a reload reopens it, Escape and Back close it`, async ({
    page,
  }) => {
    const stamp = uniqueStamp();
    const slug = `${item.prefix}e2e-address-${stamp}`;
    const title = `E2E Address ${stamp}`;
    const [stored] = await queryRows<{ id: string }>(
      `INSERT INTO website_pages (slug, title, content, meta_title, meta_description, is_published)
       VALUES (jsonb_build_object('en', $1::text), jsonb_build_object('en', $2::text),
         '{"en": "<p>Hello</p>"}', jsonb_build_object('en', $2::text), '{}', true) RETURNING id`,
      [slug, title],
    );
    if (!stored) throw new Error("not stored");
    const listAddress = new RegExp(`${item.list}$`);
    const editor = page.getByRole("dialog", { name: `Edit ${item.dialog}` });
    try {
      await test.step("its address opens it, and a reload reopens it", async () => {
        await page.goto(`${item.list}/${stored.id}`);
        const titleBox = editor.getByRole("textbox", { name: "Title", exact: true });
        await expect(titleBox).toHaveValue(title);
        await page.reload();
        await expect(titleBox).toHaveValue(title);
      });

      await test.step("Escape closes it and goes back to the list", async () => {
        await page.keyboard.press("Escape");
        await expect(editor).toBeHidden();
        await expect(page).toHaveURL(listAddress);
      });

      await test.step("Edit, clicked while the list is still loading after a close, opens it", async () => {
        // The list's data is held back, so the close's way back to the list is still pending
        // when Edit is clicked: the editor closed must not stay closed for the next address.
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(
          (url) => url.pathname.startsWith(item.list) && url.pathname.endsWith(".data"),
          async (route) => {
            await held;
            await route.continue().catch(() => {});
          },
          { times: 1 },
        );
        await page.goto(`${item.list}/${stored.id}`);
        await expect(editor).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(editor).toBeHidden();
        await page.getByRole("button", { name: `Edit ${title}` }).click();
        release();
        await expect(editor).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${item.list}/${stored.id}$`));
        await page.keyboard.press("Escape");
        await expect(page).toHaveURL(listAddress);
      });

      await test.step("Edit opens it at its address; Back closes it, Forward opens it again", async () => {
        await page.getByRole("button", { name: `Edit ${title}` }).click();
        await expect(editor).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${item.list}/${stored.id}$`));
        await page.goBack();
        await expect(editor).toBeHidden();
        await expect(page).toHaveURL(listAddress);
        await page.goForward();
        await expect(editor).toBeVisible();
      });

      await test.step("a new one's editor has its own address", async () => {
        await page.goto(`${item.list}/new`);
        await expect(page.getByRole("dialog", { name: `New ${item.dialog}` })).toBeVisible();
      });

      await test.step("one that no longer exists says so, on the list", async () => {
        await page.goto(`${item.list}/00000000-0000-4000-8000-000000000000`);
        await expect(page).toHaveURL(listAddress);
        await expect(page.getByText(item.missing, { exact: true })).toBeVisible();
      });
    } finally {
      await queryRows("DELETE FROM website_pages WHERE slug ->> 'en' = $1", [slug]);
    }
  });
}
