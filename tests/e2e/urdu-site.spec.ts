import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { submitPastBrowserChecks } from "./submit-past-browser-checks.ts";
import {
  leadCount,
  sendUrduContactForm,
  sendUrduGetStartedForm,
  uniqueEmail,
} from "./urdu-forms.ts";
import { URDU_SAMPLE_POST, URDU_SITE_PAGES } from "./urdu-pages.ts";

// The site in Urdu (docs/product.md#languages): the same pages under /ur, right to left, with the
// interface in Urdu, a switcher to the same page in English and hreflang pairs both ways.

const URDU_PAGES = [...URDU_SITE_PAGES, URDU_SAMPLE_POST, "/ur/no-such-page"];

/** The English twin of an Urdu path. */
const englishOf = (path: string) => path.replace(/^\/ur/, "") || "/";

for (const path of URDU_PAGES) {
  test(`${path} is right to left in Urdu, with no English sentence and no serious axe violation`, async ({
    page,
    isMobile,
  }) => {
    // axe on a long page takes a while on a busy machine.
    test.setTimeout(90_000);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("banner")).toContainText("ایڈمن لاگ اِن");
    await expect(page.locator("footer")).toContainText("فوری روابط");
    // No horizontal scroll in either direction.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The rest does not depend on the screen (the English pages' axe sweep runs at 390 px too).
    if (isMobile) return;

    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    const serious = violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(", ")}`);
    expect(serious).toEqual([]);

    // The interface, the pages' own copy and their meta descriptions are in Urdu. Content from the
    // database (plans, posts, the site's address and footer text) is shown in its own language and
    // marked `dir="auto"` until it is translated, so it is left out here.
    const text = await page.evaluate(() => {
      for (const details of document.querySelectorAll("details")) details.open = true;
      for (const element of document.querySelectorAll<HTMLElement>('main [dir="auto"]')) {
        element.style.display = "none";
      }
      const main = document.querySelector("main") as HTMLElement;
      const labels = [...main.querySelectorAll("[aria-label], [title], [placeholder]")].map((el) =>
        ["aria-label", "title", "placeholder"].map((name) => el.getAttribute(name) ?? ""),
      );
      return [main.innerText, ...labels.flat()].join("\n");
    });
    expect(englishRuns(text)).toEqual([]);
    // Home's description is the site's own setting, a post's its own (database content).
    if (path !== "/ur" && !path.startsWith("/ur/blog/")) {
      const description = await page.evaluate(
        () => document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
      );
      expect(englishRuns(description)).toEqual([]);
    }
  });
}

// Every word a visitor reads on a fresh install's Urdu pages, the database's texts included
// (plans, the footer, the address, the tab's title, the meta description): none in Latin
// letters but names, codes and the product's name (ADR 0051). A text marked as
// another language (the switcher's "English") is that language's, and is left out.

for (const path of URDU_SITE_PAGES) {
  test(`${path} shows no English word, its database texts and head included`, async ({ page }) => {
    await page.goto(path);
    const text = await page.evaluate(() => {
      for (const details of document.querySelectorAll("details")) details.open = true;
      const inOtherLanguage = (element: Element) => {
        const lang = element.closest("[lang]")?.getAttribute("lang") ?? "ur";
        return !lang.startsWith("ur");
      };
      const visible: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || inOtherLanguage(parent) || !parent.checkVisibility()) continue;
        if (parent.closest("script, style, noscript, template")) continue;
        visible.push(node.textContent ?? "");
      }
      const labels = [
        ...document.body.querySelectorAll("[aria-label], [title], [placeholder], img[alt]"),
      ]
        .filter((element) => !inOtherLanguage(element))
        .flatMap((element) =>
          ["aria-label", "title", "placeholder", "alt"].map(
            (name) => element.getAttribute(name) ?? "",
          ),
        );
      const description = document
        .querySelector('meta[name="description"]')
        ?.getAttribute("content");
      return [document.title, description ?? "", ...visible, ...labels].join("\n");
    });
    expect(latinWords(text)).toEqual([]);
  });
}

// Names that stay in Latin letters on Urdu pages: products, payment services, currencies.
const LATIN_NAMES = new Set([
  "WhatsApp",
  "Instagram",
  "Facebook",
  "Messenger",
  "JazzCash",
  "EasyPaisa",
  "PayPal",
  "Stripe",
  "PKR",
  "USD",
  "PKT",
  "DMflow",
]);

/** Runs of three or more Latin-script words in a text (names above and numbers break a run). */
function englishRuns(text: string): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  const end = () => {
    if (run.length >= 3) runs.push(run.join(" "));
    run = [];
  };
  for (const token of text.split(/\s+/)) {
    const word = token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
    const latin = /^[A-Za-z][A-Za-z'’-]*$/.test(word) && !token.includes("@");
    if (latin && !LATIN_NAMES.has(word)) run.push(token);
    else end();
  }
  end();
  return runs;
}

/**
 * The Latin-script words of a text that are not names or codes: e-mail addresses and links
 * are left out whole, digits and signs are not words.
 */
function latinWords(text: string): string[] {
  const words = new Set<string>();
  for (const token of text.split(/\s+/)) {
    if (/@|:\/\/|^www\./i.test(token)) continue;
    for (const word of token.match(/[A-Za-z][A-Za-z'’]*/g) ?? []) {
      if (!LATIN_NAMES.has(word)) words.add(word);
    }
  }
  return [...words];
}

test("a Latin word is found, names, codes, addresses and links are not", ({ isMobile }) => {
  test.skip(isMobile, "a pure function");
  expect(latinWords("اسٹارٹر Starter، 20% OFF")).toEqual(["Starter", "OFF"]);
  expect(
    latinWords(
      "DMflow: WhatsApp PKR 15,000 USD 49 PKT +92 300 1234567 hello@dmflow.pk https://wa.me/92300",
    ),
  ).toEqual([]);
});

test("a run of Latin words is found, names and numbers are not", ({ isMobile }) => {
  test.skip(isMobile, "a pure function");
  expect(englishRuns("ہر پلان Start Free Trial کے ساتھ")).toEqual(["Start Free Trial"]);
  expect(englishRuns("WhatsApp, Instagram اور Facebook Messenger 24/7 hello@dmflow.pk")).toEqual(
    [],
  );
  expect(englishRuns("Pay with JazzCash now")).toEqual([]);
});

test("the language switcher round-trips to the same page", async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of ["/ur", "/ur/pricing", "/ur/contact", "/ur/blog/answer-every-dm-in-seconds"]) {
    await page.goto(path);
    const toEnglish = page.locator("a[data-language-switcher]");
    await expect(toEnglish).toHaveAttribute("lang", "en");
    await expect(toEnglish).toHaveText("English");
    await toEnglish.click();
    await expect(page).toHaveURL(new RegExp(`${englishOf(path).replace(/\//g, "\\/")}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).not.toHaveAttribute("dir", "rtl");

    const toUrdu = page.locator("a[data-language-switcher]");
    await expect(toUrdu).toHaveAttribute("lang", "ur");
    await expect(toUrdu).toHaveText("اردو");
    await toUrdu.click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
  }
});

