import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";

// Urdu labels (docs/product.md#languages, ADR 0021): an Urdu plan name and feature and an Urdu tagline and footer
// text typed in the console show on the Urdu pages, English pages stay exactly as they were,
// and an Urdu value cleared falls back to English. It changes what every visitor sees, so it
// runs alone and puts back the texts and translations it found.

test.use({ storageState: ADMIN_STATE });

type TranslatedText = { en?: string; ur?: string };
type PlanRow = {
  id: string;
  /** The English name. */
  name: string;
  country_code: string;
  /** The plan's texts as stored (ADR 0041), each a text per language. */
  texts: TranslatedText;
  description: TranslatedText;
  yearly_savings_text: TranslatedText;
  features: { id: string; text: TranslatedText }[];
};
/** The site's texts as stored (ADR 0041), each a text per language. */
const CONFIG_TEXTS = [
  "site_title",
  "tagline",
  "meta_title",
  "meta_description",
  "footer_text",
  "address",
] as const;
type ConfigRow = Record<(typeof CONFIG_TEXTS)[number], TranslatedText>;

const stamp = Date.now().toString(36);
const UR_PLAN_NAME = `اسٹارٹر پلان ${stamp}`;
const UR_FEATURE = `واٹس ایپ خودکار جوابات ${stamp}`;
const UR_TAGLINE = `آپ کے سوتے میں بھی جوابات ${stamp}`;
const UR_FOOTER = `جملہ حقوق محفوظ ہیں ${stamp}`;

let plan: PlanRow;
let originalConfig: ConfigRow | undefined;
/**
 * Active plans of the same English name besides this one (the seeded plans come in a Pakistan
 * and an International copy) that have no Urdu name, so /ur shows their English one.
 */
let englishNamesakes = 0;
/** Active plans of the same English name, this one included: what the English page shows. */
let sameName = 0;

test.beforeAll(async () => {
  const [first] = await queryRows<PlanRow>(
    "SELECT id, name ->> 'en' AS name, country_code, name AS texts, description, yearly_savings_text, features FROM pricing_plans WHERE is_active AND jsonb_array_length(features) > 0 ORDER BY display_order, created_at LIMIT 1",
  );
  if (!first) throw new Error("the e2e database has no active plan with features");
  plan = first;
  const [count] = await queryRows<{ n: number }>(
    "SELECT count(*)::int AS n FROM pricing_plans WHERE is_active AND name ->> 'en' = $1 AND id <> $2 AND coalesce(name ->> 'ur', '') = ''",
    [plan.name, plan.id],
  );
  englishNamesakes = count?.n ?? 0;
  const [all] = await queryRows<{ n: number }>(
    "SELECT count(*)::int AS n FROM pricing_plans WHERE is_active AND name ->> 'en' = $1",
    [plan.name],
  );
  sameName = all?.n ?? 1;
  [originalConfig] = await queryRows<ConfigRow>(
    `SELECT ${CONFIG_TEXTS.join(", ")} FROM website_config WHERE id = 1`,
  );
});

test.afterAll(async () => {
  await queryRows(
    "UPDATE pricing_plans SET name = $2::jsonb, description = $3::jsonb, yearly_savings_text = $4::jsonb, features = $5::jsonb WHERE id = $1",
    [
      plan.id,
      JSON.stringify(plan.texts),
      JSON.stringify(plan.description),
      JSON.stringify(plan.yearly_savings_text),
      JSON.stringify(plan.features),
    ],
  );
  if (originalConfig) {
    const config = originalConfig;
    await queryRows(
      `UPDATE website_config SET ${CONFIG_TEXTS.map((column, index) => `${column} = $${index + 1}::jsonb`).join(", ")}, updated_at = now() WHERE id = 1`,
      CONFIG_TEXTS.map((column) => JSON.stringify(config[column])),
    );
  }
});

/** The plan's Urdu tab in the console's plan dialog. */
async function openUrduTab(page: Page) {
  await page.goto("/admin/pricing");
  await expect(page.getByText(/^To reorder a plan, press Space or Enter/)).toBeAttached();
  await page
    .getByRole("listitem")
    .filter({ hasText: plan.country_code === "PK" ? "Pakistan" : "International" })
    .getByRole("button", { name: `Edit ${plan.name}`, exact: true })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Pricing Plan" });
  await dialog.getByRole("tab", { name: /Urdu/ }).click();
  return dialog;
}

