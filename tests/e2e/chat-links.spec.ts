import { type Browser, expect, type Page, test } from "@playwright/test";
import { translator } from "#app/modules/i18n/i18n.ts";
import { type Locale, localizedPath } from "#app/modules/i18n/locales.ts";
import { CHAT_DIGITS, offerChat } from "./chat-number.ts";
import { queryRows } from "./db.ts";

// The chat links inside pages (docs/decisions/0048-chat-links-inside-pages.md): each pricing
// card's "Ask on WhatsApp" with its plan in the chat's message, and the contact page's WhatsApp
// card, both through GET /chat/whatsapp, and both plain links that work without JavaScript.

test.use({
  viewport: async ({ isMobile }, use) =>
    use(isMobile ? { width: 390, height: 844 } : { width: 1366, height: 768 }),
});

test.beforeAll(async ({ request }) => offerChat(request));

const LOCALES: Locale[] = ["en", "ur"];

const planLinks = (page: Page) => page.locator("a[data-plan-chat]");

/** The first active plan's id and its name in `locale`, as a pricing card shows it. */
async function firstPlan(locale: Locale) {
  const [plan] = await queryRows<{ id: string; name: string }>(
    `SELECT id, coalesce(nullif(name ->> $1, ''), name ->> 'en') AS name FROM pricing_plans
     WHERE is_active ORDER BY country_code <> 'PK', display_order LIMIT 1`,
    [locale],
  );
  return plan!;
}

/** The chat's first message where a link leads, its reference line left off. */
async function chatMessageOf(page: Page, href: string): Promise<string> {
  const response = await page.request.get(href, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  const location = response.headers().location!;
  expect(location.startsWith(`https://wa.me/${CHAT_DIGITS}?text=`)).toBe(true);
  return new URL(location).searchParams.get("text")!.split("\n\n")[0]!;
}

async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  // wa.me is not reached from the test machine: where the browser goes is what is checked.
  await context.route(/^https:\/\/wa\.me\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
  );
  return { context, page: await context.newPage() };
}

for (const locale of LOCALES) {
  const t = translator(locale);

  test(`each pricing card asks on WhatsApp about its plan, in ${locale}`, async ({ page }) => {
    const plan = await firstPlan(locale);
    await page.goto(localizedPath(locale, "/pricing"));
    const link = planLinks(page).first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAccessibleName(t("chat.askAboutPlan", { plan: plan.name }));
    await expect(link).toHaveText(t("chat.askOnWhatsapp"));
    const href = (await link.getAttribute("href"))!;
    expect(href).toBe(
      `/chat/whatsapp?from=${encodeURIComponent(localizedPath(locale, "/pricing"))}&plan=${plan.id}`,
    );
    // The owner's message names no plan: the catalogue's plan message, the plan's name in it.
    const message = await chatMessageOf(page, href);
    expect(message).toContain(plan.name);
    if (locale === "ur") expect(message).toMatch(/^السلام علیکم! .* پلان کے بارے میں/);
    // Home's pricing section offers the same links.
    await page.goto(localizedPath(locale, "/"));
    await expect(planLinks(page).first()).toHaveAttribute(
      "href",
      `/chat/whatsapp?from=${encodeURIComponent(localizedPath(locale, "/"))}&plan=${plan.id}`,
    );
  });

  test(`the contact page's WhatsApp card starts the chat through our address, in ${locale}`, async ({
    page,
  }) => {
    const contact = localizedPath(locale, "/contact");
    await page.goto(contact);
    const card = page.locator(
      `a[href="/chat/whatsapp?from=${encodeURIComponent(contact)}"]:not([data-chat-button])`,
    );
    await expect(card).toHaveCount(1);
    await expect(card).toBeVisible();
    expect(await chatMessageOf(page, (await card.getAttribute("href"))!)).not.toBe("");
  });

  test(`the chat links work without JavaScript, in ${locale}`, async ({ browser }) => {
    const plan = await firstPlan(locale);
    const { context, page } = await withoutJavaScript(browser);
    await page.goto(localizedPath(locale, "/pricing"));
    await planLinks(page).first().click();
    await expect(page).toHaveURL(/^https:\/\/wa\.me\//);
    const text = new URL(page.url()).searchParams.get("text")!;
    expect(text).toContain(plan.name);
    await page.goto(localizedPath(locale, "/contact"));
    await page.locator('a[href^="/chat/whatsapp"]:not([data-chat-button])').click();
    await expect(page).toHaveURL(new RegExp(`^https://wa\\.me/${CHAT_DIGITS}\\?text=`));
    await context.close();
  });
}
