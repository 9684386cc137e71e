import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { ADMIN_STATE, E2E_ADMIN } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { openList } from "./leads-console.ts";

// The lead pipeline (docs/product.md#leads): notes and the timeline, owners. Every test makes its own
// leads, named with a unique marker, so parallel runs (desktop and phone) never meet.

test.use({ storageState: ADMIN_STATE });
// Long journeys, each several round trips on a shared machine.
test.beforeEach(() => test.slow());
/** A save's answer: a round trip and a reload, on a machine shared with other test runs. */
const AFTER_SAVE = { timeout: 15_000 };

function makeMarker(testInfo: TestInfo) {
  return `PIPE-${Date.now()}-${testInfo.project.name}-${Math.random().toString(36).slice(2, 7)}`;
}

async function insertLeads(marker: string, count: number): Promise<{ id: string; name: string }[]> {
  const rows: { id: string; name: string }[] = [];
  for (let i = 1; i <= count; i++) {
    const [row] = await queryRows<{ id: string; name: string }>(
      `INSERT INTO leads (name, email, whatsapp_number, source, created_at)
       VALUES ($1, $2, '+92 300 1234567', 'get_started_form', now() - $3 * interval '1 minute')
       RETURNING id, name`,
      [`${marker} Lead ${i}`, `${marker.toLowerCase()}-${i}@example.pk`, i],
    );
    rows.push(row!);
  }
  return rows;
}

const adminId = async () =>
  (await queryRows<{ id: string }>("SELECT id FROM users WHERE email = $1", [E2E_ADMIN.email]))[0]!
    .id;

