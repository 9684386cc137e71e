import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";

// The WhatsApp reply templates are one setting for the whole site: this spec runs alone.
test.use({ storageState: ADMIN_STATE });

test.afterAll(async () => {
  await queryRows("DELETE FROM website_settings WHERE setting_key = 'whatsapp_reply_templates'");
});

/** A template's row of the Website Settings card. */
const templateRow = (page: Page, number: number) =>
  page.getByRole("group", { name: `Template ${number}` });

async function insertLead(name: string, email: string, number: string, locale: "en" | "ur") {
  const [lead] = await queryRows<{ id: string }>(
    `INSERT INTO leads (name, email, whatsapp_number, source, selected_plan, locale)
     VALUES ($1, $2, $3, 'get_started_form', 'Business', $4) RETURNING id`,
    [name, email, number, locale],
  );
  return lead!.id;
}

/** The chat "Reply on WhatsApp" opens with `template` chosen, intercepted here. */
async function replyText(page: Page, context: BrowserContext, template: string) {
  const opened: string[] = [];
  await context.route("https://wa.me/**", async (route) => {
    opened.push(route.request().url());
    await route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>" });
  });
  await page.getByRole("combobox", { name: "Message template" }).selectOption({ label: template });
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Reply on WhatsApp" }).click(),
  ]);
  await popup.waitForLoadState();
  await popup.close();
  await context.unrouteAll();
  return new URL(opened[0] ?? popup.url());
}

test("templates kept in Website Settings are the lead's reply choices, in the lead's language", async ({
  page,
  context,
}) => {
  test.slow();
  const english = await insertLead("Zara Ahmed", "zara-templates@example.pk", "0300-7654321", "en");
  const urdu = await insertLead("عائشہ خان", "ayesha-templates@example.pk", "0300-7654322", "ur");
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "WhatsApp Reply Templates" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The seeded template has its Urdu text, in an input that reads it right to left.
  const welcomeUrdu = templateRow(page, 1).getByRole("textbox", { name: "Message (Urdu)" });
  await expect(welcomeUrdu).toHaveAttribute("lang", "ur");
  await expect(welcomeUrdu).toHaveCSS("direction", "rtl");
  await expect(welcomeUrdu).toHaveValue(/^السلام علیکم \{first_name\}، /);
  // A name without a message is refused, and what was typed stays.
  await templateRow(page, 2).getByRole("textbox", { name: "Name" }).fill("Plan follow-up");
  await page.getByRole("button", { name: "Save Templates" }).click();
  await expect(page.getByText("Failed to save WhatsApp templates")).toBeVisible();
  await expect(page.getByText("Template 2: Message is required")).toBeVisible();
  await expect(templateRow(page, 2).getByRole("textbox", { name: "Name" })).toHaveValue(
    "Plan follow-up",
  );
  await templateRow(page, 2)
    .getByRole("textbox", { name: "Message (English)" })
    .fill("Salaam {first_name}, the {plan} plan of {site_title} fits you.");
  // The Welcome template's Urdu, edited: what an Urdu lead gets from now on.
  await welcomeUrdu.fill("وعلیکم السلام {first_name}! {plan} پلان کے بارے میں بات کریں؟");
  await page.getByRole("button", { name: "Save Templates" }).click();
  await expect(page.getByText("WhatsApp templates saved")).toBeVisible();

  // The English lead: both templates, in English.
  await page.goto(`/admin/leads/${english}`);
  await page.waitForLoadState("networkidle");
  const template = page.getByRole("combobox", { name: "Message template" });
  await expect(template.locator("option")).toHaveText(["Welcome", "Plan follow-up"]);
  let url = await replyText(page, context, "Plan follow-up");
  expect(url.pathname).toBe("/923007654321");
  expect(url.searchParams.get("text")).toMatch(/^Salaam Zara, the Business plan of .+ fits you\.$/);

  // The Urdu lead: the edited Urdu text, exactly; the template without Urdu sends its English.
  await page.goto(`/admin/leads/${urdu}`);
  await page.waitForLoadState("networkidle");
  url = await replyText(page, context, "Welcome");
  expect(url.href).toBe(
    `https://wa.me/923007654322?text=${encodeURIComponent("وعلیکم السلام \u2068عائشہ\u2069! \u2068Business\u2069 پلان کے بارے میں بات کریں؟")}`,
  );
  await template.selectOption({ label: "Plan follow-up" });
  await expect(page.getByText("No Urdu text yet: the English is sent.")).toBeVisible();
  url = await replyText(page, context, "Plan follow-up");
  expect(url.searchParams.get("text")).toMatch(
    /^Salaam عائشہ, the Business plan of .+ fits you\.$/,
  );
});
