import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE, E2E_ADMIN } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { waitForHydration } from "./hydration.ts";
import { submitPastBrowserChecks } from "./submit-past-browser-checks.ts";

// The lead pipeline, part two (docs/product.md#leads, #lead-privacy): follow-up reminders on the dashboard,
// the consent checkbox of the public forms (one setting for the whole site: this spec runs
// alone), duplicates from the public form merged, and a person's data exported and erased.
// The daily digest e-mail is in scheduled-jobs.spec.ts (a server of its own with SMTP, restarted)
// and follow-up-digest.server.db.test.ts (two instances): this server has no SMTP.

test.use({ storageState: ADMIN_STATE });
test.beforeEach(() => test.slow());
const AFTER_SAVE = { timeout: 10_000 };
const SITE_ZONE = "Asia/Karachi";

test.afterAll(async () => {
  await queryRows(
    "DELETE FROM website_settings WHERE setting_key IN ('lead_form_consent', 'lead_retention')",
  );
});

/** Today in the site's time zone, as a date field takes it. */
function siteToday(): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: SITE_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

const marker = () => `FUP${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

async function openLead(page: Page, id: string) {
  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByRole("heading", { name: "Notes & Timeline" })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/** Website Settings: the lead forms ask for consent, beside `label`. */
async function askForConsent(page: Page, label: string) {
  await page.goto("/admin/settings");
  const text = page.getByLabel("Consent checkbox text");
  // Filled before hydration, the new text once landed in front of the old one (CI): fill only
  // once React owns the textarea.
  await waitForHydration(page, text);
  await page.getByLabel("Ask for consent on the lead forms").check();
  await text.fill(label);
  await page.getByRole("button", { name: "Save Privacy Settings" }).click();
  await expect(page.getByText("Privacy settings saved")).toBeVisible(AFTER_SAVE);
}

test("a follow-up set on a lead is counted on the dashboard, whose counter opens the filtered list", async ({
  page,
}) => {
  const name = `${marker()} Callback`;
  const [lead] = await queryRows<{ id: string }>(
    "INSERT INTO leads (name, email, source) VALUES ($1, $2, 'get_started_form') RETURNING id",
    [name, `${name.split(" ")[0]!.toLowerCase()}@example.pk`],
  );
  await openLead(page, lead!.id);
  await expect(page.getByText("No follow-up set.")).toBeVisible();
  // Late today, site time: due today whatever the hour the test runs.
  await page.getByLabel(/Follow up on/).fill(`${siteToday()}T23:59`);
  await page.getByLabel("Follow-up note").fill("Send the Pro quote");
  await page.getByRole("button", { name: "Set follow-up" }).click();
  // The toast, exactly: "No follow-up set." may still show until the lead's data has reloaded.
  await expect(page.getByText("Follow-up set", { exact: true })).toBeVisible(AFTER_SAVE);
  await expect(page.getByTestId("lead-follow-up-current")).toContainText("Send the Pro quote");
  const entry = page
    .getByRole("list", { name: "Notes & Timeline" })
    .getByRole("listitem")
    .filter({ hasText: "Follow-up reminder set" });
  await expect(entry).toContainText("Send the Pro quote");

  const [{ n }] = (await queryRows<{ n: number }>(
    `SELECT count(*)::int AS n FROM leads WHERE deleted_at IS NULL
       AND follow_up_at >= (date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1)
       AND follow_up_at < ((date_trunc('day', now() AT TIME ZONE $1) + interval '1 day') AT TIME ZONE $1)`,
    [SITE_ZONE],
  )) as [{ n: number }];
  await page.goto("/admin");
  const counter = page.getByRole("link", { name: /Follow-ups due today/ });
  await expect(counter).toContainText(String(n));
  await counter.click();
  await expect(page).toHaveURL(/\/admin\/leads\?follow=today$/);
  await expect(page.getByRole("combobox", { name: "Follow-up" })).toHaveValue("today", AFTER_SAVE);
  await expect(page.getByRole("link", { name }).first()).toBeVisible();
});

test("consent on: the form refuses without the box and keeps the typing; the same person again joins the lead, which shows the agreed text", async ({
  page,
  browser,
}) => {
  const label = `I agree to be contacted (${marker()})`;
  await askForConsent(page, label);

  const id = marker().toLowerCase();
  const email = `${id}@example.pk`;
  const visitor = await browser.newContext({ storageState: undefined });
  const form = await visitor.newPage();
  await form.goto("/form");
  const consent = form.getByRole("checkbox", { name: label });
  await expect(consent).toHaveAttribute("required", "");
  await form.getByRole("textbox", { name: "Full Name", exact: true }).fill("Sana Twice");
  await form.getByRole("textbox", { name: "WhatsApp Number", exact: true }).fill("+92 301 5550101");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Country", exact: true }).fill("Pakistan");
  await form.getByRole("combobox", { name: "Business Type" }).selectOption("Other");
  await submitPastBrowserChecks(form.getByRole("button", { name: "Submit & Get Started" }));
  await expect(form.getByText("Please tick this box to agree before sending.")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
  expect(await queryRows("SELECT 1 FROM leads WHERE email = $1", [email])).toHaveLength(0);
  await form.getByRole("checkbox", { name: label }).check();
  await form.getByRole("button", { name: "Submit & Get Started" }).click();
  await expect(form.getByText("Form Submitted Successfully!")).toBeVisible(AFTER_SAVE);

  // The same person again, through the Contact form, with another letter case.
  await form.goto("/contact");
  await form.getByRole("textbox", { name: "First Name", exact: true }).fill("Sana");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email.toUpperCase());
  await form.getByRole("textbox", { name: "Message", exact: true }).fill("Writing again");
  await form.getByRole("checkbox", { name: label }).check();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Message Sent!")).toBeVisible(AFTER_SAVE);
  await visitor.close();

  // The second message joins the first's lead (ADR 0047), which keeps the text agreed first.
  const stored = await queryRows<{ id: string; consent_text: string; consent_page: string }>(
    "SELECT id, consent_text, consent_page FROM leads WHERE lower(email) = $1 ORDER BY created_at",
    [email],
  );
  expect(stored.map((lead) => [lead.consent_text, lead.consent_page])).toEqual([[label, "/form"]]);
  await openLead(page, stored[0]!.id);
  await expect(page.getByText(label)).toBeVisible();
  await expect(page.getByRole("list", { name: "Channels" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByText("Came back through Contact page")).toBeVisible();

  // A second lead of the same person stored by the console (an import) is offered for merging.
  const [copy] = await queryRows<{ id: string }>(
    `INSERT INTO leads (name, email, whatsapp_number, source)
     VALUES ('Sana Copy', $1, '', 'import') RETURNING id`,
    [email],
  );
  await openLead(page, copy!.id);
  await page.getByRole("button", { name: "Merge into this lead" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Merge" }).click();
  await expect(page.getByText("Leads merged")).toBeVisible(AFTER_SAVE);
  await expect(page.getByRole("list", { name: "Notes & Timeline" })).toContainText(
    "Another lead was merged into this one",
  );
});

test("consent turned on, then its text changed, while the form is open: the open page shows each, and ticking it sends the lead", async ({
  page,
  browser,
}) => {
  await queryRows("DELETE FROM website_settings WHERE setting_key = 'lead_form_consent'");
  const visitor = await browser.newContext({ storageState: undefined });
  const form = await visitor.newPage();
  await form.goto("/form");
  await expect(form.getByRole("checkbox", { name: /I agree/ })).toHaveCount(0);
  await form.getByRole("textbox", { name: "Full Name", exact: true }).fill("Sana Live");

  // Live updates bring the box, then its new text, into the open page; what was typed stays.
  const first = `I agree (${marker()})`;
  await askForConsent(page, first);
  await expect(form.getByRole("checkbox", { name: first, exact: true })).toBeVisible(AFTER_SAVE);
  const label = `I agree to be contacted by phone (${marker()})`;
  await askForConsent(page, label);
  await expect(form.getByRole("checkbox", { name: label, exact: true })).toBeVisible(AFTER_SAVE);
  await expect(form.getByRole("textbox", { name: "Full Name", exact: true })).toHaveValue(
    "Sana Live",
  );
  const email = `${marker().toLowerCase()}@example.pk`;
  await form.getByRole("textbox", { name: "WhatsApp Number", exact: true }).fill("+92 301 5550102");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Country", exact: true }).fill("Pakistan");
  await form.getByRole("combobox", { name: "Business Type" }).selectOption("Other");
  await form.getByRole("checkbox", { name: label }).check();
  await form.getByRole("button", { name: "Submit & Get Started" }).click();
  await expect(form.getByText("Form Submitted Successfully!")).toBeVisible(AFTER_SAVE);
  await visitor.close();
  const stored = await queryRows<{ consent_text: string }>(
    "SELECT consent_text FROM leads WHERE email = $1",
    [email],
  );
  expect(stored).toEqual([{ consent_text: label }]);
});

test("a person's data is exported as JSON and erased, leaving no lead of theirs", async ({
  page,
}) => {
  const email = `${marker().toLowerCase()}@example.pk`;
  const [lead] = await queryRows<{ id: string }>(
    "INSERT INTO leads (name, email, source) VALUES ('Erase Me', $1, 'contact_form') RETURNING id",
    [email],
  );
  await queryRows("INSERT INTO lead_events (lead_id, kind, body) VALUES ($1, 'note', $2)", [
    lead!.id,
    `Reach at ${email}`,
  ]);
  await page.goto("/admin/leads");
  await page.getByRole("link", { name: "Privacy requests" }).click();
  await page.getByLabel("E-mail or WhatsApp number").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByTestId("privacy-summary")).toContainText("1 lead, 1 note");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export this person's data" }).click(),
  ]);
  const exported = JSON.parse(await readFile(await download.path(), "utf8"));
  expect(exported.leads.map((row: { email: string }) => row.email)).toEqual([email]);
  expect(exported.notesAndTimeline[0].body).toBe(`Reach at ${email}`);

  // Erasing is a dangerous action: with a proof of identity older than ten minutes the page
  // asks for the password first (ADR 0015).
  await queryRows(
    "UPDATE sessions SET authenticated_at = now() - interval '11 minutes' WHERE user_id = (SELECT id FROM users WHERE email = $1)",
    [E2E_ADMIN.email],
  );
  await page.reload();
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Erase this person's data" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Erase" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm it's you" });
  await confirm.getByLabel("Your password").fill(E2E_ADMIN.password);
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Person's data erased")).toBeVisible(AFTER_SAVE);
  await expect(page.getByText("Nothing is held about this person.")).toBeVisible();
  expect(await queryRows("SELECT 1 FROM leads WHERE email = $1", [email])).toHaveLength(0);
  expect(
    await queryRows("SELECT 1 FROM lead_events WHERE body ILIKE $1", [`%${email}%`]),
  ).toHaveLength(0);
  const [record] = await queryRows<{ details: unknown }>(
    "SELECT details FROM activity_log WHERE action = 'erase_person_data' ORDER BY id DESC LIMIT 1",
  );
  expect(record!.details).toEqual({ leads: 1 });
});
