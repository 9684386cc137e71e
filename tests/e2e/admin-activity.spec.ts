import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { formatConsoleDateTime } from "../../app/lib/console-dates.ts";
import { ADMIN_STATE, E2E_ADMIN } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { waitForHydration } from "./hydration.ts";
import { leadRow, openList } from "./leads-console.ts";

// The Activity screen (docs/product.md#activity-log): a change made in the console reads as a sentence, in the
// site's time zone, linked to its subject, with the stored action name as a detail; the
// filters live in the URL; nothing scrolls sideways on a laptop or a phone.

test.use({ storageState: ADMIN_STATE });

/** The site's time zone on the e2e server (SITE_TIMEZONE's default). */
const SITE_ZONE = "Asia/Karachi";

async function scrollsSideways(page: Page, width: number): Promise<boolean> {
  await page.setViewportSize({ width, height: 900 });
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

test("a lead's status change reads as a sentence, links to the lead and filters by URL", async ({
  page,
}, testInfo) => {
  const name = `E2E-${Date.now()}-${testInfo.project.name} Activity Lead`;
  const [lead] = await queryRows<{ id: string }>(
    `INSERT INTO leads (name, email, source) VALUES ($1, $2, 'get_started_form') RETURNING id`,
    [name, `activity-${Date.now()}-${testInfo.project.name}@example.pk`],
  );
  const [admin] = await queryRows<{ id: string }>("SELECT id FROM users WHERE email = $1", [
    E2E_ADMIN.email,
  ]);

  await openList(page, `?q=${encodeURIComponent(name)}`);
  const contacted = leadRow(page, name).getByRole("button", { name: /Mark as contacted/ });
  await contacted.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await contacted.click();
  await expect(page.getByText("Lead marked as contacted")).toBeVisible();
  const [entry] = await queryRows<{ created_at: Date }>(
    "SELECT created_at FROM activity_log WHERE action = 'update_lead_status' AND entity_id = $1",
    [lead!.id],
  );

  await page.goto(`/admin/activity?person=${admin!.id}&kind=leads`);
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText(
    `${E2E_ADMIN.name} changed the status of lead ${name} to contacted`,
  );
  await expect(item.locator("time")).toHaveText(
    formatConsoleDateTime(entry!.created_at, SITE_ZONE),
  );
  await expect(page.getByText(`times in ${SITE_ZONE}`)).toBeVisible();

  // The stored action name is a detail, behind a disclosure.
  await expect(item.getByText("update_lead_status")).toBeHidden();
  await item.getByText("Details").click();
  await expect(item.getByText("update_lead_status")).toBeVisible();
  await expect(item.getByText("previous status")).toBeVisible();

  expect(await scrollsSideways(page, 1366), "no sideways scroll at 1366 px").toBe(false);
  expect(await scrollsSideways(page, 390), "no sideways scroll at 390 px").toBe(false);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  expect(
    violations.filter((found) => found.impact === "serious" || found.impact === "critical"),
  ).toEqual([]);

  // Other people's and other kinds' entries are filtered out by the URL alone.
  await page.goto("/admin/activity?kind=pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  await page.goto("/admin/activity?person=none&kind=leads");
  await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);

  // Choosing a kind puts it in the URL.
  await page.goto("/admin/activity");
  const kind = page.getByRole("combobox", { name: "Kind of change" });
  await waitForHydration(page, kind);
  await kind.selectOption({ label: "Leads" });
  await expect(page).toHaveURL(/\/admin\/activity\?kind=leads$/);
  await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();

  // The lead's name opens the lead.
  await page.getByRole("listitem").filter({ hasText: name }).getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead!.id}`));
});
