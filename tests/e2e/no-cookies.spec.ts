import { type APIResponse, expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { offerChat } from "./chat-number.ts";
import { queryRows } from "./db.ts";
import { sitemapPaths } from "./sitemap.ts";
import { uniqueNumber } from "./urdu-forms.ts";
import { ownUserAgent } from "./visitors.ts";

// The public site sets no cookie (ADR 0026): not on a campaign's landing, not on a page reached
// from another site, not in answer to a lead form, with JavaScript or without. A lead's
// campaign is found on the server, from its sender's page views of the day.

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CAMPAIGN = `utm_source=facebook&utm_medium=cpc&utm_campaign=no-cookie-${run}`;
const FOREIGN = "https://m.facebook.com/";
const uniqueEmail = (prefix: string) =>
  `${prefix}-${run}-${Math.random().toString(36).slice(2, 6)}@example.pk`;

test.skip(({ isMobile }) => isMobile, "what a page sets does not depend on the screen");

const withCampaign = (path: string) => `${path}${path.includes("?") ? "&" : "?"}${CAMPAIGN}`;

function expectNoCookie(response: APIResponse, what: string) {
  expect(
    response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie"),
    what,
  ).toEqual([]);
}

async function storedLead(email: string) {
  const [lead] = await queryRows<{ id: string; utm_campaign: string | null }>(
    "SELECT id, utm_campaign FROM leads WHERE email = $1",
    [email],
  );
  return lead;
}

async function fillGetStarted(page: Page, email: string) {
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  await field("Full Name").fill("Zara Cookieless");
  // A number of its own: a known number joins its lead (ADR 0047).
  await field("WhatsApp Number").fill(uniqueNumber().typed);
  await field("Email").fill(email);
  await field("Country").fill("Pakistan");
  await page.getByRole("combobox", { name: "Business Type" }).selectOption("Solar Business");
}

test("every public page, in both languages, answers a campaign's visitor from another site without a cookie", async ({
  page,
  request,
}) => {
  test.slow();
  const listed = await sitemapPaths(page);
  // The sitemap lists every page a visitor may land on, each in English and in Urdu.
  expect(listed).toEqual(expect.arrayContaining(["/", "/ur", "/pricing", "/ur/pricing", "/form"]));
  expect(listed.some((path) => path.startsWith("/blog/"))).toBe(true);
  const pricing = await (await request.get("/pricing")).text();
  const chosenPlan = pricing.match(/\/form\?plan=[\w-]+/)?.[0];
  expect(chosenPlan).toBeDefined();
  const notFound = ["/no-such-page", "/ur/no-such-page", "/blog/no-such-post"];
  for (const path of [...listed, chosenPlan as string, ...notFound]) {
    const response = await request.get(withCampaign(path), {
      headers: { referer: FOREIGN },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(notFound.includes(path) ? 404 : 200);
    expectNoCookie(response, path);
  }
});

test("starting a chat from the button or a link in a page sets no cookie, in either language", async ({
  request,
}) => {
  await offerChat(request);
  const [plan] = await queryRows<{ id: string }>(
    "SELECT id FROM pricing_plans WHERE is_active ORDER BY display_order LIMIT 1",
  );
  // The button's link, a pricing card's (its plan), a section button's (its reference: ADR 0048).
  for (const link of [
    `/chat/whatsapp?from=${encodeURIComponent("/")}`,
    `/chat/whatsapp?from=${encodeURIComponent("/ur/pricing")}`,
    `/chat/whatsapp?from=${encodeURIComponent("/pricing")}&plan=${plan!.id}`,
    `/chat/whatsapp?from=${encodeURIComponent("/")}&link=hero.1`,
  ]) {
    const response = await request.get(link, {
      headers: { referer: `${FOREIGN}?${CAMPAIGN}` },
      maxRedirects: 0,
    });
    expect(response.status(), link).toBe(302);
    expect(response.headers().location, link).toMatch(/^https:\/\/wa\.me\//);
    expectNoCookie(response, `GET ${link}`);
  }
});

test("the lead forms' plain posts, and the page Get Started sends the visitor to, set no cookie", async ({
  request,
  baseURL,
}) => {
  const posts: { path: string; form: Record<string, string> & { email: string } }[] = [
    {
      path: "/contact",
      form: { firstName: "Omar", email: uniqueEmail("contact"), message: "Hello" },
    },
    {
      path: "/ur/contact",
      form: { firstName: "Omar", email: uniqueEmail("ur-contact"), message: "سلام" },
    },
    {
      path: "/form",
      form: {
        name: "Zara",
        whatsapp_number: uniqueNumber().typed,
        email: uniqueEmail("form"),
        country: "Pakistan",
        business_type: "Solar Business",
      },
    },
  ];
  for (const { path, form } of posts) {
    const landing = `${baseURL}${withCampaign(path)}`;
    const response = await request.post(withCampaign(path), {
      form,
      headers: { origin: baseURL ?? "", "sec-fetch-site": "same-origin", referer: landing },
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(200);
    expectNoCookie(response, `POST ${path}`);
    expect(await storedLead(form.email), path).toBeDefined();
    // Get Started's answer sends the visitor home (a refresh meta): that page sets none either.
    const refresh = (await response.text()).match(/http-equiv="refresh" content="\d+;url=([^"]+)"/);
    if (path === "/form") expect(refresh).not.toBeNull();
    if (refresh) {
      const home = await request.get(refresh[1] as string, {
        headers: { referer: landing },
        maxRedirects: 0,
      });
      expect(home.status()).toBe(200);
      expectNoCookie(home, `after POST ${path}`);
    }
  }
});

for (const javaScriptEnabled of [true, false]) {
  test(`a visitor from a campaign link sends Get Started ${javaScriptEnabled ? "with" : "without"} JavaScript and holds no cookie, and the lead page shows the campaign`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, userAgent: ownUserAgent() });
    const page = await context.newPage();
    // The campaign's landing, counted by the server as it serves it; the form is sent seconds
    // later, while that view may still wait in the buffer.
    await page.goto(withCampaign("/pricing"), { referer: FOREIGN });
    await page.locator('main a[href^="/form"]').first().click();
    await expect(page).toHaveURL(/\/form/);
    const email = uniqueEmail(javaScriptEnabled ? "journey" : "journey-no-js");
    await fillGetStarted(page, email);
    await page.getByRole("button", { name: "Submit & Get Started" }).click();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 10_000 });
    // Whatever answered (pages, the prerendered form, its challenge, the post, the page-view
    // beacon), no cookie was set, by a header or by a script.
    expect(await context.cookies()).toEqual([]);

    const lead = await storedLead(email);
    expect(lead?.utm_campaign).toBe(`no-cookie-${run}`);
    const admin = await browser.newContext({ storageState: ADMIN_STATE });
    const leadPage = await admin.newPage();
    await leadPage.goto(`/admin/leads/${lead?.id}`);
    const attribution = leadPage.locator("dl").filter({ hasText: "UTM Campaign" });
    for (const [label, value] of Object.entries({
      "UTM Source": "facebook",
      "UTM Medium": "cpc",
      "UTM Campaign": `no-cookie-${run}`,
      Referrer: "m.facebook.com",
      "Landing Page": "/pricing",
    })) {
      await expect(
        attribution.locator("div").filter({ has: leadPage.getByText(label, { exact: true }) }),
      ).toHaveText(`${label}${value}`);
    }
    await admin.close();
    await context.close();
  });
}
