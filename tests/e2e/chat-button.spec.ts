import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { translator } from "#app/modules/i18n/i18n.ts";
import { type Locale, localizedPath } from "#app/modules/i18n/locales.ts";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { seriousViolations } from "./axe.ts";
import { CHAT_DIGITS, offerChat } from "./chat-number.ts";
import { queryRows } from "./db.ts";
import { PUBLIC_PAGES } from "./fixtures.ts";
import { ownUserAgent } from "./visitors.ts";

// The QR decoder's WebAssembly from the installed package, not from a CDN.
prepareZXingModule({
  overrides: {
    wasmBinary: readFileSync(
      createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm"),
    ).buffer as ArrayBuffer,
  },
});

// The floating "Chat on WhatsApp" button (ADR 0046): on every public page in both languages,
// at the page's end corner, clear of the page's own buttons, a plain link that works without
// JavaScript, and a chat tied to the visit's campaign through GET /chat/whatsapp.

test.use({
  viewport: async ({ isMobile }, use) =>
    use(isMobile ? { width: 390, height: 844 } : { width: 1366, height: 768 }),
});

test.beforeAll(async ({ request }) => offerChat(request));

const LOCALES: Locale[] = ["en", "ur"];
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const chatButton = (page: Page) => page.locator("a[data-chat-button]");

/** A page that shows the button, the old cached copy having been rendered again. */
async function openWithButton(page: Page, path: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(chatButton(page)).toHaveCount(1, { timeout: 500 });
  }).toPass();
}

function overlaps(a: DOMRectLike, b: DOMRectLike) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
type DOMRectLike = { x: number; y: number; width: number; height: number };

async function expectClear(page: Page, others: ReturnType<Page["locator"]>) {
  const button = await chatButton(page).boundingBox();
  expect(button).not.toBeNull();
  for (const box of await Promise.all((await others.all()).map((other) => other.boundingBox()))) {
    if (box) expect(overlaps(button!, box), JSON.stringify({ button, box })).toBe(false);
  }
}

async function expectedMessage(path: string, locale: Locale, code: string) {
  const [site] = await queryRows<{ title: string }>(
    "SELECT site_title ->> 'en' AS title FROM website_config WHERE id = 1",
  );
  const [home] = await queryRows<{ title: string }>(
    "SELECT coalesce(nullif(title ->> $1, ''), title ->> 'en') AS title FROM website_pages WHERE slug ->> 'en' = 'home'",
    [locale],
  );
  expect(path).toBe(localizedPath(locale, "/"));
  const t = translator(locale);
  return `${t("chat.defaultMessage").replace("{product}", site!.title).replace("{page}", home!.title)}\n\n${t("chat.reference", { code })}`;
}

async function campaignVisitor(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ userAgent: ownUserAgent(), javaScriptEnabled });
  return { context, page: await context.newPage() };
}