async function saveDialog(page: Page, dialog: ReturnType<Page["getByRole"]>) {
  await dialog.getByRole("button", { name: "Update Plan" }).click();
  await expect(page.getByText("Pricing plan updated successfully!", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Website Settings with its Urdu section open, once React runs the form. */
async function openUrduSettings(page: Page) {
  await page.goto("/admin/settings");
  await page.waitForLoadState("networkidle");
  await page.getByText("Edit Urdu texts").click();
}

async function saveSettings(page: Page) {
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    page.getByText("Website settings saved successfully! Changes are now live.", { exact: true }),
  ).toBeVisible();
}

/** Visits `path` until `check` passes (the page cache re-renders in the background). */
async function eventually(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 20_000 });
}

/** What English pages show of the plans and the footer, to compare before and after. */
async function englishSnapshot(page: Page) {
  await page.goto("/pricing");
  const pricing = await page.locator("main").innerHTML();
  const footer = await page.locator("footer").innerHTML();
  const title = await page.title();
  await page.goto("/");
  const home = await page.locator("main").innerHTML();
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  return { pricing, footer, title, home, description };
}

test("Urdu labels show on Urdu pages, English pages stay as they were, empty falls back", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const englishFeature = plan.features[0]?.text.en ?? "";
  const before = await englishSnapshot(page);

  await test.step("type an Urdu plan name and feature", async () => {
    const dialog = await openUrduTab(page);
    const name = dialog.getByRole("textbox", { name: "Plan Name (Urdu)" });
    await expect(name).toHaveAttribute("lang", "ur");
    await expect(name).toHaveAttribute("dir", "rtl");
    await name.fill(UR_PLAN_NAME);
    await dialog
      .getByRole("group", { name: "Features (Urdu)" })
      .getByRole("textbox", { name: englishFeature, exact: true })
      .fill(UR_FEATURE);
    await saveDialog(page, dialog);
  });

  await test.step("type an Urdu tagline and footer text", async () => {
    await openUrduSettings(page);
    await page.getByRole("textbox", { name: "Tagline (Urdu)" }).fill(UR_TAGLINE);
    await page.getByRole("textbox", { name: "Footer Text (Urdu)" }).fill(UR_FOOTER);
    await saveSettings(page);
  });

  await test.step("/ur/pricing and /ur show them", async () => {
    await eventually(page, "/ur/pricing", async () => {
      await expect(page.getByRole("heading", { level: 4, name: UR_PLAN_NAME })).toBeVisible({
        timeout: 1_000,
      });
    });
    await expect(page.getByText(UR_FEATURE, { exact: true })).toBeVisible();
    // Only this plan's name changed; a namesake shows its own (English where it has no Urdu).
    await expect(page.getByRole("heading", { level: 4, name: plan.name, exact: true })).toHaveCount(
      englishNamesakes,
    );
    await eventually(page, "/ur", async () => {
      await expect(page.locator("footer")).toContainText(UR_TAGLINE, { timeout: 1_000 });
    });
    await expect(page.locator("footer")).toContainText(UR_FOOTER);
    await expect(page.getByRole("heading", { level: 4, name: UR_PLAN_NAME })).toBeVisible();
  });

  await test.step("/ and /pricing are unchanged", async () => {
    expect(await englishSnapshot(page)).toEqual(before);
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 4, name: plan.name, exact: true })).toHaveCount(
      sameName,
    );
    await expect(page.getByText(UR_FEATURE)).toHaveCount(0);
  });

  await test.step("cleared Urdu values fall back to English on /ur", async () => {
    const dialog = await openUrduTab(page);
    await dialog.getByRole("textbox", { name: "Plan Name (Urdu)" }).fill("");
    await saveDialog(page, dialog);
    await openUrduSettings(page);
    await page.getByRole("textbox", { name: "Tagline (Urdu)" }).fill("");
    await saveSettings(page);

    await eventually(page, "/ur/pricing", async () => {
      await expect(
        page.getByRole("heading", { level: 4, name: plan.name, exact: true }),
      ).toHaveCount(englishNamesakes + 1, { timeout: 1_000 });
    });
    // The feature keeps its Urdu text: only what was cleared falls back.
    await expect(page.getByText(UR_FEATURE, { exact: true })).toBeVisible();
    await eventually(page, "/ur", async () => {
      await expect(page.locator("footer")).not.toContainText(UR_TAGLINE, { timeout: 1_000 });
    });
    await expect(page.locator("footer")).toContainText(UR_FOOTER);
    const englishTagline = originalConfig?.tagline.en ?? "";
    if (englishTagline.trim()) {
      await expect(page.locator("footer")).toContainText(englishTagline);
    }
  });
});
