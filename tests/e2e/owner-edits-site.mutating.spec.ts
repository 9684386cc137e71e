import {
  type Browser,
  expect as baseExpect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import { queryRows } from "./db.ts";
import { E2E_PORT } from "./fixtures.ts";
import { expectNotReloaded, openVisitorPage } from "./live-page.ts";
import { type OwnServer, ownServer, signedInConsole, siteTimeAhead } from "./own-server.ts";
import { editorSection, openPageEditor, openSection, textInput } from "./page-editor.ts";

// Issue 30's first "Done when": in the console the owner changes the words visitors read most
// (the hero headline, a feature card, a pricing answer, the About story, the business hours),
// in English and in Urdu, through the page editor, and publishes; the public pages open in each
// language show each change without a reload. Then a change scheduled in the editor goes live
// at its time, and restoring a revision brings the earlier text back. The schedule needs a
// clock the spec moves, so the journey runs on a server of its own (own-server.ts, as
// scheduled-jobs.spec.ts does), on a fresh database: the shared server's pages are untouched.

const ADMIN = { email: "owner@e2e.test", password: "owner-e2e-password" };
const MINUTE = 60_000;
/** How soon an open page must show a change saved in the console. */
const LIVE = { timeout: 5_000 };
/** A schedule is polled every 5 s here (SCHEDULE_POLL_SECONDS), then reaches open pages live. */
const ON_TIME = { timeout: 20_000 };
// Saves in the console take seconds on a busy machine (the page's data reloads after each).
const expect = baseExpect.configure({ timeout: 15_000 });

let server: OwnServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = ownServer(E2E_PORT + 70, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SCHEDULE_POLL_SECONDS: "5",
  });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
});

test.beforeEach(() => test.setTimeout(120_000));

type Words = { en: string; ur: string };

/** The page's English and Urdu addresses, each open in a tab of its own (marked: never reloaded). */
async function openBothLanguages(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  return {
    en: await openVisitorPage(context, path),
    ur: await openVisitorPage(context, path === "/" ? "/ur" : `/ur${path}`),
    close: () => context.close(),
  };
}

/** Types `words` into the English and Urdu inputs of the text labelled `label`. */
async function fillBoth(scope: Locator, label: string, words: Words) {
  await textInput(scope, label, "English").fill(words.en);
  await textInput(scope, label, "Urdu").fill(words.ur);
}

/** Publishes the editor's page: its toast says so. */
async function publish(admin: Page, title: string) {
  await admin.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(admin.getByText(`“${title}” is published.`)).toBeVisible();
}

/** The page's stored body: what the editor saved, read from the server's database. */
async function storedSections(slug: string) {
  const [row] = await queryRows<{ sections: { content: { props: Record<string, unknown> }[] } }>(
    "SELECT sections FROM website_pages WHERE slug ->> 'en' = $1",
    [slug],
    server.databaseUrl,
  );
  return row?.sections.content ?? [];
}

const ABOUT_STORY = "Story (section 3)";
const STORY_FIRST = "Paragraph 1";
/** The About story's first paragraph as the owner publishes it, then as they schedule it. */
const PUBLISHED_STORY: Words = {
  en: "{product} began in Lahore, answering DMs for the shops of Anarkali.",
  ur: "{product} کا آغاز لاہور میں انارکلی کی دکانوں کے پیغامات کے جواب سے ہوا۔",
};
const SCHEDULED_STORY: Words = {
  en: "{product} now answers for more than 500 shops across Pakistan.",
  ur: "{product} اب پاکستان بھر میں پانچ سو سے زیادہ دکانوں کے لیے جواب دیتا ہے۔",
};
/** A text as the site shows it: `{product}` is the site's title. */
const shown = (text: string) => text.replace("{product}", "DMflow");