test("English pages do not load the Urdu font, and Urdu pages load only its small Urdu files", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "fonts do not depend on the screen");
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  await page.goto("/pricing");
  await page.waitForLoadState("networkidle");
  expect(fonts.filter((url) => url.includes("naskh"))).toEqual([]);
  expect(await page.content()).not.toContain("Noto Naskh Arabic");

  await page.goto("/ur/pricing");
  await page.waitForLoadState("networkidle");
  const urduFonts = fonts.filter((url) => url.includes("naskh"));
  expect(urduFonts.length).toBeGreaterThan(0);
  expect(
    urduFonts.filter((url) => !/noto-naskh-arabic-urdu-\d{3}-[\w-]+\.woff2$/.test(url)),
  ).toEqual([]);
});

/** hreflang alternates of a document's head: language → absolute URL. */
async function headAlternates(page: Page, path: string) {
  await page.goto(path);
  return page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
      ),
    );
}

test("hreflang pairs in the head are reciprocal, with x-default in English", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "head links do not depend on the screen");
  for (const english of ["/", "/features", "/pricing", "/about", "/contact", "/form", "/blog"]) {
    const urdu = english === "/" ? "/ur" : `/ur${english}`;
    const fromEnglish = await headAlternates(page, english);
    const fromUrdu = await headAlternates(page, urdu);
    expect(fromEnglish).toEqual(fromUrdu);
    expect(new URL(fromEnglish.en as string).pathname).toBe(english);
    expect(new URL(fromEnglish.ur as string).pathname).toBe(urdu);
    expect(fromEnglish["x-default"]).toBe(fromEnglish.en);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      fromUrdu.ur as string,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ur_PK");
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute(
      "content",
      "en_US",
    );
  }
});

