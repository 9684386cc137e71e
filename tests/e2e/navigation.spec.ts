import { expect, test } from "@playwright/test";

test("the navigation highlights the current page and leads to every enabled page", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the desktop bar; the phone menu has its own test");
  await page.goto("/features");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Features" })).toHaveAttribute("aria-current", "page");
  for (const [name, path] of [
    ["About", "/about"],
    ["Pricing", "/pricing"],
    ["Contact", "/contact"],
    ["Home", "/"],
  ] as const) {
    await nav.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }
  await nav.getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL("/form");
});

test("on a phone the menu opens from its toggle and closes after a choice", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "phones only");
  await page.goto("/");
  const menuButton = page.locator("summary[aria-label='Menu']");
  await expect(menuButton).toBeVisible();
  const menuLink = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Pricing" });
  await expect(menuLink).toBeHidden();

  await menuButton.click();
  await expect(menuLink).toBeVisible();
  await menuLink.click();
  await expect(page).toHaveURL("/pricing");
  await expect(menuLink).toBeHidden();

  // And with the keyboard: Enter opens it, the links are reachable with Tab.
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }),
  ).toBeVisible();
});
