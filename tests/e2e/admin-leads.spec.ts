import { expect, type Locator, type TestInfo, test } from "@playwright/test";
import { ADMIN_STATE, E2E_ADMIN } from "./admin-fixtures.ts";
import { seriousViolations } from "./axe.ts";
import { readCsvDownload } from "./csv.ts";
import { queryRows } from "./db.ts";
import { waitForHydration } from "./hydration.ts";
import { leadRow, openList, searchBox } from "./leads-console.ts";

// The Leads Manager (docs/product.md#leads). Every test makes its own leads, named with a
// unique marker, and searches for it, so parallel runs (desktop and phone) never meet.

test.use({ storageState: ADMIN_STATE });

type Row = { id: string; name: string; email: string; status: string; deleted_at: Date | null };

function makeMarker(testInfo: TestInfo) {
  return `E2E-${Date.now()}-${testInfo.project.name}-${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * Inserts `count` leads named `{marker} Lead 01`, `02`, ... (01 the newest), with e-mails
 * `{marker-lowercase}-01@example.pk`. Extra columns can be set per lead.
 */
async function insertLeads(
  marker: string,
  count: number,
  fields: (i: number) => Record<string, string | null> = () => ({}),
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let i = 1; i <= count; i++) {
    const n = String(i).padStart(2, "0");
    const values: Record<string, string | null> = {
      name: `${marker} Lead ${n}`,
      email: `${marker.toLowerCase()}-${n}@example.pk`,
      whatsapp_number: `92300${String(1_000_000 + i)}`,
      country: "Pakistan",
      business_type: "Restaurant",
      message: "Hello",
      source: "get_started_form",
      ...fields(i),
    };
    const columns = Object.keys(values);
    const [row] = await queryRows<Row>(
      `INSERT INTO leads (${columns.join(", ")}, created_at)
       VALUES (${columns.map((_, index) => `$${index + 1}`).join(", ")}, now() - $${columns.length + 1} * interval '1 minute')
       RETURNING id, name, email, status, deleted_at`,
      [...Object.values(values), i],
    );
    rows.push(row!);
  }
  return rows;
}

async function stored(ids: string[]) {
  return queryRows<Row>(
    "SELECT id, name, email, status, deleted_at FROM leads WHERE id = ANY($1::uuid[]) ORDER BY name",
    [ids],
  );
}

/**
 * Clicks with the element in the middle of the screen: on a phone, a toast from the previous
 * action covers the bottom of the screen (and stays while the pointer rests on it).
 */
async function clickCentered(locator: Locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await locator.click();
}

test("the list shows the spec's texts, columns and filters", async ({ page }, testInfo) => {
  const marker = makeMarker(testInfo);
  await insertLeads(marker, 1, () => ({ whatsapp_number: null, country: null, business_type: "" }));
  await openList(page, `?q=${marker}`);
  await expect(page.getByText("Manage and track your customer leads")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Filters & Search" })).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute("placeholder", "Name, email, or phone...");
  await expect(searchBox(page)).toHaveValue(marker);
  const range = page.getByRole("combobox", { name: "Date Range" });
  await expect(range.locator("option")).toHaveText([
    "All Time",
    "Today",
    "Yesterday",
    "Last 7 Days",
    "Custom Range",
  ]);
  await expect(page.getByRole("combobox", { name: "Items per page" })).toHaveValue("25");
  await expect(page.getByRole("heading", { name: "Leads (1 total)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeVisible();

  const row = leadRow(page, `${marker} Lead 01`);
  await expect(row).toHaveCount(1);
  // Empty WhatsApp, country and business type show a dash; Created is 'MMM dd, yyyy'.
  await expect(row.getByText("-", { exact: true })).toHaveCount(3);
  await expect(row.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();
  await expect(row.getByText("New", { exact: true })).toBeVisible();

  if (testInfo.project.name === "desktop") {
    await expect(page.getByRole("columnheader")).toHaveText([
      "",
      "Name",
      "Email",
      "WhatsApp",
      "Country",
      "Business Type",
      "Status",
      "Source",
      "Created",
      "Actions",
    ]);
  }

  // Nothing is wider than the screen, even a long unbroken e-mail (390 px phones too).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  // A custom range shows the From Date and To Date inputs.
  await expect(page.getByLabel("From Date")).toHaveCount(0);
  await range.selectOption("custom");
  await expect(page.getByLabel("From Date")).toBeVisible();
  await expect(page.getByLabel("To Date")).toBeVisible();
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Karachi" }).format(new Date());
  await page.getByLabel("From Date").fill(today);
  await expect(page).toHaveURL(new RegExp(`range=custom&from=${today}`));
  await expect(page.getByRole("heading", { name: "Leads (1 total)" })).toBeVisible();

  // Bad values in the URL fall back to the defaults.
  await openList(page, `?q=${marker}&status=nope&range=soon&size=7&page=-2`);
  await expect(page.getByRole("heading", { name: "Leads (1 total)" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("all");
  await expect(page.getByRole("combobox", { name: "Items per page" })).toHaveValue("25");
});

test("filters by status and searches part of an e-mail, case-insensitively", async ({
  page,
}, testInfo) => {
  const marker = makeMarker(testInfo);
  const statuses = ["new", "contacted", "won"];
  await insertLeads(marker, 3, (i) => ({ status: statuses[i - 1]! }));
  await openList(page, "");

  await searchBox(page).fill(marker);
  await expect(page).toHaveURL(new RegExp(`\\?q=${marker}$`));
  await expect(page.getByRole("heading", { name: "Leads (3 total)" })).toBeVisible();

  await page.getByRole("combobox", { name: "Status" }).selectOption("contacted");
  await expect(page).toHaveURL(/status=contacted/);
  await expect(page.getByRole("heading", { name: "Leads (1 total)" })).toBeVisible();
  await expect(leadRow(page, `${marker} Lead 02`)).toBeVisible();
  await expect(leadRow(page, `${marker} Lead 01`)).toHaveCount(0);

  // The back button steps back through the filters.
  await page.goBack();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByRole("heading", { name: "Leads (3 total)" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("all");

  // Part of an e-mail, in capitals.
  await searchBox(page).fill(`${marker.toUpperCase()}-03@EXAMPLE`);
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole("heading", { name: "Leads (1 total)" })).toBeVisible();
  await expect(leadRow(page, `${marker} Lead 03`)).toBeVisible();

  await searchBox(page).fill(`${marker}-nobody`);
  await expect(page.getByText("No leads found")).toBeVisible();
  await expect(page.getByText("Showing 0 to 0 of 0 results")).toBeVisible();
  await expect(page.getByText("Page 1 of 1")).toBeVisible();
});

test("paginates ten at a time", async ({ page }, testInfo) => {
  const marker = makeMarker(testInfo);
  await insertLeads(marker, 12);
  await openList(page, `?q=${marker}`);
  await expect(page.getByText("Showing 1 to 12 of 12 results")).toBeVisible();

  await page.getByRole("combobox", { name: "Items per page" }).selectOption("10");
  await expect(page).toHaveURL(/size=10/);
  await expect(page.getByText("Showing 1 to 10 of 12 results")).toBeVisible();
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(leadRow(page, `${marker} Lead 01`)).toBeVisible();

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText("Showing 11 to 12 of 12 results")).toBeVisible();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await expect(leadRow(page, `${marker} Lead 12`)).toBeVisible();
  await expect(leadRow(page, `${marker} Lead 01`)).toHaveCount(0);

  await page.getByRole("link", { name: "Previous" }).click();
  await expect(page.getByText("Showing 1 to 10 of 12 results")).toBeVisible();

  // A page past the end shows the last one.
  await openList(page, `?q=${marker}&size=10&page=9`);
  await expect(page.getByText("Showing 11 to 12 of 12 results")).toBeVisible();
});

test("row actions: mark as contacted, archive, restore, delete", async ({ page }, testInfo) => {
  const marker = makeMarker(testInfo);
  const [lead] = await insertLeads(marker, 1);
  const name = `${marker} Lead 01`;
  await openList(page, `?q=${marker}`);

  const contacted = leadRow(page, name).getByRole("button", { name: /Mark as contacted/ });
  await clickCentered(contacted);
  await expect(page.getByText("Lead marked as contacted")).toBeVisible();
  await expect(contacted).toBeDisabled();
  expect((await stored([lead!.id]))[0]?.status).toBe("contacted");

  await clickCentered(leadRow(page, name).getByRole("button", { name: /Archive/ }));
  await expect(page.getByText("Lead archived successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Leads (0 total)" })).toBeVisible();

  await page.getByRole("combobox", { name: "Status" }).selectOption("archived");
  await expect(page.getByRole("heading", { name: "Leads (1 total)" })).toBeVisible();
  await expect(leadRow(page, name)).toBeVisible();
  await clickCentered(leadRow(page, name).getByRole("button", { name: /Restore/ }));
  await expect(page.getByText("Lead restored successfully")).toBeVisible();
  expect(await stored([lead!.id])).toEqual([
    expect.objectContaining({ status: "new", deleted_at: null }),
  ]);

  const actions = await queryRows<{ action: string }>(
    "SELECT action FROM activity_log WHERE entity = 'leads' AND entity_id = $1 ORDER BY id",
    [lead!.id],
  );
  expect(actions.map((row) => row.action)).toEqual([
    "update_lead_status",
    "archive_lead",
    "restore_lead",
  ]);
});

test("bulk archive, restore and permanent delete", async ({ page }, testInfo) => {
  const marker = makeMarker(testInfo);
  const leads = await insertLeads(marker, 3);
  const ids = leads.map((lead) => lead.id);
  await openList(page, `?q=${marker}`);

  await expect(page.getByRole("region", { name: "Bulk actions" })).toHaveCount(0);
  await page.getByRole("checkbox", { name: `Select ${marker} Lead 01` }).click();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar.getByText("1 lead selected")).toBeVisible();
  await page.getByRole("checkbox", { name: /Select all/ }).click();
  await expect(bar.getByText("3 leads selected")).toBeVisible();

  await bar.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("Lead archived successfully")).toBeVisible();
  await expect(page.getByText("No leads found")).toBeVisible();
  await expect(bar).toHaveCount(0);
  expect((await stored(ids)).every((row) => row.status === "archived" && row.deleted_at)).toBe(
    true,
  );

  await page.getByRole("combobox", { name: "Status" }).selectOption("archived");
  await expect(page.getByRole("heading", { name: "Leads (3 total)" })).toBeVisible();
  await page.getByRole("checkbox", { name: /Select all/ }).click();
  await bar.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Lead restored successfully")).toBeVisible();
  expect((await stored(ids)).every((row) => row.status === "new" && !row.deleted_at)).toBe(true);
  await expect(page.getByRole("heading", { name: "Leads (0 total)" })).toBeVisible();

  await page.getByRole("combobox", { name: "Status" }).selectOption("all");
  await expect(page.getByRole("heading", { name: "Leads (3 total)" })).toBeVisible();
  await page.getByRole("checkbox", { name: /Select all/ }).click();
  await bar.getByRole("button", { name: "Delete Permanently" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText("Delete 3 leads permanently?")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect(await stored(ids)).toHaveLength(3);

  await bar.getByRole("button", { name: "Delete Permanently" }).click();
  await dialog.getByRole("button", { name: "Delete Permanently" }).click();
  await expect(page.getByText("Lead permanently deleted")).toBeVisible();
  await expect(page.getByText("No leads found")).toBeVisible();
  expect(await stored(ids)).toEqual([]);

  const actions = await queryRows<{ action: string; n: number }>(
    `SELECT action, count(*)::int AS n FROM activity_log
     WHERE entity = 'leads' AND entity_id = ANY($1) GROUP BY action ORDER BY action`,
    [ids],
  );
  expect(actions).toEqual([
    { action: "archive_lead", n: 3 },
    { action: "delete_lead", n: 3 },
    { action: "restore_lead", n: 3 },
  ]);
});

/** A button's or link's visible text: its text without the parts only screen readers read. */
function visibleText(locator: Locator) {
  return locator.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll(".sr-only")) hidden.remove();
    return copy.textContent?.trim();
  });
}

const SPEC_HEADER = ["Name", "Email", "WhatsApp", "Message", "Source", "Status", "Created At"];
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

test("Export CSV writes the spec's columns of the loaded leads; Export all matching every field", async ({
  page,
}, testInfo) => {
  const marker = makeMarker(testInfo);
  const [first] = await insertLeads(
    marker,
    2,
    (i): Record<string, string | null> =>
      i === 1
        ? {
            message: 'Wants "Premium"\nfor two shops',
            whatsapp_number: "+923001234567",
            phone: "+92 300 7654321",
            status: "contacted",
            selected_plan: "Premium",
            utm_source: "facebook",
            utm_medium: "cpc",
            utm_campaign: "launch",
            referrer: "https://m.facebook.com/",
            landing_page: "/pricing",
            consent_text: "I agree to be contacted",
            follow_up_note: "Send the price list",
          }
        : { name: `${marker} Lead 02 السلام علیکم`, message: '=HYPERLINK("http://x")' },
  );
  // The first lead: the admin's, with a follow-up, consent, and two notes (the newer one wins).
  const [admin] = await queryRows<{ id: string; name: string; email: string }>(
    "SELECT id, name, email FROM users WHERE email = $1",
    [E2E_ADMIN.email],
  );
  await queryRows(
    `UPDATE leads SET owner_id = $2, follow_up_at = now() + interval '2 days', consent_at = created_at
     WHERE id = $1`,
    [first!.id, admin!.id],
  );
  await queryRows(
    `INSERT INTO lead_events (lead_id, kind, actor_id, body, created_at) VALUES
       ($1, 'note', $2, 'Asked for a demo', now() - interval '2 hours'),
       ($1, 'note', $2, '@Wants the yearly plan', now() - interval '1 hour')`,
    [first!.id, admin!.id],
  );
  await openList(page, `?q=${marker}`);

  // Each button says what it exports; the visible texts stay the spec's (and ours).
  const exportShown = page.getByRole("button", {
    name: "Export CSV of the 2 leads shown",
    exact: true,
  });
  const exportAll = page.getByRole("link", {
    name: "Export all matching leads, with every field",
    exact: true,
  });
  expect(await visibleText(exportShown)).toBe("Export CSV");
  expect(await visibleText(exportAll)).toBe("Export all matching");
  await expect(exportShown).toHaveAttribute("title", /^The 2 leads shown, in the list's columns/);
  await expect(exportAll).toHaveAttribute("title", /every field/);

  // Export CSV: built in the browser, exactly the spec's columns and file name.
  const [download] = await Promise.all([page.waitForEvent("download"), exportShown.click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText("Leads exported successfully")).toBeVisible();
  const shown = await readCsvDownload(download);
  expect(shown.header).toEqual(SPEC_HEADER);
  const lines = shown.text.split("\r\n");
  expect(lines[0]).toBe(SPEC_HEADER.join(","));
  // Every value in double quotes, formulas neutralized, the status as stored.
  expect(lines[1]).toMatch(
    new RegExp(
      `^"${marker} Lead 01","${marker.toLowerCase()}-01@example.pk","'\\+923001234567","Wants ""Premium""\nfor two shops","get_started_form","contacted","\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}"$`,
    ),
  );
  expect(shown.records).toHaveLength(2);
  expect(shown.records[1]).toMatchObject({
    Name: `${marker} Lead 02 السلام علیکم`,
    Message: `'=HYPERLINK("http://x")`,
    Status: "new",
  });

  // Only the selected rows from the bulk bar, in the same format.
  await page.getByRole("checkbox", { name: `Select ${marker} Lead 01` }).click();
  const exportSelected = page
    .getByRole("region", { name: "Bulk actions" })
    .getByRole("button", { name: "Export CSV of the selection (1 lead)", exact: true });
  expect(await visibleText(exportSelected)).toBe("Export CSV");
  const [selectedDownload] = await Promise.all([
    page.waitForEvent("download"),
    exportSelected.click(),
  ]);
  expect(selectedDownload.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const selected = await readCsvDownload(selectedDownload);
  expect(selected.header).toEqual(SPEC_HEADER);
  expect(selected.records.map((record) => record.Name)).toEqual([`${marker} Lead 01`]);

  // Export all matching: every lead of the filters, streamed by the server, with every field.
  const [allDownload] = await Promise.all([page.waitForEvent("download"), exportAll.click()]);
  expect(allDownload.suggestedFilename()).toMatch(/^leads-all-matching-\d{4}-\d{2}-\d{2}\.csv$/);
  const all = await readCsvDownload(allDownload);
  expect(all.header).toEqual([
    ...SPEC_HEADER,
    "Phone",
    "Country",
    "Business Type",
    "Selected Plan",
    "Language",
    "Owner",
    "Owner Email",
    "Last Note",
    "Last Note At",
    "Next Follow-up",
    "Follow-up Note",
    "UTM Source",
    "UTM Medium",
    "UTM Campaign",
    "UTM Term",
    "UTM Content",
    "Referrer",
    "Landing Page",
    "Consent Given",
    "Consent At",
    "Consent Text",
    "Consent Page",
    "Possible Duplicate",
    "Updated At",
    "Archived At",
  ]);
  expect(all.records).toHaveLength(2);
  const [owned, plain] = all.records;
  expect(owned).toMatchObject({
    Name: `${marker} Lead 01`,
    Email: `${marker.toLowerCase()}-01@example.pk`,
    WhatsApp: "'+923001234567",
    Message: 'Wants "Premium"\nfor two shops',
    Source: "Get Started form",
    Status: "Contacted",
    Phone: "'+92 300 7654321",
    Country: "Pakistan",
    "Business Type": "Restaurant",
    "Selected Plan": "Premium",
    Language: "English",
    Owner: admin!.name,
    "Owner Email": admin!.email,
    "Last Note": "'@Wants the yearly plan",
    "Follow-up Note": "Send the price list",
    "UTM Source": "facebook",
    "UTM Medium": "cpc",
    "UTM Campaign": "launch",
    "UTM Term": "",
    Referrer: "https://m.facebook.com/",
    "Landing Page": "/pricing",
    "Consent Given": "Yes",
    "Consent Text": "I agree to be contacted",
    "Possible Duplicate": "No",
    "Archived At": "",
  });
  for (const column of [
    "Created At",
    "Last Note At",
    "Next Follow-up",
    "Consent At",
    "Updated At",
  ]) {
    expect(owned![column], column).toMatch(DATE_TIME);
  }
  expect(owned!["Consent At"]).toBe(owned!["Created At"]);
  expect(plain).toMatchObject({
    Name: `${marker} Lead 02 السلام علیکم`,
    Message: `'=HYPERLINK("http://x")`,
    Status: "New",
    Owner: "",
    "Last Note": "",
    "Next Follow-up": "",
    "Consent Given": "No",
  });

  const response = await page.request.get(`/admin/leads/export?q=${marker}`);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["content-disposition"]).toMatch(
    /^attachment; filename="leads-all-matching-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
});