test("the Urdu pricing page's structured data names the plans' regions in Urdu", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "structured data does not depend on the screen");
  const html = await (await page.request.get("/ur/pricing")).text();
  const structuredData = JSON.stringify(
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
      JSON.parse(match[1] ?? "null"),
    ),
  );
  expect(structuredData).toContain("(پاکستان)");
  expect(structuredData).toContain("(بین الاقوامی)");
  expect(structuredData).not.toMatch(/\((Pakistan|International)\)/);
});

test("the sitemap lists both languages, each with reciprocal xhtml:link alternates", async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, "the sitemap does not depend on the screen");
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body as string)?.[1] as string,
    alternates: Object.fromEntries(
      [
        ...(body as string).matchAll(
          /<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g,
        ),
      ].map(([, lang, href]) => [lang, href]),
    ),
  }));
  const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
  const paths = entries.map((entry) => new URL(entry.loc).pathname);
  for (const path of ["/ur", "/ur/pricing", "/ur/contact", "/ur/blog/answer-every-dm-in-seconds"]) {
    expect(paths).toContain(path);
  }
  for (const entry of entries) {
    // A post in one language only has no alternates (ADR 0020).
    if (Object.keys(entry.alternates).length === 0) {
      expect(new URL(entry.loc).pathname).toMatch(/^(\/ur)?\/blog\/./);
      continue;
    }
    // Each entry lists itself, and every alternate it lists lists the same set back.
    expect(Object.values(entry.alternates)).toContain(entry.loc);
    expect(entry.alternates["x-default"]).toBe(entry.alternates.en);
    for (const [lang, href] of Object.entries(entry.alternates)) {
      if (lang === "x-default") continue;
      expect(byLoc.get(href as string)?.alternates, `${entry.loc} → ${href}`).toEqual(
        entry.alternates,
      );
    }
  }
});

test.describe("Urdu forms with JavaScript", () => {
  test("the contact form sends and says so in Urdu", async ({ page }) => {
    const email = uniqueEmail("ur-contact-js");
    await sendUrduContactForm(page, email);
    await expect(page.locator("#toasts")).toContainText("پیغام بھیج دیا گیا!");
    await expect(page.locator("#toasts")).toHaveAttribute("aria-label", "اطلاعات");
    await expect.poll(() => leadCount(email)).toBe(1);
  });

  test("the get-started form sends, says so in Urdu and returns to the Urdu home", async ({
    page,
  }) => {
    const email = uniqueEmail("ur-start-js");
    await sendUrduGetStartedForm(page, email);
    await expect(page.locator("#toasts")).toContainText("فارم کامیابی سے جمع ہو گیا!");
    await expect.poll(() => leadCount(email)).toBe(1);
    await expect(page).toHaveURL(/\/ur$/, { timeout: 10_000 });
  });

  test("validation messages are in Urdu", async ({ page }) => {
    await page.goto("/ur/contact");
    await page
      .getByRole("textbox", { name: "ای میل", exact: true })
      .fill(uniqueEmail("ur-invalid"));
    await submitPastBrowserChecks(page.getByRole("button", { name: "پیغام بھیجیں" }));
    await expect(page.getByText("پہلا نام لازمی ہے")).toBeVisible();
    await expect(page.locator("#toasts")).toContainText("معلومات نامکمل ہیں");
  });
});

test.describe("Urdu forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts and shows the Urdu notice", async ({ page }) => {
    const email = uniqueEmail("ur-contact-nojs");
    await sendUrduContactForm(page, email);
    await expect(page.locator("[data-form-notice=success]")).toContainText("پیغام بھیج دیا گیا!");
    await expect(page).toHaveURL(/\/ur\/contact$/);
    expect(await leadCount(email)).toBe(1);
  });

  test("the get-started form posts, shows the Urdu notice and refreshes to the Urdu home", async ({
    page,
  }) => {
    const email = uniqueEmail("ur-start-nojs");
    await sendUrduGetStartedForm(page, email);
    await expect(page.locator("[data-form-notice=success]")).toContainText(
      "فارم کامیابی سے جمع ہو گیا!",
    );
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute(
      "content",
      "2;url=/ur",
    );
    expect(await leadCount(email)).toBe(1);
  });
});
