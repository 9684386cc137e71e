import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration.ts";

// The Leads Manager as the specs use it: open the list, find a lead's row, the search box.

/** A lead's row (table on desktop, card on phones): whichever is shown. */
export function leadRow(page: Page, name: string) {
  return page.locator("tr, li").filter({ hasText: name }).filter({ visible: true });
}

export const searchBox = (page: Page) =>
  page.getByRole("searchbox", { name: "Search", exact: true });

/** The list at `search`, ready to filter: its filters unfolded on a phone. */
export async function openList(page: Page, search: string) {
  await page.goto(`/admin/leads${search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  // The filters act on change only once React runs (without it they wait for Apply); the
  // network going quiet did not always mean it had (a selectOption was lost in CI).
  await waitForHydration(page, searchBox(page));
  const unfold = page.getByRole("button", { name: /^Show filters/ });
  if (await unfold.isVisible()) await unfold.click();
}
