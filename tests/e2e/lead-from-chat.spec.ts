import { type Browser, expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { offerChat } from "./chat-number.ts";
import { queryRows } from "./db.ts";
import { uniqueNumber } from "./urdu-forms.ts";
import { ownUserAgent } from "./visitors.ts";

// One lead across channels (docs/decisions/0047-one-lead-across-channels.md): a visit with
// campaign tags, a chat started from it, the chat entered in the console with its code, then
// the same person's Get Started form joining that lead.

test.use({
  viewport: async ({ isMobile }, use) =>
    use(isMobile ? { width: 390, height: 844 } : { width: 1366, height: 768 }),
});

test.beforeAll(async ({ request }) => offerChat(request));

/** A visitor of their own, who lands with campaign tags and clicks the chat link. */
async function chatFromCampaign(browser: Browser, campaign: string) {
  const context = await browser.newContext({ userAgent: ownUserAgent() });
  const page = await context.newPage();
  await page.goto(`/?utm_source=facebook&utm_campaign=${campaign}`);
  // The chat link's own answer: its Location carries the code; wa.me is not followed.
  const response = await page.request.get("/chat/whatsapp?from=/", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  const text = new URL(response.headers().location!).searchParams.get("text")!;
  const code = /Ref: ([0-9A-Z]{5})$/.exec(text)?.[1];
  expect(code, text).toBeTruthy();
  return { context, page, code: code! };
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  return { context, page: await context.newPage() };
}

const codeField = (page: Page) =>
  page.getByRole("textbox", { name: "Reference code or first message" });
const numberField = (page: Page) => page.getByRole("textbox", { name: "WhatsApp number" });

test("a chat entered with its code carries the visit's campaign; the same number's form joins it", async ({
  browser,
}) => {
  // The run's own campaign, so Analytics' count of its chats is this test's alone.
  const campaign = `eid-sale-${Date.now().toString(36)}`;
  const visitor = await chatFromCampaign(browser, campaign);
  const number = uniqueNumber();
  const admin = await adminPage(browser);
  const team = admin.page;

  await team.goto("/admin/leads");
  await team.getByRole("link", { name: "New lead from a chat" }).click();
  await expect(team.getByRole("heading", { name: "New lead from a chat" })).toBeVisible();
  await codeField(team).fill(`Hi! I'd like to know more.\n\nRef: ${visitor.code}`);
  await numberField(team).fill(number.typed);
  await team.getByRole("button", { name: "Add the chat" }).click();
  const created = team.getByRole("status").filter({ hasText: "New lead created" });
  await expect(created).toBeVisible();
  await created.getByRole("link", { name: number.e164 }).click();

  const channels = team.getByRole("list", { name: "Channels" });
  await expect(channels.getByRole("listitem")).toHaveCount(1);
  await expect(channels).toContainText(`WhatsApp chat · code ${visitor.code}`);
  await expect(channels).toContainText(`Campaign ${campaign} (facebook)`);
  await expect(channels).toContainText("Landing page /");
  const [lead] = await queryRows<Record<string, string>>(
    "SELECT id, utm_campaign, landing_page, source FROM leads WHERE whatsapp_e164 = $1",
    [number.e164.slice(1)],
  );
  expect(lead).toMatchObject({
    utm_campaign: campaign,
    landing_page: "/",
    source: "whatsapp_chat",
  });

  // Later, the same person sends Get Started from the same browser.
  const form = visitor.page;
  await form.goto("/form");
  const email = `chat-${Date.now().toString(36)}@example.pk`;
  await form.getByRole("textbox", { name: "Full Name", exact: true }).fill("Bilal Chat");
  await form.getByRole("textbox", { name: "WhatsApp Number", exact: true }).fill(number.typed);
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Country", exact: true }).fill("Pakistan");
  await form.getByRole("combobox", { name: "Business Type" }).selectOption("Solar Business");
  await form.getByRole("button", { name: "Submit & Get Started" }).click();
  await expect(form.getByText("Form Submitted Successfully!")).toBeVisible();

  await team.reload();
  await expect(channels.getByRole("listitem")).toHaveCount(2);
  await expect(channels.getByRole("listitem").nth(1)).toContainText("Get Started form");
  await expect(channels.getByRole("listitem").nth(1)).toContainText("Came back");
  await expect(team.getByText("Came back through Get Started form")).toBeVisible();

  // One row for the person in the list.
  await team.goto(`/admin/leads?q=${number.e164.slice(3)}`);
  await expect(team.getByRole("link", { name: number.e164 })).toHaveCount(1);
  expect(
    await queryRows("SELECT id FROM leads WHERE whatsapp_e164 = $1", [number.e164.slice(1)]),
  ).toEqual([{ id: lead!.id }]);

  // Analytics counts the click on its page and campaign (ADR 0046).
  await team.goto("/admin/analytics");
  // Each list's rows: the nearest block around its heading that holds a list.
  const chatsBy = (dimension: string) =>
    team
      .getByRole("heading", { name: `WhatsApp chats by ${dimension}`, exact: true })
      .locator("xpath=ancestor::*[.//ol][1]")
      .getByRole("listitem");
  await expect(chatsBy("campaign").filter({ hasText: campaign })).toHaveText(
    /^\d+\.\s*eid-sale-\w+\s*1 chat$/,
  );
  await expect(chatsBy("page").filter({ hasText: /^\d+\.\/\s*\d+ chats?$/ })).toHaveCount(1);

  await visitor.context.close();
  await admin.context.close();
});

test("a bad code or number is refused beside its field, keeping what was typed", async ({
  browser,
}) => {
  const { context, page } = await adminPage(browser);
  await page.goto("/admin/leads/from-chat");
  const number = uniqueNumber();
  const submit = page.getByRole("button", { name: "Add the chat" });

  await codeField(page).fill("Hi, what does it cost?");
  await numberField(page).fill(number.typed);
  await submit.click();
  await expect(page.getByText("This message has no reference code")).toBeVisible();
  await expect(codeField(page)).toHaveValue("Hi, what does it cost?");
  await expect(numberField(page)).toHaveValue(number.typed);

  await codeField(page).fill("K7Q");
  await submit.click();
  await expect(page.getByText("A reference code is 5 letters and digits")).toBeVisible();

  await codeField(page).fill("ZZZZZ");
  await submit.click();
  await expect(page.getByText("No chat was started with the code ZZZZZ.")).toBeVisible();
  await expect(codeField(page)).toHaveAccessibleDescription(/No chat was started/);

  await codeField(page).fill("");
  await numberField(page).fill("12345");
  await submit.click();
  await expect(numberField(page)).toHaveAccessibleDescription(/Enter a valid phone number/);
  await expect(numberField(page)).toHaveValue("12345");

  // Only this test's numbers: the other project's workers store leads meanwhile.
  expect(
    await queryRows(
      "SELECT count(*)::int AS n FROM leads WHERE whatsapp_e164 = $1 OR whatsapp_number IN ($2, '12345')",
      [number.e164, number.typed],
    ),
  ).toEqual([{ n: 0 }]);
  await context.close();
});
