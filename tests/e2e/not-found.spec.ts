import { expect, test } from "@playwright/test";

test("an unknown path answers 404 and leads back home", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Switch to AI Mode" })).toBeVisible();
});

test("a nested unknown path answers 404 too", async ({ request }) => {
  const response = await request.get("/no/such/page");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Oops! Page not found");
});