test("the owner changes the words of five pages in English and Urdu; the open pages show each change without a reload", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await signedInConsole(browser, server, ADMIN);

  await test.step("Home: the hero headline", async () => {
    const headline: Words = {
      en: "Every DM answered in seconds",
      ur: "ہر پیغام کا جواب سیکنڈوں میں",
    };
    const site = await openBothLanguages(browser, "/");
    await openPageEditor(admin, "Home");
    const hero = editorSection(admin, "Hero (section 1)");
    await openSection(hero);
    await fillBoth(hero, "Headline", headline);
    await publish(admin, "Home");
    await expect(site.en.getByRole("heading", { level: 1 })).toHaveText(headline.en, LIVE);
    await expect(site.ur.getByRole("heading", { level: 1 })).toHaveText(headline.ur, LIVE);
    await expectNotReloaded(site.en);
    await expectNotReloaded(site.ur);
    await site.close();
  });

  await test.step("Features: the first feature card", async () => {
    const title: Words = { en: "WhatsApp replies for shops", ur: "دکانوں کے لیے واٹس ایپ جوابات" };
    const site = await openBothLanguages(browser, "/features");
    await expect(site.en.getByRole("heading", { name: "WhatsApp Automation" })).toBeVisible();
    await openPageEditor(admin, "Features");
    const cards = editorSection(admin, "Feature cards (section 2)");
    await openSection(cards);
    await fillBoth(cards.getByRole("group", { name: "Card 1", exact: true }), "Title", title);
    await publish(admin, "Features");
    await expect(site.en.getByRole("heading", { name: title.en })).toBeVisible(LIVE);
    await expect(site.en.getByRole("heading", { name: "WhatsApp Automation" })).toHaveCount(0);
    await expect(site.ur.getByRole("heading", { name: title.ur })).toBeVisible(LIVE);
    await expect(site.ur.getByRole("heading", { name: "واٹس ایپ آٹومیشن" })).toHaveCount(0);
    await expectNotReloaded(site.en);
    await expectNotReloaded(site.ur);
    await site.close();
  });

  await test.step("Pricing: the answer to the free-trial question, read with it open", async () => {
    const answer: Words = {
      en: "Yes: ask for a 14-day trial on your own messages before you pay.",
      ur: "جی ہاں: ادائیگی سے پہلے اپنے پیغامات پر 14 دن کا ٹرائل مانگیے۔",
    };
    const site = await openBothLanguages(browser, "/pricing");
    // Each visitor has the first question open as the answer changes under it.
    const question = (page: Page) => page.getByRole("main").locator("details").first();
    for (const page of [site.en, site.ur]) {
      await question(page).locator("summary").click();
      await expect(question(page)).toHaveAttribute("open", "");
    }
    await expect(question(site.en).locator("summary")).toHaveText("Do you offer a free trial?");
    await openPageEditor(admin, "Pricing");
    const faq = editorSection(admin, "Questions and answers (section 4)");
    await openSection(faq);
    await fillBoth(faq.getByRole("group", { name: "Question 1", exact: true }), "Answer", answer);
    await publish(admin, "Pricing");
    await expect(question(site.en).getByText(answer.en)).toBeVisible(LIVE);
    await expect(question(site.ur).getByText(answer.ur)).toBeVisible(LIVE);
    await expectNotReloaded(site.en);
    await expectNotReloaded(site.ur);
    await site.close();
    // Search engines read the same answer (the page's FAQPage structured data).
    const html = await (await fetch(`${server.baseURL}/pricing`)).text();
    expect(html).toContain(`"text":"${answer.en}"`);
  });

  await test.step("About: the story", async () => {
    const site = await openBothLanguages(browser, "/about");
    await openPageEditor(admin, "About");
    const story = editorSection(admin, ABOUT_STORY);
    await openSection(story);
    await fillBoth(
      story.getByRole("group", { name: STORY_FIRST, exact: true }),
      STORY_FIRST,
      PUBLISHED_STORY,
    );
    await publish(admin, "About");
    await expect(site.en.getByText(shown(PUBLISHED_STORY.en))).toBeVisible(LIVE);
    await expect(site.ur.getByText(shown(PUBLISHED_STORY.ur))).toBeVisible(LIVE);
    await expectNotReloaded(site.en);
    await expectNotReloaded(site.ur);
    await site.close();
  });

  await test.step("Contact: the business hours", async () => {
    // The hours are kept per weekday and written in each language (ADR 0049).
    const hours: Words = {
      en: "9:00 AM - 9:00 PM PKT",
      ur: "صبح \u20669:00\u2069 تا رات \u20669:00\u2069 (\u2066PKT\u2069)",
    };
    const site = await openBothLanguages(browser, "/contact");
    await expect(site.en.getByText("9:00 AM - 6:00 PM PKT", { exact: true })).toBeVisible();
    await openPageEditor(admin, "Contact");
    const businessHours = editorSection(admin, "Business hours (section 4)");
    await openSection(businessHours);
    await businessHours
      .getByRole("group", { name: "Monday", exact: true })
      .getByRole("textbox", { name: "Closes (HH:MM, empty when closed)" })
      .fill("21:00");
    await publish(admin, "Contact");
    await expect(site.en.getByText(hours.en, { exact: true })).toBeVisible(LIVE);
    await expect(site.ur.getByText(hours.ur, { exact: true })).toBeVisible(LIVE);
    await expect(site.en.getByText("Tuesday - Friday", { exact: true })).toBeVisible();
    await expectNotReloaded(site.en);
    await expectNotReloaded(site.ur);
    await site.close();
  });

  // Each change is the page's live version, in both languages of its one layout (ADR 0023).
  const [hero] = await storedSections("home");
  expect(hero?.props.title).toEqual({
    en: "Every DM answered in seconds",
    ur: "ہر پیغام کا جواب سیکنڈوں میں",
  });
  expect((await storedSections("about"))[2]?.props.paragraphs).toContainEqual(PUBLISHED_STORY);
});

