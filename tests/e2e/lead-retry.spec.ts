import { expect, type Page, test } from "@playwright/test";
import { queryRows } from "./db.ts";

// A lead whose answer an instance lost (it died, nginx answered 502): the form sends it again
// with the same submission key, and the server stores it once (ADR 0031).

const SUBMISSION_KEY = /(?:^|&)submission_key=([0-9a-f]{32})(?:&|$)/;

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.pk`;
}

async function storedLeads(email: string) {
  return queryRows<{ name: string; queued: number }>(
    `SELECT l.name, (SELECT count(*)::int FROM notification_outbox o WHERE o.lead_id = l.id) AS queued
     FROM leads l WHERE l.email = $1`,
    [email],
  );
}

const MESSAGE = "Sent while an instance died";

async function fillContactForm(page: Page, email: string) {
  await page.getByRole("textbox", { name: "First Name", exact: true }).fill("Retry");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill(MESSAGE);
}

test("a lead whose answer was lost to a 502 is sent again and stored once; the visitor sees success", async ({
  page,
}) => {
  const rendered = await (await page.goto("/contact"))?.text();
  const renderedKey = rendered?.match(/name="submission_key"[^>]*value="([0-9a-f]{32})"/)?.[1];
  const email = uniqueEmail("retry-502");
  await fillContactForm(page, email);

  // The first attempt reaches the server and is stored, but its answer is lost: a 502 instead.
  const postedKeys: string[] = [];
  await page.route("**/contact", async (route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.continue();
    postedKeys.push(SUBMISSION_KEY.exec(request.postData() ?? "")?.[1] ?? "none");
    if (postedKeys.length > 1) return route.continue();
    await route.fetch();
    return route.fulfill({
      status: 502,
      contentType: "text/html",
      body: "<h1>502 Bad Gateway</h1>",
    });
  });
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByText("Message Sent!")).toBeVisible();
  await expect(page.getByText("Something went wrong.")).toHaveCount(0);
  expect(await storedLeads(email)).toEqual([{ name: "Retry", queued: 1 }]);
  // Both attempts carried one key: the visitor's own, not the one the shared page was rendered with.
  expect(postedKeys).toHaveLength(2);
  expect(postedKeys[1]).toBe(postedKeys[0]);
  expect(renderedKey).toMatch(/^[0-9a-f]{32}$/);
  expect(postedKeys[0]).not.toBe(renderedKey);
});

test("a lead no instance answers is tried a few times, then the failure is said and what was typed stays", async ({
  page,
}) => {
  await page.goto("/contact");
  const email = uniqueEmail("retry-down");
  await fillContactForm(page, email);
  let attempts = 0;
  await page.route("**/contact", (route) => {
    if (route.request().method() !== "POST") return route.continue();
    attempts++;
    return route.fulfill({ status: 503, body: "Service Unavailable" });
  });
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(
    page.getByText("Something went wrong. Please try again or contact us directly."),
  ).toBeVisible({ timeout: 15_000 });
  expect(attempts).toBe(4);
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(MESSAGE);
  expect(await storedLeads(email)).toEqual([]);
});
