import { type BrowserContext, expect, type Page } from "@playwright/test";

// An open page that must follow a change without a reload (live updates, ADR 0009): the spec
// marks the loaded document, and a reload would drop the mark.

/** Marks the loaded page, so that a reload would show (expectNotReloaded). */
export async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { liveMarker: string }).liveMarker = "not reloaded";
  });
}

/** Opens `path` in a new tab of `context`, marked (markPage). */
export async function openVisitorPage(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await markPage(page);
  return page;
}

/** The page marked by markPage is the same document: it was never reloaded. */
export async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe(
    "not reloaded",
  );
}
