import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { E2E_PORT } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import {
  appendParagraph,
  editorSection,
  openPageEditor,
  openSection,
  putBackHome,
  type StoredHome,
  storedHome,
  textInput,
} from "./page-editor.ts";
import { pickUp } from "./sortable.ts";

// The page editor (docs/product.md#pages-from-sections, ADR 0023): an owner changes the Home page's sections in English
// and Urdu and publishes them. It changes the Home page every visitor sees, so it runs alone
// (mutating) and puts the page back as it found it.

const RUN = Date.now().toString(36);
const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** How long a save may take to answer on a busy machine (the page's data reloads after it). */
const SAVED = { timeout: 15_000 };

let original: StoredHome;
test.beforeAll(async () => {
  original = await storedHome();
});
test.afterAll(async () => {
  await putBackHome(original);
  await queryRows("DELETE FROM website_pages WHERE slug ->> 'en' = $1", [`blog/editor-${RUN}`]);
});

// The tests' own contexts, closed after each: an editor left open would follow every later save
// on the site (live updates) and slow what comes after.
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function newAdminContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ storageState: ADMIN_STATE, baseURL: BASE_URL });
  contexts.push(context);
  return context;
}

async function openEditor(browser: Browser): Promise<Page> {
  const context = await newAdminContext(browser);
  const page = await context.newPage();
  await openPageEditor(page, "Home");
  await expect(page).toHaveURL(`/admin/pages/${original.id}`);
  return page;
}

const sections = (page: Page) => page.getByRole("list", { name: "Sections of Home" });

test("an owner edits the Home page's sections in English and Urdu, and publishes them", async ({
  browser,
}) => {
  test.slow();
  const headline = `Every DM answered ${RUN}`;
  const urduHeadline = `ہر پیغام کا جواب ${RUN}`;
  const page = await openEditor(browser);
  const titles = sections(page).locator("h2");
  await expect(titles).toHaveText([/^Hero/, /^Feature cards/, /^Numbers/, /^Pricing plans/]);

  // The hero's headline, in both languages side by side; Urdu is written right to left.
  const hero = editorSection(page, "Hero (section 1)");
  await openSection(hero);
  const urdu = hero.getByRole("textbox", { name: "Headline (Urdu)", exact: true });
  await expect(urdu).toHaveAttribute("dir", "rtl");
  await expect(urdu).toHaveAttribute("lang", "ur");
  await hero.getByRole("textbox", { name: "Headline (English)", exact: true }).fill(headline);
  await urdu.fill(urduHeadline);

  // A new section from the palette, which says what each type is for; a question is added.
  await page.getByRole("button", { name: "Add section" }).click();
  const palette = page.getByRole("dialog", { name: "Add a section" });
  await expect(palette.getByText("Common questions with their answers")).toBeVisible();
  await palette.getByRole("button", { name: /^Questions and answers/ }).click();
  await expect(palette).toHaveCount(0);
  const faq = editorSection(page, "Questions and answers (section 5)");
  await expect(faq.getByRole("heading").getByRole("button")).toBeFocused();
  await faq.getByRole("textbox", { name: "Title (English)", exact: true }).fill(`Questions ${RUN}`);
  await faq
    .getByRole("textbox", { name: "Question (English)", exact: true })
    .fill("Do you reply at night?");
  await faq
    .getByRole("textbox", { name: "Answer (English)", exact: true })
    .fill("Yes, around the clock.");
  await faq.getByRole("button", { name: "Add question" }).click();
  const second = faq.getByRole("group", { name: "Question 2" });
  await second
    .getByRole("textbox", { name: "Question (English)", exact: true })
    .fill("Is Urdu supported?");
  await second
    .getByRole("textbox", { name: "Answer (English)", exact: true })
    .fill("Yes, and Roman Urdu.");
  await second.getByRole("textbox", { name: "Answer (Urdu)", exact: true }).fill("جی ہاں");

  // With the keyboard, the new section moves up one place, above the pricing plans.
  const handle = faq.getByRole("button", { name: /^Drag to reorder/ });
  const announced = (text: string) => expect(page.getByText(text)).toBeAttached();
  await pickUp(page, handle, "Questions and answers (section 5)");
  await announced("Picked up Questions and answers (section 5). It is in position 5 of 5.");
  await page.keyboard.press("ArrowUp");
  await announced("Questions and answers (section 5) was moved into position 4 of 5.");
  await page.keyboard.press("Space");
  await expect(titles).toHaveText([
    /^Hero/,
    /^Feature cards/,
    /^Numbers/,
    /^Questions and answers/,
    /^Pricing plans/,
  ]);

  // The numbers band is hidden; the feature cards are deleted, then brought back in place.
  await editorSection(page, "Numbers (section 3)")
    .getByRole("button", { name: "Hide Numbers (section 3) on the site" })
    .click();
  await expect(editorSection(page, "Numbers (section 3)").getByText("Hidden")).toBeVisible();
  await editorSection(page, "Feature cards (section 2)")
    .getByRole("button", { name: "Delete Feature cards (section 2)" })
    .click();
  await expect(titles).toHaveText([/^Hero/, /^Numbers/, /^Questions and answers/, /^Pricing/]);
  const undo = sections(page).getByRole("button", { name: "Undo delete" });
  await expect(undo).toBeFocused();
  await undo.click();
  await expect(titles).toHaveText([
    /^Hero/,
    /^Feature cards/,
    /^Numbers/,
    /^Questions and answers/,
    /^Pricing plans/,
  ]);
  // What was typed before is all still there, in the sections before and after.
  await expect(hero.getByRole("textbox", { name: "Headline (English)", exact: true })).toHaveValue(
    headline,
  );
  await expect(
    editorSection(page, "Questions and answers (section 4)").getByRole("textbox", {
      name: "Title (English)",
      exact: true,
    }),
  ).toHaveValue(`Questions ${RUN}`);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Page saved")).toBeVisible(SAVED);
  await expect(page.getByText("“Home” is published.")).toBeVisible(SAVED);

  // Stored: the headline in both languages, the new section in its place, the band hidden.
  const stored = (await storedHome()).sections as {
    content: { type: string; props: Record<string, unknown> }[];
  };
  expect(stored.content.map((item) => item.type)).toEqual([
    "hero",
    "featureCards",
    "stats",
    "faq",
    "pricing",
  ]);
  expect(stored.content[0]?.props.title).toEqual({ en: headline, ur: urduHeadline });
  expect(stored.content[2]?.props.hidden).toBe(true);
  expect(stored.content[3]?.props).toMatchObject({
    title: { en: `Questions ${RUN}` },
    items: [
      { question: { en: "Do you reply at night?" }, answer: { en: "Yes, around the clock." } },
      {
        question: { en: "Is Urdu supported?" },
        answer: { en: "Yes, and Roman Urdu.", ur: "جی ہاں" },
      },
    ],
  });
  const [activity] = await queryRows<{ action: string }>(
    "SELECT action FROM activity_log WHERE entity_id = $1 ORDER BY id DESC LIMIT 1",
    [original.id],
  );
  expect(activity?.action).toBe("update_page");

  // The editor, opened again, shows what was published.
  await page.reload();
  await openSection(editorSection(page, "Hero (section 1)"));
  await expect(
    editorSection(page, "Hero (section 1)").getByRole("textbox", {
      name: "Headline (Urdu)",
      exact: true,
    }),
  ).toHaveValue(urduHeadline);
  await expect(editorSection(page, "Numbers (section 3)").getByText("Hidden")).toBeVisible();
});

