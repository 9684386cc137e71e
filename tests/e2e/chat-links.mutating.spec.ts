import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { seriousViolations } from "./axe.ts";
import { CHAT_DIGITS, offerChat } from "./chat-number.ts";
import { queryRows } from "./db.ts";
import {
  editorSection,
  openPageEditor,
  openSection,
  putBackHome,
  type StoredHome,
  storedHome,
  textInput,
} from "./page-editor.ts";

// A section button made a "WhatsApp chat" in the page editor (ADR 0048): the owner picks the
// kind and writes the chat's message; the published button opens a chat with that message,
// its link naming the button, never the text. It changes Home, so it runs alone (mutating) and
// puts Home back.

const MESSAGE = `Hi! Show me a demo of the inbox ${Date.now().toString(36)}`;

let original: StoredHome;
test.beforeAll(async ({ request }) => {
  original = await storedHome();
  await offerChat(request);
});
test.afterAll(async () => putBackHome(original));

test.use({ storageState: ADMIN_STATE });

test("a hero button set to WhatsApp chat opens a chat with its own message", async ({
  page,
  browser,
}) => {
  test.slow();
  await openPageEditor(page, "Home");
  const hero = editorSection(page, "Hero (section 1)");
  await openSection(hero);
  const button = hero.getByRole("group", { name: "Button 2", exact: true });
  const chatKind = button.getByRole("radio", { name: "WhatsApp chat" });
  // Keyboard: from the checked kind, an arrow key picks the other one.
  await button.getByRole("radio", { name: "A web address" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(chatKind).toBeChecked();
  await expect(button.getByRole("textbox", { name: /^Link/ })).toHaveCount(0);
  await textInput(button, "Chat message", "English").fill(MESSAGE);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Page saved")).toBeVisible({ timeout: 15_000 });

  // A visitor's Home: the button links to our address, naming the button.
  const visitor = await browser.newContext({ storageState: undefined });
  const home = await visitor.newPage();
  const href = `/chat/whatsapp?from=%2F&link=hero.1`;
  await expect(async () => {
    await home.goto("/");
    await expect(home.locator(`a[href="${href}"]`)).toHaveCount(1, { timeout: 500 });
  }).toPass();
  expect(href).not.toContain("demo");
  const response = await home.request.get(href, { maxRedirects: 0 });
  const location = response.headers().location!;
  expect(location.startsWith(`https://wa.me/${CHAT_DIGITS}?text=`)).toBe(true);
  expect(new URL(location).searchParams.get("text")).toMatch(
    new RegExp(`^${MESSAGE}\\n\\nRef: [0-9A-Z]{5}$`),
  );
  await visitor.close();
});

test("a page's own chat message, written in its Edit dialog, opens its chats", async ({ page }) => {
  const message = `Hi! I read about your team ${Date.now().toString(36)}`;
  try {
    await page.goto("/admin/content");
    await page.getByRole("button", { name: "Edit About" }).click();
    const dialog = page.getByRole("dialog");
    const field = dialog.getByRole("textbox", { name: "Chat Message" });
    await expect(field).toHaveAccessibleDescription(/\{page\} this page's title/);
    await field.fill(message);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Page saved")).toBeVisible({ timeout: 15_000 });

    const response = await page.request.get("/chat/whatsapp?from=%2Fabout", { maxRedirects: 0 });
    expect(new URL(response.headers().location!).searchParams.get("text")).toMatch(
      new RegExp(`^${message}\\n\\nRef: [0-9A-Z]{5}$`),
    );
  } finally {
    await queryRows(
      "UPDATE website_pages SET chat_message = '{}'::jsonb, updated_at = now() WHERE slug ->> 'en' = 'about'",
    );
  }
});