async function openLead(page: Page, id: string) {
  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByRole("heading", { name: "Notes & Timeline" })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

const timeline = (page: Page) => page.getByRole("list", { name: "Notes & Timeline" });

test("add, edit and delete a note; another admin's note cannot be changed", async ({
  page,
}, testInfo) => {
  const marker = makeMarker(testInfo);
  const [lead] = await insertLeads(marker, 1);
  // A note by another admin, written straight into the database.
  const otherId = `other-${marker}`;
  await queryRows(
    "INSERT INTO users (id, email, name, role) VALUES ($1, $2, 'Other Admin', 'admin')",
    [otherId, `${otherId.toLowerCase()}@example.pk`],
  );
  await queryRows(
    "INSERT INTO lead_events (lead_id, kind, actor_id, body, created_at) VALUES ($1, 'note', $2, 'Not yours', now() - interval '1 hour')",
    [lead!.id, otherId],
  );
  await openLead(page, lead!.id);
  // On a phone the status and the owner come before the lead's contact details.
  const top = async (locator: ReturnType<Page["locator"]>) => (await locator.boundingBox())!.y;
  const statusTop = await top(page.locator("#lead-detail-status"));
  const contactTop = await top(page.getByRole("heading", { name: "Contact", exact: true }));
  if (testInfo.project.name === "phone") expect(statusTop).toBeLessThan(contactTop);
  else expect(statusTop).toBeGreaterThan(0);
  await expect(timeline(page).getByText("Not yours")).toBeVisible();
  await expect(timeline(page).getByText("Edit note")).toHaveCount(0);

  const box = page.getByRole("textbox", { name: "Add a note" });
  await box.fill("Called back, <b>wants</b> a demo on Friday");
  await expect(page.getByText("42 / 5000")).toBeVisible();
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added")).toBeVisible(AFTER_SAVE);
  await expect(box).toHaveValue("");
  await expect(page.locator("#lead-note-new-count")).toHaveText("0 / 5000");
  const mine = timeline(page).getByRole("listitem").filter({ hasText: "wants" });
  await expect(mine).toContainText(E2E_ADMIN.name);
  await expect(mine.locator("b")).toHaveCount(0);

  await mine.getByText("Edit note").click();
  const editor = mine.getByRole("textbox", { name: "Note text" });
  await editor.fill("Demo moved to Monday");
  await mine.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByText("Note saved")).toBeVisible(AFTER_SAVE);
  const edited = timeline(page).getByRole("listitem").filter({ hasText: "Demo moved to Monday" });
  await expect(edited).toContainText("Note (edited)");

  await edited.getByRole("button", { name: "Delete note" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete note" }).click();
  await expect(page.getByText("Note deleted")).toBeVisible(AFTER_SAVE);
  await expect(timeline(page).getByText("Demo moved to Monday")).toHaveCount(0);

  const notes = await queryRows<{ body: string }>(
    "SELECT body FROM lead_events WHERE lead_id = $1 AND kind = 'note'",
    [lead!.id],
  );
  expect(notes).toEqual([{ body: "Not yours" }]);
  const logged = await queryRows<{ action: string }>(
    "SELECT action FROM activity_log WHERE entity_id = $1 ORDER BY id",
    [lead!.id],
  );
  expect(logged.map((row) => row.action)).toEqual([
    "add_lead_note",
    "edit_lead_note",
    "delete_lead_note",
  ]);
});

test("a blank note is refused beside its box, before it is sent", async ({ page }, testInfo) => {
  const [lead] = await insertLeads(makeMarker(testInfo), 1);
  await openLead(page, lead!.id);
  const box = page.getByRole("textbox", { name: "Add a note" });
  await box.fill("   ");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(box).toHaveAccessibleDescription(/Write the note first\./);
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await box.fill("Called back");
  await expect(box).not.toHaveAttribute("aria-invalid");
  const notes = await queryRows("SELECT 1 FROM lead_events WHERE lead_id = $1", [lead!.id]);
  expect(notes).toEqual([]);
});

test("assign in bulk, filter by owner through the URL, reassign from the lead", async ({
  page,
}, testInfo) => {
  const marker = makeMarker(testInfo);
  const [first, second] = await insertLeads(marker, 2);
  const me = await adminId();
  await openList(page, `?q=${marker}`);
  await page.getByRole("checkbox", { name: `Select ${first!.name}` }).click();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await bar.getByRole("combobox", { name: "Assign to" }).selectOption({ label: E2E_ADMIN.name });
  await bar.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText("Lead owner updated")).toBeVisible(AFTER_SAVE);

  const owner = page.getByRole("combobox", { name: "Owner" });
  await owner.selectOption("me");
  await expect(page).toHaveURL(new RegExp(`q=${marker}&owner=me`));
  await expect(page.getByRole("heading", { name: "Leads (1 total)" })).toBeVisible();
  await expect(page.getByRole("link", { name: first!.name })).toBeVisible();
  // The URL alone brings the filter back.
  await openList(page, `?q=${marker}&owner=unassigned`);
  await expect(owner).toHaveValue("unassigned");
  await expect(page.getByRole("heading", { name: "Leads (1 total)" })).toBeVisible();
  await expect(page.getByRole("link", { name: second!.name })).toBeVisible();
  await openList(page, `?q=${marker}&owner=${me}`);
  await expect(owner).toHaveValue(me);
  await expect(page.getByRole("link", { name: first!.name })).toBeVisible();

  await openLead(page, first!.id);
  const detailOwner = page.getByRole("combobox", { name: "Owner" });
  await expect(detailOwner).toHaveValue(me);
  await expect(timeline(page)).toContainText(`Assigned to ${E2E_ADMIN.name}`);
  await detailOwner.selectOption("unassigned");
  await expect(page.getByText("Lead owner updated")).toBeVisible(AFTER_SAVE);
  await expect(timeline(page)).toContainText(`Unassigned (was ${E2E_ADMIN.name})`);
  const [stored] = await queryRows<{ owner_id: string | null }>(
    "SELECT owner_id FROM leads WHERE id = $1",
    [first!.id],
  );
  expect(stored?.owner_id).toBeNull();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("reply on WhatsApp posts, then the page links to the chat", async ({ page }, testInfo) => {
    const marker = makeMarker(testInfo);
    const [lead] = await insertLeads(marker, 1);
    await page.goto(`/admin/leads/${lead!.id}`);
    await page.getByRole("button", { name: "Reply on WhatsApp" }).click();
    // The page's form-action policy keeps a post from leaving the site: the answer links there.
    await expect(page.getByRole("link", { name: "Open the WhatsApp chat" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/923001234567\?text=Hi%20/,
    );
    const [stored] = await queryRows<{ status: string }>("SELECT status FROM leads WHERE id = $1", [
      lead!.id,
    ]);
    expect(stored?.status).toBe("contacted");
  });

  test("notes and the owner are plain forms", async ({ page }, testInfo) => {
    const marker = makeMarker(testInfo);
    const [lead] = await insertLeads(marker, 1);
    await page.goto(`/admin/leads/${lead!.id}`);
    await page.getByRole("textbox", { name: "Add a note" }).fill("Typed without scripts");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(timeline(page).locator("p", { hasText: "Typed without scripts" })).toBeVisible();
    await page.getByRole("combobox", { name: "Owner" }).selectOption({ label: E2E_ADMIN.name });
    await page.getByRole("button", { name: "Update owner" }).click();
    await expect(timeline(page)).toContainText(`Assigned to ${E2E_ADMIN.name}`);
    await page.getByText("Edit note").click();
    await page.getByRole("textbox", { name: "Note text" }).fill("Edited without scripts");
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(timeline(page).locator("p", { hasText: "Edited without scripts" })).toBeVisible();
    await page.getByRole("button", { name: "Delete note" }).click();
    await expect(timeline(page).locator("p", { hasText: "Edited without scripts" })).toHaveCount(0);
  });
});

test("reply on WhatsApp opens the wa.me chat with the template and marks the lead contacted", async ({
  page,
  context,
}, testInfo) => {
  const marker = makeMarker(testInfo);
  const [lead] = await insertLeads(marker, 1);
  await queryRows("UPDATE leads SET selected_plan = 'Premium' WHERE id = $1", [lead!.id]);
  // The chat is intercepted: nothing leaves the machine, the URL is what is checked.
  const opened: string[] = [];
  await context.route("https://wa.me/**", async (route) => {
    opened.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>" });
  });
  await openLead(page, lead!.id);
  const template = page.getByRole("combobox", { name: "Message template" });
  await expect(template.locator("option")).not.toHaveCount(0);
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Reply on WhatsApp" }).click(),
  ]);
  await popup.waitForLoadState();
  await expect(page.getByText("Contacted via WhatsApp").first()).toBeVisible(AFTER_SAVE);
  const url = new URL(opened[0] ?? popup.url());
  expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/923001234567");
  expect(url.searchParams.get("text")).toMatch(new RegExp(`^Hi ${marker}, `));
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("contacted");
  await expect(timeline(page)).toContainText("Contacted via WhatsApp");
  const [stored] = await queryRows<{ status: string }>("SELECT status FROM leads WHERE id = $1", [
    lead!.id,
  ]);
  expect(stored?.status).toBe("contacted");
});

test("a possible duplicate is badged and filtered, and merging keeps both timelines", async ({
  page,
}, testInfo) => {
  const marker = makeMarker(testInfo);
  const email = `${marker.toLowerCase()}@example.pk`;
  const [first] = await queryRows<{ id: string }>(
    `INSERT INTO leads (name, email, source, created_at) VALUES ($1, $2, 'get_started_form', now() - interval '1 day') RETURNING id`,
    [`${marker} First`, email],
  );
  const [second] = await queryRows<{ id: string }>(
    `INSERT INTO leads (name, email, source, possible_duplicate) VALUES ($1, upper($2), 'contact_page', true) RETURNING id`,
    [`${marker} Second`, email],
  );
  await queryRows(
    "INSERT INTO lead_events (lead_id, kind, body) VALUES ($1, 'note', 'Note on the first')",
    [first!.id],
  );
  await openList(page, `?q=${marker}`);
  await page.getByRole("checkbox", { name: "Possible duplicates only" }).check();
  await expect(page).toHaveURL(new RegExp(`q=${marker}&dup=1`));
  await expect(page.getByRole("heading", { name: "Leads (1 total)" })).toBeVisible();
  await expect(page.getByText("Possible duplicate").first()).toBeVisible();

  await openLead(page, second!.id);
  await expect(page.getByRole("heading", { name: /Same person/ })).toBeVisible();
  await expect(page.getByRole("link", { name: `${marker} First` })).toBeVisible();
  await page.getByRole("button", { name: "Merge into this lead" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Merge" }).click();
  await expect(page.getByText("Leads merged")).toBeVisible(AFTER_SAVE);
  await expect(timeline(page)).toContainText("Note on the first");
  await expect(timeline(page)).toContainText("Another lead was merged into this one");
  const [merged] = await queryRows<{ status: string; merged_into: string }>(
    "SELECT status, merged_into FROM leads WHERE id = $1",
    [first!.id],
  );
  expect(merged).toEqual({ status: "archived", merged_into: second!.id });
});
