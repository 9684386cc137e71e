import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";

// A post whose stored HTML holds every classic injection (written straight into the database,
// as if the allow-list at save had been bypassed): the allow-list at render must still leave
// nothing that runs (docs/product.md#security).

const PAYLOAD = [
  "<p>Safe <strong>text</strong> stays.</p>",
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(2)">',
  '<a href="javascript:alert(3)">x</a>',
  '<iframe src="https://example.com"></iframe>',
  "<style>body{display:none}</style>",
].join("");

/** Records dialogs (dismissing them) and errors; a failed image load (src=x) is not one. */
function watch(page: Page) {
  const dialogs: string[] = [];
  const errors: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(message.text());
    }
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  return { dialogs, errors };
}

async function withPost(run: (post: { slug: string; title: string }) => Promise<void>) {
  const stamp = `${Date.now()}${test.info().project.name}${Math.floor(Math.random() * 1000)}`;
  const slug = `xss-${stamp}`;
  const title = `XSS probe ${stamp}`;
  await queryRows(
    `INSERT INTO website_pages (slug, title, content, meta_title, meta_description, is_published)
     VALUES (jsonb_build_object('en', $1::text), jsonb_build_object('en', $2::text),
       jsonb_build_object('en', $3::text), jsonb_build_object('en', $2::text), '{}', true)`,
    [`blog/${slug}`, title, PAYLOAD],
  );
  try {
    await run({ slug, title });
  } finally {
    await queryRows("DELETE FROM website_pages WHERE slug ->> 'en' = $1", [`blog/${slug}`]);
  }
}

test("a post's stored HTML is rendered without anything that runs", async ({ page }) => {
  await withPost(async ({ slug, title }) => {
    const seen = watch(page);
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const body = page.locator("article .prose-content");
    await expect(body.getByText("Safe text stays.")).toBeVisible();
    await expect(body.locator("strong")).toHaveText("text");
    expect(await body.locator("script, iframe, style").count()).toBe(0);
    expect(await body.locator("[onerror]").count()).toBe(0);
    expect(await page.locator("[onerror]").count()).toBe(0);
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
    const html = await body.innerHTML();
    expect(html).not.toMatch(/alert\(|javascript:|<script|<iframe|<style/i);
    // The page stays visible: the injected style did not hide it.
    await expect(page.locator("body")).toBeVisible();

    // The blog list (its excerpt comes from the same content) is clean too.
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    expect(await page.locator("main script, main iframe, main style, [onerror]").count()).toBe(0);

    await page.waitForTimeout(300);
    expect(seen.dialogs).toEqual([]);
    expect(seen.errors).toEqual([]);
  });
});

test.describe("in the console", () => {
  test.use({ storageState: ADMIN_STATE });

  test("opening such a post in the editor runs nothing either", async ({ page }) => {
    await withPost(async ({ title }) => {
      const seen = watch(page);
      await page.goto("/admin/blog");
      await page.getByRole("button", { name: `Edit ${title}` }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Blog Post" });
      const editor = dialog.getByRole("textbox", { name: "Content" });
      // Waited for as an action is, not within an assertion's 5 s: the editor's chunk may still
      // be loading when Edit is clicked (it is preloaded once the list is idle), and a busy
      // machine takes longer than that to load it.
      await editor.waitFor();
      await expect(editor.getByText("Safe text stays.")).toBeVisible();
      expect(await editor.locator("script, iframe, style, [onerror]").count()).toBe(0);
      expect(await editor.locator('a[href^="javascript:" i]').count()).toBe(0);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await page.waitForTimeout(300);
      expect(seen.dialogs).toEqual([]);
      expect(seen.errors).toEqual([]);
    });
  });
});