test("the detail view shows every field as text and changes the status", async ({
  page,
}, testInfo) => {
  const marker = makeMarker(testInfo);
  const [lead] = await insertLeads(marker, 1, () => ({
    phone: "+92 300 7654321",
    whatsapp_number: "+92 300-1234567",
    message: "<b>not bold</b>\nsecond line",
    selected_plan: "Premium",
    utm_source: "facebook",
    utm_medium: "cpc",
    utm_campaign: "launch",
    utm_term: "chatbot",
    utm_content: "ad-1",
    referrer: "https://m.facebook.com/",
    landing_page: "/pricing",
  }));
  const name = `${marker} Lead 01`;
  await openList(page, `?q=${marker}&size=10`);
  await leadRow(page, name).getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead!.id}\\?back=`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  await expect(page.getByRole("link", { name: lead!.email })).toHaveAttribute(
    "href",
    `mailto:${lead!.email}`,
  );
  await expect(page.getByRole("link", { name: "+92 300-1234567" })).toHaveAttribute(
    "href",
    "https://wa.me/923001234567",
  );
  await expect(page.getByText("<b>not bold</b>")).toBeVisible();
  await expect(page.locator("b", { hasText: "not bold" })).toHaveCount(0);
  for (const value of [
    "Premium",
    "facebook",
    "cpc",
    "launch",
    "chatbot",
    "ad-1",
    "https://m.facebook.com/",
    "/pricing",
    "Get Started form",
  ]) {
    await expect(page.getByText(value, { exact: true })).toBeVisible();
  }

  const status = page.getByRole("combobox", { name: "Status" });
  await expect(status.locator("option")).toHaveText([
    "New",
    "Contacted",
    "Won",
    "Lost",
    "Archived",
  ]);
  await status.selectOption("won");
  await expect(page.getByText("Lead marked as won")).toBeVisible();
  expect((await stored([lead!.id]))[0]?.status).toBe("won");

  await page.getByRole("link", { name: "Back to Leads" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=${marker}&size=10$`));
  await expect(leadRow(page, name).getByText("Won", { exact: true })).toBeVisible();

  // Archived and then deleted from its own page: back to the list, with the toast.
  await leadRow(page, name).getByRole("link", { name }).click();
  await page.getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText("Lead archived successfully")).toBeVisible();
  await expect(page.getByRole("button", { name: "Restore" })).toBeVisible();
  await page.getByRole("button", { name: "Delete Permanently" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Permanently" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=${marker}&size=10$`));
  await expect(page.getByText("Lead permanently deleted")).toBeVisible();
  expect(await stored([lead!.id])).toEqual([]);

  await page.goto("/admin/leads/00000000-0000-0000-0000-000000000000");
  await expect(page.getByRole("heading", { name: "Lead not found" })).toBeVisible();
  await page.goto("/admin/leads/not-a-lead");
  await expect(page.getByRole("heading", { name: "Lead not found" })).toBeVisible();
});

