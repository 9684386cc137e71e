import type { Page } from "@playwright/test";
import { queryRows } from "./db.ts";

// Sending the Urdu site's two lead forms, shared by the specs of the Urdu site and of the
// language leads remember.

/** A unique address per test and project, so parallel runs never read each other's leads. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.pk`;
}

/**
 * A Pakistani mobile number per test and project: a number already a lead's would join that
 * lead instead of making one (docs/decisions/0047-one-lead-across-channels.md).
 */
export function uniqueNumber() {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0");
  return { typed: `0345 ${digits}`, e164: `+92345${digits}` };
}

export async function leadCount(email: string) {
  const [row] = await queryRows<{ n: number }>(
    "SELECT count(*)::int AS n FROM leads WHERE email = $1",
    [email],
  );
  return row?.n ?? 0;
}

/** Fills and sends the form at /ur/contact. */
export async function sendUrduContactForm(page: Page, email: string) {
  await page.goto("/ur/contact");
  await page.getByRole("textbox", { name: "پہلا نام", exact: true }).fill("عائشہ");
  await page.getByRole("textbox", { name: "ای میل", exact: true }).fill(email);
  await page
    .getByRole("textbox", { name: "پیغام", exact: true })
    .fill("مجھے واٹس ایپ آٹومیشن چاہیے");
  await page.getByRole("button", { name: "پیغام بھیجیں" }).click();
}

/** Fills and sends the form at /ur/form. */
export async function sendUrduGetStartedForm(page: Page, email: string) {
  await page.goto("/ur/form");
  await page.getByRole("textbox", { name: "پورا نام", exact: true }).fill("عائشہ خان");
  await page
    .getByRole("textbox", { name: "واٹس ایپ نمبر", exact: true })
    .fill(uniqueNumber().typed);
  await page.getByRole("textbox", { name: "ای میل", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "ملک", exact: true }).fill("Pakistan");
  await page.getByRole("combobox", { name: "کاروبار کی قسم" }).selectOption("Restaurant");
  await page.getByRole("button", { name: "جمع کرائیں اور شروع کریں" }).click();
}
