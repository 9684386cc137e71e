import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { parseCsv } from "./csv.ts";
import { queryRows } from "./db.ts";
import { leadRow, openList } from "./leads-console.ts";
import { leadCount, sendUrduContactForm, sendUrduGetStartedForm } from "./urdu-forms.ts";

// Leads remember the language of the page their form was sent from (docs/product.md#languages): the Urdu forms,
// with and without JavaScript, give Urdu leads, which the Leads Manager shows, filters on
// (with and without JavaScript), opens and exports with their language.

test.use({ storageState: ADMIN_STATE });

/** The language a lead's row shows (a badge in the table, a line on a phone's card). */
const languageOf = (page: Page, email: string) =>
  leadRow(page, email).locator("[data-lead-language]");

/** Every language shown in the list, one per lead. */
const shownLanguages = (page: Page) =>
  page.locator("[data-lead-language]").filter({ visible: true });

test("the Urdu forms' leads are Urdu in the Leads Manager, its filter, detail and CSV", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const marker = `lead-lang-${Date.now()}-${testInfo.project.name}-${Math.random().toString(36).slice(2, 7)}`;
  const contactEmail = `${marker}-contact@example.pk`;
  const startEmail = `${marker}-start@example.pk`;
  const englishEmail = `${marker}-english@example.pk`;

  // The contact form at /ur/contact, with JavaScript: the toast is the enhancement's.
  await sendUrduContactForm(page, contactEmail);
  await expect(page.locator("#toasts")).toContainText("پیغام بھیج دیا گیا!");
  await expect.poll(() => leadCount(contactEmail)).toBe(1);

  // The Get Started form at /ur/form, without JavaScript: a plain POST to that URL.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plainPage = await noScript.newPage();
  await sendUrduGetStartedForm(plainPage, startEmail);
  await expect(plainPage.locator("[data-form-notice=success]")).toBeVisible();
  await noScript.close();
  expect(await leadCount(startEmail)).toBe(1);

  // A lead stored without a language, as every lead from before was: English.
  await queryRows("INSERT INTO leads (name, email, source) VALUES ($1, $2, 'contact_page')", [
    "Older Lead",
    englishEmail,
  ]);
  const stored = await queryRows<{ email: string; locale: string }>(
    "SELECT email, locale FROM leads WHERE email LIKE $1 ORDER BY email",
    [`${marker}-%`],
  );
  expect(stored).toEqual([
    { email: contactEmail, locale: "ur" },
    { email: englishEmail, locale: "en" },
    { email: startEmail, locale: "ur" },
  ]);

  // The list shows each lead's language.
  await openList(page, `?q=${marker}`);
  await expect(page.getByRole("heading", { name: "Leads (3 total)" })).toBeVisible();
  for (const email of [contactEmail, startEmail]) {
    await expect(languageOf(page, email)).toHaveAttribute("data-lead-language", "ur");
    await expect(languageOf(page, email)).toContainText("Urdu");
  }
  await expect(languageOf(page, englishEmail)).toContainText("English");

  // The Language filter, in the URL with the others: only Urdu leads.
  const language = page.getByRole("combobox", { name: "Language" });
  await expect(language.locator("option")).toHaveText(["All Languages", "English", "Urdu"]);
  await language.selectOption("ur");
  await expect(page).toHaveURL(new RegExp(`\\?q=${marker}&lang=ur$`));
  await expect(page.getByRole("heading", { name: "Leads (2 total)" })).toBeVisible();
  await expect(shownLanguages(page)).toHaveCount(2);
  for (const shown of await shownLanguages(page).all()) {
    await expect(shown).toHaveAttribute("data-lead-language", "ur");
  }
  await expect(leadRow(page, englishEmail)).toHaveCount(0);

  // "Export all matching" keeps the filter, and writes each lead's language by name.
  const csv = await (await page.request.get(`/admin/leads/export?q=${marker}&lang=ur`)).text();
  const [header = [], ...records] = parseCsv(csv.slice(1));
  expect(records).toHaveLength(2);
  for (const record of records) expect(record[header.indexOf("Language")]).toBe("Urdu");

  // The lead's own page says it too.
  await leadRow(page, contactEmail).getByRole("link", { name: "عائشہ", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "عائشہ" })).toBeVisible();
  await expect(page.locator("dt:text-is('Language') + dd")).toHaveText("Urdu");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Language filter is part of the plain GET form", async ({ page }, testInfo) => {
    const marker = `lead-lang-nojs-${Date.now()}-${testInfo.project.name}-${Math.random().toString(36).slice(2, 7)}`;
    await queryRows(
      `INSERT INTO leads (name, email, source, locale) VALUES
         ($1 || ' Urdu', $1 || '-ur@example.pk', 'contact_page', 'ur'),
         ($1 || ' English', $1 || '-en@example.pk', 'contact_page', 'en')`,
      [marker],
    );
    await page.goto(`/admin/leads?q=${marker}`);
    await expect(shownLanguages(page)).toHaveCount(2);
    await page.getByRole("combobox", { name: "Language" }).selectOption("ur");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${marker}.*&lang=ur`));
    await expect(page.getByRole("combobox", { name: "Language" })).toHaveValue("ur");
    await expect(page.getByRole("link", { name: new RegExp(marker) })).toHaveText([
      `${marker} Urdu`,
    ]);
    await expect(shownLanguages(page)).toHaveCount(1);
    await expect(shownLanguages(page)).toHaveAttribute("data-lead-language", "ur");
  });
});