test("a change scheduled in the editor goes live at its time on the open pages", async ({
  browser,
}) => {
  const admin = await signedInConsole(browser, server, ADMIN);
  const site = await openBothLanguages(browser, "/about");
  await expect(site.en.getByText(shown(PUBLISHED_STORY.en))).toBeVisible();

  await openPageEditor(admin, "About");
  const story = editorSection(admin, ABOUT_STORY);
  await openSection(story);
  await fillBoth(
    story.getByRole("group", { name: STORY_FIRST, exact: true }),
    STORY_FIRST,
    SCHEDULED_STORY,
  );
  await admin.getByLabel("Publish at", { exact: true }).fill(await siteTimeAhead(server, 2));
  await admin.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(admin.getByText(/^“About” is scheduled to publish on /)).toBeVisible();
  await expect(admin.getByText("You are editing unpublished changes.")).toBeVisible();

  // Until then the site keeps the live version, also for a new visitor.
  const before = await (await fetch(`${server.baseURL}/about`)).text();
  expect(before).toContain(shown(PUBLISHED_STORY.en));
  expect(before).not.toContain(shown(SCHEDULED_STORY.en));

  // Nobody visits; the clock passes the time: both open pages show it within the poll.
  await server.moveClock(3 * MINUTE);
  await expect(site.en.getByText(shown(SCHEDULED_STORY.en))).toBeVisible(ON_TIME);
  await expect(site.ur.getByText(shown(SCHEDULED_STORY.ur))).toBeVisible(ON_TIME);
  await expect(site.en.getByText(shown(PUBLISHED_STORY.en))).toHaveCount(0);
  await expectNotReloaded(site.en);
  await expectNotReloaded(site.ur);
  await site.close();

  const ran = await queryRows<{ action: string }>(
    "SELECT action FROM activity_log WHERE entity_id = (SELECT id::text FROM website_pages WHERE slug ->> 'en' = 'about') AND action LIKE 'scheduled_%'",
    [],
    server.databaseUrl,
  );
  expect(ran.map((row) => row.action)).toEqual(["scheduled_publish_page"]);
});

test("restoring a revision in History brings the earlier text back on the open pages", async ({
  browser,
}) => {
  const admin = await signedInConsole(browser, server, ADMIN);
  const site = await openBothLanguages(browser, "/about");
  await expect(site.en.getByText(shown(SCHEDULED_STORY.en))).toBeVisible();

  await openPageEditor(admin, "About");
  await admin.getByRole("button", { name: "History of About" }).click();
  const history = admin.getByRole("dialog", { name: "History of “About”" });
  const revisions = history.getByRole("list", { name: "Revisions" }).getByRole("button");
  await expect(revisions.nth(0)).toContainText("Published on schedule · latest");
  await expect(revisions.nth(1)).toContainText("Draft saved");
  await expect(revisions.nth(2)).toContainText("Published");
  // The owner's own publish, compared with now: the story's first paragraph in both languages.
  await revisions.nth(2).click();
  const changes = history.getByRole("region", { name: "Changes" });
  await expect(changes).toContainText("Story › Paragraph 1 (English)");
  await expect(changes).toContainText("Story › Paragraph 1 (Urdu)");
  await history.getByRole("button", { name: "Restore this revision" }).click();
  await expect(admin.getByText("Revision restored")).toBeVisible();
  await expect(revisions.nth(0)).toContainText("Restored · latest");

  await expect(site.en.getByText(shown(PUBLISHED_STORY.en))).toBeVisible(LIVE);
  await expect(site.ur.getByText(shown(PUBLISHED_STORY.ur))).toBeVisible(LIVE);
  await expect(site.en.getByText(shown(SCHEDULED_STORY.en))).toHaveCount(0);
  await expectNotReloaded(site.en);
  await expectNotReloaded(site.ur);
  await site.close();
});
