import { expect, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";

// The WhatsApp reply templates are one setting for the whole site: this spec runs alone.
test.use({ storageState: ADMIN_STATE });

test.afterAll(async () => {
  await queryRows("DELETE FROM website_settings WHERE setting_key = 'whatsapp_reply_templates'");
});

test("templates kept in Website Settings are the lead's reply choices", async ({
  page,
  context,
}) => {
  test.slow();
  const [lead] = await queryRows<{ id: string }>(
    `INSERT INTO leads (name, email, whatsapp_number, source, selected_plan)
     VALUES ('Zara Ahmed', 'zara-templates@example.pk', '0300-7654321', 'get_started_form', 'Business')
     RETURNING id`,
  );
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "WhatsApp Reply Templates" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // A name without a message is refused, and what was typed stays.
  await page.locator("#template-name-1").fill("Plan follow-up");
  await page.getByRole("button", { name: "Save Templates" }).click();
  await expect(page.getByText("Failed to save WhatsApp templates")).toBeVisible();
  await expect(page.locator("#template-name-1")).toHaveValue("Plan follow-up");
  await page
    .locator("#template-text-1")
    .fill("Salaam {first_name}, the {plan} plan of {site_title} fits you.");
  await page.getByRole("button", { name: "Save Templates" }).click();
  await expect(page.getByText("WhatsApp templates saved")).toBeVisible();

  const opened: string[] = [];
  await context.route("https://wa.me/**", async (route) => {
    opened.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>" });
  });
  await page.goto(`/admin/leads/${lead!.id}`);
  await page.waitForLoadState("networkidle");
  const template = page.getByRole("combobox", { name: "Message template" });
  await expect(template.locator("option")).toHaveText(["Welcome", "Plan follow-up"]);
  await template.selectOption({ label: "Plan follow-up" });
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Reply on WhatsApp" }).click(),
  ]);
  await popup.waitForLoadState();
  const url = new URL(opened[0] ?? popup.url());
  expect(url.pathname).toBe("/923007654321");
  expect(url.searchParams.get("text")).toMatch(/^Salaam Zara, the Business plan of .+ fits you\.$/);
});
