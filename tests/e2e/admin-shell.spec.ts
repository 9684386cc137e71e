import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";

test.use({ storageState: ADMIN_STATE });

test("a console screen on its way says so, then replaces the current one", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the sidebar is a drawer on phones; the same shell shows the text");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  // Hold the screen's data for a moment, as a slow network would.
  await page.route(/\/admin\/settings\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Website Settings" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Loading settings..." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Website Settings" })).toBeVisible();
  await expect(page.getByText("Loading settings...")).toHaveCount(0);
});

test("Analytics is in the console's sidebar, and says what it shows", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the sidebar is a drawer on phones");
  await page.goto("/admin");
  const sidebar = page.getByRole("navigation", { name: "Admin" });
  await sidebar.getByRole("link", { name: "Analytics" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(
    page.getByText("Visitors to the site and the leads they send, and where both come from"),
  ).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Analytics" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});
