import type { Locator } from "@playwright/test";

/**
 * Clicks a form's submit button past the browser's own checks (`required`, `type=email`), to
 * reach the server's. Both in one step: a live update between them would morph the form back
 * to the server's markup, without `novalidate`, and the browser would hold the submit.
 */
export async function submitPastBrowserChecks(button: Locator): Promise<void> {
  await button.evaluate((element) => {
    const submit = element as HTMLButtonElement;
    submit.form?.setAttribute("novalidate", "");
    submit.click();
  });
}
