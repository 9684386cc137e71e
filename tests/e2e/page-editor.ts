import { expect, type Locator, type Page } from "@playwright/test";
import type { Editor } from "@tiptap/react";
import { queryRows } from "./db.ts";
import { waitForHydration } from "./hydration.ts";

// The page editor (/admin/pages/:pageId, ADR 0023) as an owner reaches and drives it: from a
// page's row in the Content Manager, one folded panel per section, a text per language.

/** Opens the sections of the page titled `title` from its Content Manager row, hydrated. */
export async function openPageEditor(page: Page, title: string) {
  await page.goto("/admin/content");
  await page.getByRole("link", { name: `Edit sections of ${title}`, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await waitForHydration(page, page.getByRole("button", { name: "Add section" }));
}

/** A section's panel, by its heading: "Hero (section 1)". */
export const editorSection = (page: Page, name: string) => page.getByRole("region", { name });

/** Opens a folded section's form. */
export async function openSection(region: Locator) {
  const toggle = region.getByRole("heading").getByRole("button");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

/** A text's input in one language, by the name the editor gives it: "Headline (Urdu)". */
export const textInput = (scope: Locator, label: string, language: "English" | "Urdu") =>
  scope.getByRole("textbox", { name: `${label} (${language})`, exact: true });

/** The Home page's row as stored: a spec that edits it keeps it to put it back. */
export type StoredHome = { id: string; sections: unknown; updated_at: Date };

export async function storedHome(): Promise<StoredHome> {
  const [row] = await queryRows<StoredHome>(
    "SELECT id, sections, updated_at FROM website_pages WHERE slug ->> 'en' = 'home'",
  );
  if (!row) throw new Error("The Home page's row is missing");
  return row;
}

/** Puts the Home page back as `original` had it: its sections, no draft, no autosave. */
export async function putBackHome(original: StoredHome) {
  await queryRows("UPDATE website_pages SET sections = $2 WHERE id = $1", [
    original.id,
    JSON.stringify(original.sections),
  ]);
  await queryRows("DELETE FROM page_drafts WHERE page_id = $1", [original.id]);
  await queryRows("DELETE FROM page_autosaves WHERE slot = $1", [`sections-${original.id}`]);
}

/** Adds a paragraph at the end of a rich text, as typed. */
export async function appendParagraph(editor: Locator, text: string) {
  // The rich-text editor becomes editable once it has mounted in the opened section; keys
  // pressed before it holds the focus go nowhere.
  await expect(editor).toHaveAttribute("contenteditable", "true");
  await editor.click();
  await expect(editor).toBeFocused();
  await editor.press("ControlOrMeta+End");
  // The browser moves the caret at once, but ProseMirror takes the move into its own state
  // only when the selectionchange event arrives; the browser may run the next key first,
  // and Enter would then split the block the click (or the document's start) left it in.
  // A person's next key comes long after; the test waits for the same.
  await expect.poll(() => editor.evaluate(caretAtEnd)).toBe(true);
  await editor.press("Enter");
  await editor.pressSequentially(text);
  await expect(editor.locator("p").last()).toHaveText(text);
}

/** Whether the editor's own selection (TipTap's, on its element) is a caret at the end. */
function caretAtEnd(element: HTMLElement): boolean {
  const { state } = (element as HTMLElement & { editor: Editor }).editor;
  return state.selection.empty && state.selection.to === state.doc.content.size - 1;
}
