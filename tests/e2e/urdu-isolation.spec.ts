import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { leftToRightRuns } from "./left-to-right-runs.ts";
import { URDU_SITE_PAGES } from "./urdu-pages.ts";

// Numbers and codes read the right way in Urdu (ADR 0053): on every Urdu public page, each
// phone number, e-mail address, price, link and clock time (in its text and its placeholders)
// is isolated left to right from the right-to-left text around it, and is drawn in its order;
// in the console, a lead's Urdu message keeps the number it holds in order.

const PAGES = [...URDU_SITE_PAGES, "/ur/book"];

for (const path of PAGES) {
  test(`every number, address, price and code on ${path} reads left to right`, async ({ page }) => {
    await page.goto(path);
    const runs = await leftToRightRuns(page);
    // Every page has at least the footer's e-mail address and phone number.
    expect(runs.map((run) => run.kind)).toEqual(expect.arrayContaining(["email", "phone"]));
    expect(runs.filter((run) => !run.isolated || run.readsLeftToRight === false)).toEqual([]);
  });
}

test("a blog post's numbers and codes read left to right in Urdu", async ({ page }) => {
  await page.goto("/ur/blog");
  const post = page.locator('main a[href^="/ur/blog/"]').first();
  await post.click();
  await expect(page).toHaveURL(/\/ur\/blog\/[^/]+$/);
  const runs = await leftToRightRuns(page);
  expect(runs.length).toBeGreaterThan(0);
  expect(runs.filter((run) => !run.isolated || run.readsLeftToRight === false)).toEqual([]);
});

test("the Get Started form's WhatsApp hint shows +92 300 1234567 in its order", async ({
  page,
}) => {
  await page.goto("/ur/form");
  const hint = page.getByText("ملک کے کوڈ کے ساتھ، مثلاً");
  await expect(hint).toBeVisible();
  const runs = await leftToRightRuns(page);
  expect(runs).toContainEqual(
    expect.objectContaining({
      kind: "phone",
      text: "+92 300 1234567",
      isolated: true,
      readsLeftToRight: true,
    }),
  );
  // The number's characters are drawn left to right: "+" first, the last "7" last.
  const order = await hint.evaluate((element) => {
    const text = element.firstChild as Text;
    const start = (text.textContent ?? "").indexOf("+92");
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    return { plus: at(start), last: at(start + "+92 300 1234567".length - 1) };
  });
  expect(order.plus).toBeLessThan(order.last);
  // The number fields are typed left to right.
  for (const name of ["whatsapp_number", "email"]) {
    await expect(page.locator(`input[name="${name}"]`)).toHaveAttribute("dir", "ltr");
  }
});

test.describe("in the console", () => {
  test.use({ storageState: ADMIN_STATE });

  test("a lead's Urdu message keeps its phone number in order on a phone", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = `urdu-isolation-${testInfo.project.name}-${Date.now()}@example.pk`;
    const [lead] = await queryRows<{ id: string }>(
      `INSERT INTO leads (name, email, whatsapp_number, message, source, locale)
       VALUES ($1, $2, $3, $4, 'get_started_form', 'ur') RETURNING id`,
      [
        "عائشہ خان",
        email,
        "+92 321 7654321",
        "السلام علیکم! میرا نمبر +92 300 1234567 ہے، قیمت Rs. 4,500 بتائیں۔",
      ],
    );
    await page.goto(`/admin/leads/${lead?.id}`);
    const message = page.locator("[data-lead-message]");
    await expect(message).toContainText("میرا نمبر");
    await expect(message).toHaveAttribute("dir", "auto");
    expect(await message.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
    const runs = await leftToRightRuns(page);
    for (const text of ["+92 300 1234567", "Rs. 4,500", "+92 321 7654321", email]) {
      expect(runs, text).toContainEqual(expect.objectContaining({ text, isolated: true }));
    }
    expect(runs.filter((run) => run.readsLeftToRight === false)).toEqual([]);
  });
});