test("what the owner is typing survives a change elsewhere on the site", async ({ browser }) => {
  const page = await openEditor(browser);
  const hero = editorSection(page, "Hero (section 1)");
  await openSection(hero);
  const headline = `Typed while the site changed ${RUN}`;
  const english = textInput(hero, "Headline", "English");
  await english.fill(headline);
  // Another admin saves a setting: the open console reloads its data (live updates).
  const reloaded = page.waitForResponse((response) => response.url().includes(".data"));
  await queryRows(
    "UPDATE website_config SET updated_at = now() WHERE id = (SELECT min(id) FROM website_config)",
  );
  await reloaded;
  await expect(english).toHaveValue(headline);
  await expect(hero.getByRole("heading").getByRole("button")).toHaveAttribute(
    "aria-expanded",
    "true",
  );
});

test("a bad link is refused at its field, with everything typed kept and the site unchanged", async ({
  browser,
}) => {
  const before = await storedHome();
  const page = await openEditor(browser);
  const hero = editorSection(page, "Hero (section 1)");
  await openSection(hero);
  const headline = `Kept as typed ${RUN}`;
  await hero.getByRole("textbox", { name: "Headline (English)", exact: true }).fill(headline);
  const button = hero.getByRole("group", { name: "Button 1" });
  const link = button.getByRole("textbox", { name: "Link", exact: true });
  await link.fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Publish", exact: true }).click();

  const summary = page.getByRole("alert").filter({ hasText: "to fix before saving" });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(
    "Hero (section 1) › Button 1 › Link: Only http, https, mailto and tel links are allowed",
  );
  await expect(link).toHaveAttribute("aria-invalid", "true");
  await expect(
    button.getByText("Only http, https, mailto and tel links are allowed"),
  ).toBeVisible();
  await expect(hero.getByRole("textbox", { name: "Headline (English)", exact: true })).toHaveValue(
    headline,
  );
  await expect(link).toHaveValue("javascript:alert(1)");

  // The summary leads to the field.
  await summary.getByRole("button", { name: "Hero (section 1) › Button 1 › Link" }).click();
  await expect(link).toBeFocused();

  // Posted anyway (as a script could), the server refuses it the same way and stores nothing.
  const form = await page
    .locator("form#page-sections")
    .evaluate((element) =>
      [...new FormData(element as HTMLFormElement)].map(([name, value]) => [name, String(value)]),
    );
  const response = await page.request.post(`/admin/pages/${before.id}`, {
    form: Object.fromEntries([...form, ["intent", "update"]]),
    headers: { Origin: BASE_URL },
  });
  expect(response.status()).toBe(400);
  const answer = await response.text();
  expect(answer).toContain("content[0].props.buttons[0].href");
  const after = await storedHome();
  expect(after.sections).toEqual(before.sections);
  expect(after.updated_at).toEqual(before.updated_at);
});

