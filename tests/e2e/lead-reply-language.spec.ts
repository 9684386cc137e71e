import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { leadCount, sendUrduGetStartedForm, uniqueEmail, uniqueNumber } from "./urdu-forms.ts";

// "Reply on WhatsApp" answers a lead in their language (docs/decisions/0054): a lead from the
// Urdu forms gets the seeded Welcome template's Urdu text, an English lead the English one, and
// the owner may still pick the other language. The chat is intercepted: the URL is what is
// checked, exactly as WhatsApp receives it.

test.use({ storageState: ADMIN_STATE });
test.beforeEach(() => test.slow());

/** U+2068 … U+2069: each filled value isolated in its own direction inside the Urdu line. */
const isolated = (value: string) => `\u2068${value}\u2069`;

/** The site's title in each language, as the reply names it (Urdu falls back to English). */
async function siteTitle() {
  const [row] = await queryRows<{ en: string | null; ur: string | null }>(
    "SELECT site_title ->> 'en' AS en, site_title ->> 'ur' AS ur FROM website_config WHERE id = 1",
  );
  const en = row?.en || "DMflow";
  return { en, ur: row?.ur?.trim() ? row.ur : en };
}

/** The seeded Welcome template, filled for a lead called `firstName`. */
async function welcome(language: "en" | "ur", firstName: string) {
  const title = await siteTitle();
  return language === "ur"
    ? `السلام علیکم ${isolated(firstName)}، ${isolated(title.ur)} میں دلچسپی لینے کا شکریہ! آپ کی چیٹس خودکار بنانے کے بارے میں بات کرنے کے لیے کون سا وقت مناسب رہے گا؟`
    : `Hi ${firstName}, thanks for your interest in ${title.en}! When is a good time to talk about automating your chats?`;
}

const chatUrl = (digits: string, message: string) =>
  `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;

/** The wa.me addresses the page opens, answered here instead of by WhatsApp. */
async function interceptChats(context: BrowserContext): Promise<string[]> {
  const opened: string[] = [];
  await context.route("https://wa.me/**", async (route) => {
    opened.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>" });
  });
  return opened;
}

/** Clicks "Reply on WhatsApp" and returns the chat's address. */
async function reply(page: Page, opened: string[]): Promise<string> {
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Reply on WhatsApp" }).click(),
  ]);
  await popup.waitForLoadState();
  await expect(page.getByText("Contacted via WhatsApp").first()).toBeVisible({ timeout: 15_000 });
  await popup.close();
  return opened.at(-1) ?? popup.url();
}

async function openLead(page: Page, id: string) {
  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByRole("heading", { name: "Notes & Timeline" })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

const preview = (page: Page) => page.getByRole("figure", { name: "Message preview" }).locator("p");

test("an Urdu form's lead is answered in Urdu, and the owner may send the English instead", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("reply-ur");
  await sendUrduGetStartedForm(page, email);
  await expect.poll(() => leadCount(email)).toBe(1);
  const [lead] = await queryRows<{ id: string; locale: string; digits: string }>(
    "SELECT id, locale, whatsapp_e164 AS digits FROM leads WHERE email = $1",
    [email],
  );
  expect(lead?.locale).toBe("ur");

  const opened = await interceptChats(context);
  await openLead(page, lead!.id);
  const language = page.getByRole("combobox", { name: "Language" });
  await expect(language).toHaveValue("ur");
  await expect(language.locator("option:checked")).toHaveText("Urdu (lead's)");
  await expect(preview(page)).toHaveAttribute("dir", "rtl");
  await expect(preview(page)).toHaveText(await welcome("ur", "عائشہ"));
  await expect(page.getByText(/text yet: the English is sent/)).toHaveCount(0);
  expect(await reply(page, opened)).toBe(chatUrl(lead!.digits, await welcome("ur", "عائشہ")));

  // The other language stays a choice.
  await language.selectOption("en");
  await expect(preview(page)).toHaveText(await welcome("en", "عائشہ"));
  expect(await reply(page, opened)).toBe(chatUrl(lead!.digits, await welcome("en", "عائشہ")));
});

test("an English lead is answered in English", async ({ page, context }) => {
  const number = uniqueNumber();
  const [lead] = await queryRows<{ id: string }>(
    `INSERT INTO leads (name, email, whatsapp_number, source, locale)
     VALUES ('Bilal Ahmed', $1, $2, 'get_started_form', 'en') RETURNING id`,
    [uniqueEmail("reply-en"), number.typed],
  );
  const opened = await interceptChats(context);
  await openLead(page, lead!.id);
  await expect(page.getByRole("combobox", { name: "Language" })).toHaveValue("en");
  await expect(preview(page)).toHaveAttribute("dir", "ltr");
  expect(await reply(page, opened)).toBe(
    chatUrl(number.e164.slice(1), await welcome("en", "Bilal")),
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an Urdu lead's reply posts, then the page links to the Urdu chat", async ({ page }) => {
    const number = uniqueNumber();
    const [lead] = await queryRows<{ id: string }>(
      `INSERT INTO leads (name, email, whatsapp_number, source, locale)
       VALUES ('فاطمہ بی بی', $1, $2, 'contact_page', 'ur') RETURNING id`,
      [uniqueEmail("reply-ur-nojs"), number.typed],
    );
    await page.goto(`/admin/leads/${lead!.id}`);
    await expect(page.getByRole("combobox", { name: "Language" })).toHaveValue("ur");
    await page.getByRole("button", { name: "Reply on WhatsApp" }).click();
    await expect(page.getByRole("link", { name: "Open the WhatsApp chat" })).toHaveAttribute(
      "href",
      chatUrl(number.e164.slice(1), await welcome("ur", "فاطمہ")),
    );
  });
});
