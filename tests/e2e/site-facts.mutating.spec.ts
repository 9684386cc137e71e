import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { waitForHydration } from "./hydration.ts";

// The facts said once (ADR 0052): the setup time, trial length, reply time and time zone are
// kept in Website Settings and said by every text as a placeholder, so one change reaches every
// page in both languages. It changes what every visitor reads, so it runs alone and puts back
// the facts it found.

test.use({ storageState: ADMIN_STATE });

const FACT_COLUMNS = ["setup_time", "reply_time", "time_zone_label"] as const;
type Facts = Record<(typeof FACT_COLUMNS)[number], unknown>;
let original: Facts | undefined;

test.beforeAll(async () => {
  [original] = await queryRows<Facts>(`SELECT ${FACT_COLUMNS.join(", ")} FROM website_config`);
});

test.afterAll(async () => {
  if (!original) return;
  await queryRows(
    "UPDATE website_config SET setup_time = $1::jsonb, reply_time = $2::jsonb, time_zone_label = $3, updated_at = now() WHERE id = 1",
    [
      JSON.stringify(original.setup_time),
      JSON.stringify(original.reply_time),
      original.time_zone_label,
    ],
  );
});

/** The page's whole document: its visible text, its head (title, description) and its JSON-LD. */
async function documentAt(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return page.content();
}

/** The pages whose seeded texts say the setup time: sections, FAQ answers, meta descriptions. */
const SAYS_SETUP_TIME = [
  "/", // the pricing section's intro
  "/features", // the call to action
  "/about", // the call to action
  "/pricing", // two answers and the meta description
  "/contact", // the first quick answer
  "/form", // the meta description
  "/blog/answer-every-dm-in-seconds", // the sample post
];

test("a fresh install's business hours say PKT, in English and Urdu", async ({ page }) => {
  for (const path of ["/contact", "/ur/contact"]) {
    await page.goto(path);
    const hours = page.locator("main");
    await expect(hours, path).toContainText("PKT");
    await expect(hours, path).not.toContainText("PST");
  }
});

test("the setup time changed once in Website Settings shows on every page that says it, in English and Urdu", async ({
  page,
  context,
}) => {
  // As a fresh install says it.
  const before = await documentAt(page, "/pricing");
  expect(before).toContain("24-48 hours");

  await page.goto("/admin/settings");
  await waitForHydration(page, page.getByRole("textbox", { name: "Meta Description" }));
  // The Facts group names the placeholders each fact is written as.
  await expect(page.getByRole("heading", { level: 2, name: "Facts" })).toBeVisible();
  await expect(
    page.getByText(
      /^Said once here .*\{setupTime\}, \{trialLength\}, \{replyTime\} and \{timeZone\}/,
    ),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Setup Time", exact: true }).fill("3-5 days");
  await page.getByRole("textbox", { name: "Setup Time (Urdu)" }).fill("3 سے 5 دن");
  await page.getByRole("textbox", { name: "Reply Time", exact: true }).fill("2 hours");
  await page.getByRole("textbox", { name: "Reply Time (Urdu)" }).fill("2 گھنٹے");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    page.getByText("Website settings saved successfully! Changes are now live."),
  ).toBeVisible();
  const [stored] = await queryRows<Facts>("SELECT setup_time, reply_time FROM website_config");
  expect(stored).toEqual({
    setup_time: { en: "3-5 days", ur: "3 سے 5 دن" },
    reply_time: { en: "2 hours", ur: "2 گھنٹے" },
  });

  const site = await context.newPage();
  for (const path of SAYS_SETUP_TIME) {
    const english = await documentAt(site, path);
    expect(english, path).toContain("3-5 days");
    expect(english, path).not.toContain("24-48 hours");
    expect(english, path).not.toContain("{setupTime}");
    const urdu = await documentAt(site, `/ur${path === "/" ? "" : path}`);
    expect(urdu, `/ur${path}`).toContain("3 سے 5 دن");
    expect(urdu, `/ur${path}`).not.toMatch(/24 سے 48|24-48 hours|\{setupTime\}/);
  }
  // The meta descriptions say it too, in the page's language.
  await site.goto("/pricing");
  await expect(site.locator('meta[name="description"]')).toHaveAttribute("content", /3-5 days/);
  await site.goto("/ur/form");
  await expect(site.locator('meta[name="description"]')).toHaveAttribute("content", /3 سے 5 دن/);

  // The reply time: the contact page's intro, its answer and its description.
  for (const [path, value, old] of [
    ["/contact", "within 2 hours", "within 24 hours"],
    ["/ur/contact", "2 گھنٹے کے اندر", "24 گھنٹوں"],
  ] as const) {
    const html = await documentAt(site, path);
    expect(html.split(value).length - 1, path).toBeGreaterThanOrEqual(3);
    expect(html, path).not.toContain(old);
  }
  await site.goto("/contact");
  await expect(site.getByText("usually much sooner during business hours")).toContainText(
    "We reply to every message within 2 hours",
  );
});
