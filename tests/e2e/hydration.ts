import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Holds back the page's JavaScript (every `/assets/*.js` module, the client entry among them)
 * until the returned `release` is called: the browser shows the server-rendered HTML only, as
 * on a slow laptop where a person starts typing before the scripts have run.
 */
export async function holdBackScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]*\.js(\?.*)?$/, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/**
 * Waits until React has hydrated `field` (it keeps its fiber on the element) and the page has
 * settled, so whatever hydration does to the field has happened.
 */
export async function waitForHydration(page: Page, field: Locator) {
  await expect
    .poll(() =>
      field.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith("__reactFiber")),
      ),
    )
    .toBe(true);
  await page.waitForLoadState("networkidle");
  // Effects scheduled by the hydration commit run before the next frame is done.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
}
