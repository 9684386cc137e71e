import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Lifts an item of a sortable list by its drag handle with Space, as a keyboard user does,
 * and returns once the arrow keys move it.
 */
export async function pickUp(page: Page, handle: Locator, name: string) {
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(`Picked up ${name}.`)).toBeAttached();
  // dnd-kit's keyboard sensor starts listening for the arrows in a task it queues on lifting
  // (a setTimeout), and the browser may deliver the next key before that task runs. A
  // person's next key comes long after; the test waits for one task queued after dnd-kit's.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