test("the list (with a selection) and the detail view pass axe, without console errors", async ({
  page,
}, testInfo) => {
  const marker = makeMarker(testInfo);
  const [lead] = await insertLeads(marker, 2, (i) => ({ status: i === 1 ? "lost" : "contacted" }));
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const serious = () => seriousViolations(page);

  await openList(page, `?q=${marker}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("checkbox", { name: `Select ${marker} Lead 01` }).click();
  await expect(page.getByRole("region", { name: "Bulk actions" })).toBeVisible();
  expect(await serious()).toEqual([]);

  await page.goto(`/admin/leads/${lead!.id}`);
  await page.waitForLoadState("networkidle");
  expect(await serious()).toEqual([]);
  expect(errors).toEqual([]);
});

test("on a phone the filters fold away, and a lead's Reply on WhatsApp is in the first screen", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the phone's layout");
  const marker = makeMarker(testInfo);
  const [lead] = await insertLeads(marker, 1, () => ({
    name: `${marker} Muhammad Abdullah Khawaja Siddiqui`,
  }));
  await page.goto(`/admin/leads?q=${marker}`);
  await waitForHydration(page, searchBox(page));
  const status = page.getByRole("combobox", { name: "Status" });
  await expect(status).toBeHidden();
  const toggle = page.getByRole("button", { name: "Show filters" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await status.selectOption("new");
  await expect(page).toHaveURL(/status=new/);
  const hide = page.getByRole("button", { name: "Hide filters (1 on)" });
  await expect(hide).toHaveAttribute("aria-expanded", "true");
  await hide.click();
  await expect(status).toBeHidden();
  await expect(page.getByRole("button", { name: "Show filters (1 on)" })).toBeVisible();

  await page.goto(`/admin/leads/${lead!.id}`);
  const reply = page.getByRole("button", { name: "Reply on WhatsApp" });
  await expect(reply).toBeInViewport();
  const box = await reply.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are a plain GET form", async ({ page }, testInfo) => {
    const marker = makeMarker(testInfo);
    await insertLeads(marker, 2, (i) => ({ status: i === 1 ? "won" : "new" }));
    await page.goto("/admin/leads");
    await searchBox(page).fill(marker);
    await page.getByRole("combobox", { name: "Status" }).selectOption("won");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${marker}&status=won`));
    // The list, not the heading's total: the total is streamed when counting is slow, and
    // without JavaScript its placeholder stays ("Leads (… total)").
    await expect(page.getByRole("link", { name: new RegExp(marker) })).toHaveText([
      `${marker} Lead 01`,
    ]);
  });
});