test("a blog post opens in the editor from its Blog Manager dialog: its text and its Urdu version's beside their preview, kept as drafts until published", async ({
  browser,
}) => {
  test.slow();
  const title = `Post ${RUN}`;
  const [post] = await queryRows<{ id: string }>(
    `INSERT INTO website_pages (slug, title, content, meta_title, meta_description)
     VALUES (jsonb_build_object('en', $1::text), jsonb_build_object('en', $2::text),
       '{"en": "<p>First words</p>"}', jsonb_build_object('en', $2::text), '{}') RETURNING id`,
    [`blog/editor-${RUN}`, title],
  );
  try {
    const page = await (await newAdminContext(browser)).newPage();
    await page.goto("/admin/blog");
    await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Blog Post" });
    const openFull = dialog.getByRole("link", { name: `Edit with preview: ${title}` });
    await waitForHydration(page, openFull);
    await openFull.click();
    await expect(page).toHaveURL(`/admin/posts/${post?.id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // Opened from Blog Posts, which the sidebar marks.
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Blog Posts" }),
    ).toHaveAttribute("aria-current", "page");

    // One text, in English until the post has an Urdu version: nothing to add, move or delete.
    const text = editorSection(page, "Text");
    const english = text.locator('[data-field$=".en"] [contenteditable="true"]');
    await expect(page.getByRole("button", { name: "Add section" })).toHaveCount(0);
    await expect(text.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
    await expect(page.getByRole("group", { name: "Preview language" })).toHaveCount(0);
    await expect(page.getByText("This post has no Urdu version yet.")).toBeVisible();
    const words = `Typed beside the preview ${RUN}`;
    await appendParagraph(english, words);
    const frame = page.frameLocator(`iframe[title^="Preview of ${title}"]`);
    await expect(frame.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(frame.getByText(words)).toBeVisible();
    // A click on the text in the preview finds it in the form.
    await frame.getByText("First words").click();
    await expect(english).toBeFocused();
    await page.getByRole("button", { name: "Save Draft", exact: true }).click();
    await expect(page.getByText(/saved as a draft/)).toBeVisible(SAVED);

    // With an Urdu version, its text is written beside the English, and previewed in Urdu.
    // The version is the item's Urdu texts (ADR 0042), written into its live row and into the
    // draft waiting beside it, as the Urdu form's save would (an Urdu slug may be the English one).
    const urduTitle = `اردو پوسٹ ${RUN}`;
    const urduTexts = {
      slug: `blog/editor-${RUN}`,
      title: urduTitle,
      content: "<p>پہلے الفاظ</p>",
      metaTitle: urduTitle,
    };
    await queryRows(
      `UPDATE website_pages SET slug = slug || jsonb_build_object('ur', $2::text),
         title = title || jsonb_build_object('ur', $3::text),
         content = content || jsonb_build_object('ur', $4::text),
         meta_title = meta_title || jsonb_build_object('ur', $5::text)
       WHERE id = $1`,
      [post?.id, urduTexts.slug, urduTexts.title, urduTexts.content, urduTexts.metaTitle],
    );
    await queryRows(
      `UPDATE page_drafts SET snapshot = snapshot || jsonb_build_object(
         'slug', (snapshot -> 'slug') || jsonb_build_object('ur', $2::text),
         'title', (snapshot -> 'title') || jsonb_build_object('ur', $3::text),
         'content', (snapshot -> 'content') || jsonb_build_object('ur', $4::text),
         'metaTitle', (snapshot -> 'metaTitle') || jsonb_build_object('ur', $5::text))
       WHERE page_id = $1`,
      [post?.id, urduTexts.slug, urduTexts.title, urduTexts.content, urduTexts.metaTitle],
    );
    await page.reload();
    const urduText = text.locator('[data-field$=".ur"] [contenteditable="true"]');
    await expect(english).toContainText(words);
    await page.getByRole("button", { name: "Urdu", exact: true }).click();
    const urduFrame = page.frameLocator(`iframe[title^="Preview of ${title} (Urdu"]`);
    await expect(urduFrame.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(urduFrame.getByRole("heading", { level: 1, name: urduTitle })).toBeVisible();
    const urduWords = `نئے الفاظ ${RUN}`;
    await appendParagraph(urduText, urduWords);
    await expect(urduFrame.getByText(urduWords)).toBeVisible();
    await page.getByRole("button", { name: "Save Draft", exact: true }).click();
    await expect(page.getByText(/saved as a draft/)).toBeVisible(SAVED);

    // Both languages' texts wait in the item's one draft; its live row keeps what was published.
    type Texts = { en?: string; ur?: string };
    const stored = await queryRows<{ id: string; content: Texts; draft: Texts }>(
      "SELECT p.id, p.content, d.snapshot -> 'content' AS draft FROM website_pages p JOIN page_drafts d ON d.page_id = p.id WHERE p.slug ->> 'ur' = $1",
      [urduTexts.slug],
    );
    expect(stored.map((row) => row.id)).toEqual([post?.id]);
    const [item] = stored;
    expect(item?.content).toEqual({ en: "<p>First words</p>", ur: "<p>پہلے الفاظ</p>" });
    expect(item?.draft.en).toContain(words);
    expect(item?.draft.ur).toContain(urduWords);
    expect(item?.draft.ur).not.toContain(words);

    // The post at a page's address goes to its own; an unknown id is the console's 404. (The
    // Urdu version has no id of its own to try: its slug finds the item's row, checked above.)
    await page.goto(`/admin/pages/${post?.id}`);
    await expect(page).toHaveURL(`/admin/posts/${post?.id}`);
    for (const path of ["/admin/pages/00000000-0000-4000-8000-000000000000", "/admin/pages/x"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    }
  } finally {
    await queryRows("DELETE FROM website_pages WHERE id = $1", [post?.id]);
  }
});

test("a draft waits beside the live page until published, and History brings an earlier version back", async ({
  browser,
}) => {
  test.slow();
  const page = await openEditor(browser);
  const english = () =>
    editorSection(page, "Hero (section 1)").getByRole("textbox", {
      name: "Headline (English)",
      exact: true,
    });
  const published = `Published headline ${RUN}`;
  const drafted = `Drafted headline ${RUN}`;
  await openSection(editorSection(page, "Hero (section 1)"));
  await english().fill(published);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("“Home” is published.")).toBeVisible(SAVED);
  const live = await storedHome();

  await openSection(editorSection(page, "Hero (section 1)"));
  await english().fill(drafted);
  await page.getByRole("button", { name: "Save Draft", exact: true }).click();
  await expect(
    page.getByText("“Home” is saved as a draft; the live version is unchanged."),
  ).toBeVisible(SAVED);
  await expect(page.getByText("You are editing unpublished changes.")).toBeVisible();
  expect((await storedHome()).sections).toEqual(live.sections);

  // Opened again, the editor shows the draft; publishing it makes it the live version.
  await openSection(editorSection(page, "Hero (section 1)"));
  await expect(english()).toHaveValue(drafted);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("“Home” is published.")).toBeVisible(SAVED);
  await expect(page.getByText("You are editing unpublished changes.")).toHaveCount(0);

  // The version before the draft, compared with now, then restored.
  await page.getByRole("button", { name: "History of Home" }).click();
  const history = page.getByRole("dialog", { name: "History of “Home”" });
  const revisions = history.getByRole("list", { name: "Revisions" }).getByRole("button");
  await expect(revisions.nth(0)).toContainText("Published · latest");
  await expect(revisions.nth(1)).toContainText("Draft saved");
  await expect(revisions.nth(2)).toContainText("Published");
  await revisions.nth(2).click();
  await expect(history.getByRole("region", { name: "Changes" })).toContainText(
    "Hero › Headline (English)",
  );
  await history.getByRole("button", { name: "Restore this revision" }).click();
  await expect(page.getByText("Revision restored")).toBeVisible(SAVED);
  await page.keyboard.press("Escape");
  await openSection(editorSection(page, "Hero (section 1)"));
  await expect(english()).toHaveValue(published);
});