for (const locale of LOCALES) {
  test(`the button is on every public page in ${locale}, at the end corner, named`, async ({
    page,
  }) => {
    test.slow();
    const name = translator(locale)("chat.button");
    for (const bare of PUBLIC_PAGES) {
      const path = localizedPath(locale, bare);
      await openWithButton(page, path);
      const button = chatButton(page);
      await expect(button, path).toBeVisible();
      await expect(button, path).toHaveAccessibleName(name);
      await expect(button, path).toHaveAttribute(
        "href",
        `/chat/whatsapp?from=${encodeURIComponent(path)}`,
      );
      const box = (await button.boundingBox())!;
      const width = page.viewportSize()!.width;
      if (locale === "ur") expect(box.x, path).toBeLessThan(width / 2 - box.width);
      else expect(box.x, path).toBeGreaterThan(width / 2);
    }
  });

  test(`a chat from ${locale} opens wa.me with the exact number and message, tied to the visit's campaign`, async ({
    browser,
  }) => {
    const { context, page } = await campaignVisitor(browser);
    const home = localizedPath(locale, "/");
    const campaign = `chat-${locale}-${run}`;
    await page.goto(`${home}?utm_source=x&utm_campaign=${campaign}`);
    await openWithButton(page, home);
    const href = (await chatButton(page).getAttribute("href"))!;
    const response = await page.request.get(href, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    const location = response.headers().location!;
    const text = new URL(location).searchParams.get("text")!;
    const code = /([0-9A-Z]{5})\u2069?$/.exec(text)?.[1] ?? "";
    // The number's digits, and the text as UTF-8, percent-encoded, as wa.me reads it.
    expect(location).toBe(
      `https://wa.me/${CHAT_DIGITS}?text=${encodeURIComponent(await expectedMessage(home, locale, code))}`,
    );
    const [stored] = await queryRows<Record<string, string>>(
      "SELECT page, locale, utm_source, utm_campaign, landing_page, device FROM chat_references WHERE code = $1",
      [code],
    );
    expect(stored).toEqual({
      page: home,
      locale,
      utm_source: "x",
      utm_campaign: campaign,
      landing_page: home,
      device: "desktop",
    });
    await context.close();
  });
}

test("the button covers neither the hero's buttons nor Get Started's submit", async ({ page }) => {
  for (const locale of LOCALES) {
    await openWithButton(page, localizedPath(locale, "/"));
    await expectClear(page, page.locator("main section").first().locator("a, button"));
    await openWithButton(page, localizedPath(locale, "/form"));
    const submit = page.locator("main form button[type=submit]");
    await submit.scrollIntoViewIfNeeded();
    await expectClear(page, submit);
    // At the page's end the footer leaves the button room.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expectClear(page, page.locator("footer a"));
  }
});

test("without JavaScript the button still opens the chat", async ({ browser }) => {
  const { context, page } = await campaignVisitor(browser, false);
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/plain", body: "WhatsApp" }),
  );
  await openWithButton(page, "/pricing");
  await chatButton(page).click();
  await page.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(page.url()).searchParams.get("text") ?? "";
  expect(text).toMatch(/^Hi! I'm interested in .+\. I was reading Pricing\.\n\nRef: [0-9A-Z]{5}$/);
  await context.close();
});

test("axe finds no serious violation in the button, in either language, focused or not", async ({
  page,
}) => {
  for (const locale of LOCALES) {
    await openWithButton(page, localizedPath(locale, "/"));
    await chatButton(page).focus();
    expect(await seriousViolations(page, { include: "a[data-chat-button]", wcag22: true })).toEqual(
      [],
    );
  }
});

test("Website Settings shows the button's switch on, and its form posts it on", async ({
  browser,
}) => {
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const page = await admin.newPage();
  await page.goto("/admin/settings");
  await expect(page.getByRole("switch", { name: "WhatsApp Chat Button" })).toBeChecked();
  await expect(page.locator('input[type=hidden][name="chatButton"]')).toHaveValue("true");
  await expect(page.getByRole("textbox", { name: "Chat Message" }).first()).toHaveValue(
    translator("en")("chat.defaultMessage"),
  );
  await admin.close();
});

const qrDisclosure = (page: Page) => page.locator("details[data-chat-qr]");

test("at 1366 the QR code, fetched only once opened, decodes to the chat its stored reference gives, without JavaScript too", async ({
  browser,
  isMobile,
}) => {
  test.skip(isMobile, "a wide screen's");
  const t = translator("en");
  const { context, page } = await campaignVisitor(browser, false);
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/qr.svg")) fetched.push(request.url());
  });
  await openWithButton(page, "/pricing");
  const summary = qrDisclosure(page).locator("summary");
  await expect(summary).toBeVisible();
  await expect(summary).toHaveAccessibleName(t("chat.qrButton"));
  await page.waitForTimeout(500);
  // A page view creates no reference: the closed disclosure's image is not loaded.
  expect(fetched).toEqual([]);
  await summary.click();
  const image = page.getByRole("img", { name: t("chat.qrAlt") });
  await expect(image).toBeVisible();
  await expect.poll(() => fetched.length).toBe(1);
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([`${new URL(page.url()).origin}/chat/whatsapp/qr.svg?from=%2Fpricing`]);
  const [decoded] = await readBarcodes(new Uint8Array(await image.screenshot()), {
    formats: ["QRCode"],
  });
  const link = decoded?.text ?? "";
  const code = /Ref: ([0-9A-Z]{5})$/.exec(new URL(link).searchParams.get("text") ?? "")?.[1];
  const [stored] = await queryRows<Record<string, string>>(
    "SELECT page, locale, origin, device FROM chat_references WHERE code = $1",
    [code],
  );
  expect(stored).toEqual({ page: "/pricing", locale: "en", origin: "qr", device: "desktop" });
  // The same number and message as a click on the button, with the QR code's own reference.
  const clicked = await page.request.get("/chat/whatsapp?from=%2Fpricing", { maxRedirects: 0 });
  const clickedLink = clicked.headers().location ?? "";
  expect(clickedLink.startsWith(`https://wa.me/${CHAT_DIGITS}?text=`)).toBe(true);
  expect(link).toBe(clickedLink.replace(/Ref%3A%20[0-9A-Z]{5}$/, `Ref%3A%20${code}`));
  await context.close();
});

test("the QR code's disclosure closes on Escape and passes axe while open, in both languages", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "a wide screen's");
  for (const locale of LOCALES) {
    await openWithButton(page, localizedPath(locale, "/"));
    const summary = qrDisclosure(page).locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(qrDisclosure(page)).toHaveAttribute("open", "");
    await expect(page.getByRole("img", { name: translator(locale)("chat.qrAlt") })).toBeVisible();
    expect(
      await seriousViolations(page, { include: "details[data-chat-qr]", wcag22: true }),
    ).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(qrDisclosure(page)).not.toHaveAttribute("open", "");
    await expect(summary).toBeFocused();
    await expectClear(page, page.locator("main section").first().locator("a, button"));
  }
});

test("a phone is not offered the QR code, and loads none", async ({ page, isMobile }) => {
  test.skip(!isMobile, "a phone's");
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/qr.svg")) fetched.push(request.url());
  });
  await openWithButton(page, "/");
  await expect(qrDisclosure(page)).toBeHidden();
  await page.waitForTimeout(500);
  expect(fetched).toEqual([]);
});
