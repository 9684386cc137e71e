import { expect, type FrameLocator, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { waitForHydration } from "./hydration.ts";
import {
  editorSection,
  openPageEditor,
  openSection,
  putBackHome,
  type StoredHome,
  storedHome,
  textInput,
} from "./page-editor.ts";

// The page editor's live preview (docs/product.md#page-editor, ADR 0024): the page as visitors will see it, drawn
// by the server from the unsaved form, beside it. Typing shows there without a reload, a click
// on a text finds its field, a text edited in place lands in the form and in the saved draft,
// and the Urdu preview reads right to left. It saves a draft of the Home page, so it runs
// alone (mutating) and puts the page back as it found it.

const RUN = Date.now().toString(36);

let original: StoredHome;
test.beforeAll(async () => {
  original = await storedHome();
});
test.afterAll(() => putBackHome(original));

// Each test's page is the fixture's, closed after it: an editor left open would follow every
// later save on the site (live updates) and slow the specs after this one.
test.use({ storageState: ADMIN_STATE, viewport: { width: 1366, height: 900 } });

async function openHomeEditor(page: Page, width = 1366) {
  if (width !== 1366) await page.setViewportSize({ width, height: 900 });
  await openPageEditor(page, "Home");
}

const preview = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Preview of Home"]');

test("typing shows in the preview without a reload, the preview's scroll kept", async ({
  page,
}) => {
  await openHomeEditor(page);
  const frame = preview(page);
  const headline = frame.getByRole("heading", { level: 1 });
  await expect(headline).toBeVisible();
  // A mark that a reload would wipe out, and a scroll that it would reset.
  await frame.locator("body").evaluate((body) => {
    (body.ownerDocument.defaultView as Window & { kept?: boolean }).kept = true;
    body.ownerDocument.defaultView?.scrollTo(0, 400);
  });

  const hero = editorSection(page, "Hero (section 1)");
  await openSection(hero);
  const text = `Replies while you sleep ${RUN}`;
  const typed = Date.now();
  await textInput(hero, "Headline", "English").fill(text);
  await expect(headline).toHaveText(text);
  // How long the preview took to follow, for the record (the bench measures it: bench/live-preview.ts).
  test.info().annotations.push({ type: "followed in", description: `${Date.now() - typed} ms` });

  const state = await frame.locator("body").evaluate((body) => {
    const view = body.ownerDocument.defaultView as Window & { kept?: boolean };
    return { kept: view.kept === true, scrollY: view.scrollY };
  });
  expect(state.kept).toBe(true);
  // Where it was, or as much lower as the longer headline grew the page above (the browser
  // keeps the text in view where it was: scroll anchoring); never back at the top.
  expect(state.scrollY).toBeGreaterThanOrEqual(400);
});

test("a click on the hero headline in the preview focuses its field", async ({ page }) => {
  await openHomeEditor(page);
  const frame = preview(page);
  await frame.getByRole("heading", { level: 1 }).click();
  const hero = editorSection(page, "Hero (section 1)");
  await expect(textInput(hero, "Headline", "English")).toBeFocused();
});

test("a text edited in place lands in its field and in the saved draft", async ({ page }) => {
  await openHomeEditor(page);
  const frame = preview(page);
  const headline = frame.getByRole("heading", { level: 1 });
  const before = (await headline.textContent()) ?? "";
  await headline.dblclick();
  await expect(headline).toHaveAttribute("contenteditable", "plaintext-only");
  await headline.press("ControlOrMeta+a");
  const text = `Answered in place ${RUN}`;
  await headline.pressSequentially(text);
  await headline.press("Enter");
  await expect(headline).not.toHaveAttribute("contenteditable");
  expect(before).not.toBe(text);

  const hero = editorSection(page, "Hero (section 1)");
  await expect(textInput(hero, "Headline", "English")).toHaveValue(text);
  await page.getByRole("button", { name: "Save Draft", exact: true }).click();
  await expect(
    page.getByText("“Home” is saved as a draft; the live version is unchanged."),
  ).toBeVisible();
  const [draft] = await queryRows<{ snapshot: { sections: { content: { props: unknown }[] } } }>(
    "SELECT snapshot FROM page_drafts WHERE page_id = $1",
    [original.id],
  );
  expect(draft?.snapshot.sections.content[0]?.props).toMatchObject({ title: { en: text } });
});

test("the Urdu preview reads right to left, with the Urdu texts", async ({ page }) => {
  await openHomeEditor(page);
  await page.getByRole("button", { name: "Urdu", exact: true }).click();
  const frame = page.frameLocator('iframe[title^="Preview of Home (Urdu"]');
  await expect(frame.locator("html")).toHaveAttribute("dir", "rtl");
  const hero = editorSection(page, "Hero (section 1)");
  await openSection(hero);
  const text = `ہر پیغام کا جواب ${RUN}`;
  await textInput(hero, "Headline", "Urdu").fill(text);
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(text);
});

test("on a phone the editor switches between the form and the preview", async ({ page }) => {
  await openHomeEditor(page, 390);
  const frame = page.locator('iframe[title^="Preview of Home"]');
  await expect(frame).toBeHidden();
  await page.getByRole("button", { name: "Live preview", exact: true }).click();
  await expect(frame).toBeVisible();
  await expect(page.getByRole("button", { name: "Add section" })).toBeHidden();
  // A click on a text in the preview brings the form back, at its field.
  await preview(page).getByRole("heading", { level: 1 }).click();
  await expect(
    textInput(editorSection(page, "Hero (section 1)"), "Headline", "English"),
  ).toBeFocused();
});

test("undo brings the previous text back, in the form and in the preview; redo takes it again", async ({
  page,
}) => {
  // Typed as soon as the editor shows, before the form has rested once: the text it replaced
  // is still the step to go back to.
  await page.goto("/admin/content");
  const edit = page.getByRole("link", { name: "Edit sections of Home", exact: true });
  await waitForHydration(page, edit);
  await edit.click();
  const frame = preview(page);
  const hero = editorSection(page, "Hero (section 1)");
  await openSection(hero);
  const headline = textInput(hero, "Headline", "English");
  const before = await headline.inputValue();
  const text = `Undo me ${RUN}`;
  await headline.fill(text);
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(text);
  const undo = page.getByRole("button", { name: "Undo", exact: true });
  await expect(undo).toBeEnabled();

  await headline.press("ControlOrMeta+z");
  await expect(textInput(hero, "Headline", "English")).toHaveValue(before);
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(before);

  await page.getByRole("button", { name: "Redo", exact: true }).click();
  await expect(textInput(hero, "Headline", "English")).toHaveValue(text);
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(text);

  // A section deleted comes back with Undo, where it was.
  await editorSection(page, "Numbers (section 3)")
    .getByRole("button", { name: "Delete Numbers (section 3)" })
    .click();
  await expect(editorSection(page, "Numbers (section 3)")).toHaveCount(0);
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(editorSection(page, "Numbers (section 3)")).toBeVisible();
  await expect(undo).toBeFocused();
});

test("a section is reached and moved from the keyboard in the preview", async ({ page }) => {
  await openHomeEditor(page);
  const frame = preview(page);
  const titles = page.getByRole("list", { name: "Sections of Home" }).locator("h2");
  await expect(titles).toHaveText([/^Hero/, /^Feature cards/, /^Numbers/, /^Pricing plans/]);
  const sectionMark = (name: string) =>
    frame.locator(`[data-edit-section][aria-label^="${name}."]`);
  const numbers = sectionMark("Numbers (section 3)");
  await numbers.focus();
  await numbers.press("Alt+ArrowUp");
  await expect(titles).toHaveText([/^Hero/, /^Numbers/, /^Feature cards/, /^Pricing plans/]);
  // The preview follows, and the moved section keeps the keyboard's focus there.
  const moved = sectionMark("Numbers (section 2)");
  await expect(moved).toBeFocused();
  // Enter finds it in the form.
  await moved.press("Enter");
  await expect(
    editorSection(page, "Numbers (section 2)").getByRole("heading").getByRole("button"),
  ).toBeFocused();
});
