import { expect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { pickUp } from "./sortable.ts";

// The Pricing Manager changes what /pricing shows, so this spec runs alone (mutating) and puts
// the plans back as it found them: its own plan is deleted and the original order restored.

// A tall window keeps every card in view while dragging (no auto-scroll in the way).
test.use({ storageState: ADMIN_STATE, viewport: { width: 1280, height: 1800 } });

const NAME = `E2E Plan ${Date.now().toString(36)}`;
const INTERNATIONAL = "International Plans (USA & UK)";

type PlanRow = { id: string; name: string; display_order: number; country_code: string };

let original: PlanRow[] = [];

test.beforeAll(async () => {
  original = await queryRows<PlanRow>(
    "SELECT id, name ->> 'en' AS name, display_order, country_code FROM pricing_plans ORDER BY display_order, created_at",
  );
});

test.afterAll(async () => {
  await queryRows("DELETE FROM pricing_plans WHERE name ->> 'en' IN ($1, $2)", [
    NAME,
    `${NAME} (other admin)`,
  ]);
  for (const plan of original) {
    await queryRows("UPDATE pricing_plans SET display_order = $2 WHERE id = $1", [
      plan.id,
      plan.display_order,
    ]);
  }
});

async function plansInOrder(): Promise<PlanRow[]> {
  return queryRows<PlanRow>(
    "SELECT id, name ->> 'en' AS name, display_order, country_code FROM pricing_plans ORDER BY display_order, created_at",
  );
}

/** The plan names of the International group on the public pricing page, in order. */
async function publicInternationalPlans(page: Page): Promise<string[]> {
  await page.goto("/pricing");
  const group = page.getByRole("region", { name: INTERNATIONAL });
  await expect(group).toBeVisible();
  return group.getByRole("heading", { level: 4 }).allTextContents();
}

async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

/** The console's pricing screen, once its drag and drop is live (after hydration). */
async function openPricingManager(page: Page) {
  await page.goto("/admin/pricing");
  await expect(page.getByText(/^To reorder a plan, press Space or Enter/)).toBeAttached();
}

/** Drags a card's handle with the mouse onto another card. */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("not visible");
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 8, start.y + 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 25 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

test("manage a pricing plan and see it on /pricing", async ({ page }) => {
  // Six steps, each through the console and the public page.
  test.setTimeout(180_000);
  await test.step("create an International plan", async () => {
    await openPricingManager(page);
    await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
    await page.getByRole("button", { name: "Add New Plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Plan" });
    const save = dialog.getByRole("button", { name: "Create Plan" });
    await expect(save).toBeDisabled();
    await dialog.getByLabel("Plan Name").fill(NAME);
    await expect(save).toBeDisabled();
    await dialog.getByRole("spinbutton", { name: "Price", exact: true }).fill("29");
    await expect(save).toBeEnabled();
    await dialog.getByLabel("Description").fill("Made by the e2e suite");
    await expect(dialog.getByLabel("Country")).toHaveValue("INTL");
    await expect(dialog.getByLabel("Currency")).toHaveValue("USD");
    // A new plan is priced in its region's currency.
    await dialog.getByLabel("Country").selectOption("PK");
    await expect(dialog.getByLabel("Currency")).toHaveValue("PKR");
    await dialog.getByLabel("Country").selectOption("INTL");
    await expect(dialog.getByLabel("Currency")).toHaveValue("USD");
    // Until the owner picks one: then the currency stays theirs, whatever the region.
    await dialog.getByLabel("Currency").selectOption("GBP");
    await dialog.getByLabel("Country").selectOption("PK");
    await expect(dialog.getByLabel("Currency")).toHaveValue("GBP");
    await dialog.getByLabel("Currency").selectOption("USD");
    await dialog.getByLabel("Country").selectOption("INTL");
    await expect(dialog.getByLabel("Currency")).toHaveValue("USD");
    await expect(dialog.getByLabel("Yearly Savings Text", { exact: true })).toHaveValue("");
    await dialog.getByLabel("Setup Fee").fill("15");
    await dialog.getByLabel("Yearly Discount (%)").fill("10");

    const feature = dialog.getByLabel("New feature");
    await feature.fill("  Instant replies  ");
    await feature.press("Enter");
    await feature.fill("   ");
    await feature.press("Enter");
    await feature.fill("Temporary");
    await dialog.getByRole("button", { name: "Add feature" }).click();
    await feature.fill("Button replies");
    await dialog.getByRole("button", { name: "Add feature" }).click();
    const features = dialog.getByRole("list", { name: "Plan features" }).getByRole("listitem");
    await expect(features).toHaveText(["Instant replies", "Temporary", "Button replies"]);
    await dialog.getByRole("button", { name: "Remove feature Temporary" }).click();
    await expect(features).toHaveText(["Instant replies", "Button replies"]);

    await save.click();
    await expectToast(page, "Pricing plan created successfully!");
    await expect(dialog).toBeHidden();
    const card = page.locator("li", { has: page.getByRole("heading", { name: NAME }) });
    await expect(card.getByText("$29")).toBeVisible();
    await expect(card.getByText("/month")).toBeVisible();
    await expect(card.getByText("Setup fee: $15")).toBeVisible();
    await expect(card.getByText("10% off yearly")).toBeVisible();
    await expect(card.getByText("Active", { exact: true })).toBeVisible();

    const rows = await plansInOrder();
    expect(rows.at(-1)).toMatchObject({ name: NAME, country_code: "INTL" });
    expect(rows.at(-1)?.display_order).toBe(Math.max(...original.map((p) => p.display_order)) + 1);

    const publicNames = await publicInternationalPlans(page);
    expect(publicNames.at(-1)).toBe(NAME);
    await expect(
      page.getByRole("region", { name: INTERNATIONAL }).getByText("$29", { exact: true }),
    ).toBeVisible();
    // No yearly price was set: a year is twelve months less the 10% discount, which it says.
    const group = page.getByRole("region", { name: INTERNATIONAL });
    await expect(group.getByText("$313.20", { exact: true })).toBeVisible();
    await expect(
      group.locator(".grid > *", { has: page.getByRole("heading", { name: NAME }) }),
    ).toContainText("10% OFF");
  });

  await test.step("edit its price", async () => {
    await openPricingManager(page);
    await page.getByRole("button", { name: `Edit ${NAME}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Pricing Plan" });
    await expect(dialog.getByLabel("Plan Name")).toHaveValue(NAME);
    await expect(dialog.getByRole("spinbutton", { name: "Price", exact: true })).toHaveValue("29");
    await dialog.getByRole("spinbutton", { name: "Price", exact: true }).fill("39.5");
    await dialog.getByRole("button", { name: "Update Plan" }).click();
    await expectToast(page, "Pricing plan updated successfully!");
    const [row] = await queryRows<{ price: string; monthly_fee: string }>(
      "SELECT price, monthly_fee FROM pricing_plans WHERE name ->> 'en' = $1",
      [NAME],
    );
    expect(row).toEqual({ price: "39.50", monthly_fee: "39.50" });

    await page.goto("/pricing");
    const group = page.getByRole("region", { name: INTERNATIONAL });
    await expect(group.getByText("$39.50", { exact: true })).toBeVisible();
  });

  await test.step("reorder with the keyboard", async () => {
    await openPricingManager(page);
    const before = (await plansInOrder()).map((row) => row.id);
    const mine = before.length - 1;
    const handle = page.getByRole("button", { name: `Drag to reorder ${NAME}` });
    await pickUp(page, handle, NAME);
    await page.keyboard.press("ArrowUp");
    await expect(page.getByText(new RegExp(`^${NAME} was moved into position`))).toBeAttached();
    await page.keyboard.press("Space");
    await expectToast(page, "Pricing plans reordered successfully!");
    await expect(handle).toBeFocused();

    // In the two-column grid, up is the plan two places before ours: ours now takes its place.
    const expected = [...before];
    expected.splice(mine - 2, 0, ...expected.splice(mine, 1));
    const rows = await plansInOrder();
    expect(rows.map((row) => row.id)).toEqual(expected);
    expect(rows.map((row) => row.display_order)).toEqual(rows.map((_, index) => index + 1));
    const international = rows.filter((row) => row.country_code === "INTL").map((r) => r.name);
    expect(international.indexOf(NAME)).toBeLessThan(international.length - 1);
    expect(await publicInternationalPlans(page)).toEqual(international);
  });

  await test.step("reorder with the mouse", async () => {
    await openPricingManager(page);
    const rows = await plansInOrder();
    const last = rows.at(-1) as PlanRow;
    expect(last.name).not.toBe(NAME);
    await dragOnto(
      page,
      page.getByRole("button", { name: `Drag to reorder ${NAME}` }),
      page.locator(`li[data-plan-id="${last.id}"]`),
    );
    await expectToast(page, "Pricing plans reordered successfully!");

    const after = await plansInOrder();
    expect(after.map((row) => row.display_order)).toEqual(after.map((_, index) => index + 1));
    expect(after.at(-1)?.name).toBe(NAME);
    const international = after.filter((row) => row.country_code === "INTL").map((r) => r.name);
    expect(international.at(-1)).toBe(NAME);
    expect(await publicInternationalPlans(page)).toEqual(international);
    // The console shows the saved order after a reload too.
    await openPricingManager(page);
    await expect(page.getByRole("list", { name: "Pricing plans" }).getByRole("heading")).toHaveText(
      after.map((row) => row.name),
    );
  });

  await test.step("a reorder from a stale screen is refused and the list reloads", async () => {
    // An open screen hears of other admins' changes live and reloads by itself; this one has
    // not heard yet (its live stream is down), so it is stale when the change lands.
    const liveStream = (url: URL) => url.pathname === "/events";
    await page.route(liveStream, (route) => route.abort());
    await openPricingManager(page);
    // Another admin adds a plan meanwhile (hidden from the public page).
    await queryRows(
      "INSERT INTO pricing_plans (name, price, is_active, display_order) VALUES (jsonb_build_object('en', $1::text), 1, false, 999)",
      [`${NAME} (other admin)`],
    );
    const handle = page.getByRole("button", { name: `Drag to reorder ${NAME}` });
    await pickUp(page, handle, NAME);
    await page.keyboard.press("ArrowUp");
    await expect(page.getByText(new RegExp(`^${NAME} was moved into position`))).toBeAttached();
    await page.keyboard.press("Space");
    await expectToast(page, "Failed to reorder pricing plans");
    await expect(page.getByRole("heading", { name: `${NAME} (other admin)` })).toBeVisible();
    // Nothing moved: ours is still last among the plans that were there.
    const rows = await plansInOrder();
    expect(rows.at(-2)?.name).toBe(NAME);
    const list = page.getByRole("list", { name: "Pricing plans" }).getByRole("heading");
    await expect(list).toHaveText(rows.map((row) => row.name));
    await queryRows("DELETE FROM pricing_plans WHERE name ->> 'en' = $1", [
      `${NAME} (other admin)`,
    ]);
    await page.unroute(liveStream);
  });

  await test.step("deactivate it: it leaves /pricing", async () => {
    await openPricingManager(page);
    await page.getByRole("button", { name: `Deactivate ${NAME}` }).click();
    await expectToast(page, "Pricing plan updated successfully!");
    const card = page.locator("li", { has: page.getByRole("heading", { name: NAME }) });
    await expect(card.getByText("Inactive", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: `Activate ${NAME}` })).toBeVisible();
    expect(await publicInternationalPlans(page)).not.toContain(NAME);
  });

  await test.step("delete it after confirming", async () => {
    await openPricingManager(page);
    await page.getByRole("button", { name: `Delete ${NAME}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete pricing plan?" });
    await expect(confirm).toContainText(NAME);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: NAME })).toBeVisible();

    await page.getByRole("button", { name: `Delete ${NAME}` }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Pricing plan deleted successfully!");
    await expect(page.getByRole("heading", { name: NAME })).toHaveCount(0);
    expect(
      await queryRows("SELECT id FROM pricing_plans WHERE name ->> 'en' = $1", [NAME]),
    ).toEqual([]);
    const actions = await queryRows<{ action: string }>(
      "SELECT action FROM activity_log WHERE entity = 'pricing_plans' AND details->>'plan_name' = $1 ORDER BY id",
      [NAME],
    );
    expect(actions.map((row) => row.action)).toEqual([
      "create_pricing_plan",
      "update_pricing_plan",
      "update_pricing_plan",
      "delete_pricing_plan",
    ]);
  });
});

test("three plans in a group stand in one row from a tablet's width up, and one under another on a phone", async ({
  page,
}) => {
  const third = `${NAME} (third)`;
  await queryRows(
    "INSERT INTO pricing_plans (name, price, monthly_fee, currency, country_code, features, is_active, display_order) VALUES (jsonb_build_object('en', $1::text), 99, 99, 'USD', 'INTL', jsonb_build_array(jsonb_build_object('id', 'everything', 'text', jsonb_build_object('en', 'Everything'))), true, 998)",
    [third],
  );
  try {
    const group = page.getByRole("region", { name: INTERNATIONAL });
    const names = group.getByRole("heading", { level: 4 });
    await expect
      .poll(async () => {
        await page.goto("/pricing");
        return names.count();
      })
      .toBe(3);
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 1800 });
      // Each card's place in the grid (offsetTop leaves out the cards' entrance animation).
      const tops = await names.evaluateAll((headings) =>
        headings.map((heading) => heading.closest<HTMLElement>(".grid > *")?.offsetTop ?? -1),
      );
      if (width === 390) {
        expect(tops, `${width} px`).toEqual([...tops].sort((a, b) => a - b));
        expect(new Set(tops).size, `${width} px`).toBe(3);
      } else {
        expect(new Set(tops).size, `${width} px: one row`).toBe(1);
      }
    }
  } finally {
    await queryRows("DELETE FROM pricing_plans WHERE name ->> 'en' = $1", [third]);
  }
});

test("the yearly billing banner names the plans' best discount, and is gone while none has one", async ({
  page,
}) => {
  type Offer = { id: string; yearly_discount_percent: number; yearly_price: string | null };
  const offers = await queryRows<Offer>(
    "SELECT id, yearly_discount_percent, yearly_price FROM pricing_plans",
  );
  const banner = page.getByText(/with yearly billing$/);
  try {
    await queryRows("UPDATE pricing_plans SET yearly_discount_percent = 0, yearly_price = NULL");
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1, name: "Pricing Plans" })).toBeVisible();
    await expect(banner).toHaveCount(0);

    const [first] = offers;
    if (!first) throw new Error("no plans");
    await queryRows("UPDATE pricing_plans SET yearly_discount_percent = 25 WHERE id = $1", [
      first.id,
    ]);
    await page.goto("/pricing");
    await expect(banner).toHaveText("Save 25% with yearly billing");
    await page.goto("/ur/pricing");
    await expect(page.getByText("سالانہ ادائیگی پر 25% بچت")).toBeVisible();
  } finally {
    for (const offer of offers) {
      await queryRows(
        "UPDATE pricing_plans SET yearly_discount_percent = $2, yearly_price = $3 WHERE id = $1",
        [offer.id, offer.yearly_discount_percent, offer.yearly_price],
      );
    }
  }
  await page.goto("/pricing");
  await expect(banner).toHaveText("Save 20% with yearly billing");
});

test("the plan editor has an address: a reload reopens it, Escape and Back close it", async ({
  page,
}) => {
  const [plan] = await queryRows<{ id: string; name: string }>(
    "SELECT id, name ->> 'en' AS name FROM pricing_plans WHERE is_active ORDER BY display_order LIMIT 1",
  );
  if (!plan) throw new Error("no plan");
  const editor = page.getByRole("dialog", { name: "Edit Pricing Plan" });

  await test.step("its address opens it, with the plan's values", async () => {
    await page.goto(`/admin/pricing/${plan.id}`);
    await expect(editor.getByRole("textbox", { name: "Plan Name", exact: true })).toHaveValue(
      plan.name,
    );
  });

  await test.step("Escape closes it and goes back to the grid's address", async () => {
    await page.keyboard.press("Escape");
    await expect(editor).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/pricing$/);
  });

  await test.step("Edit opens it at the plan's address; Back closes it, Forward opens it again", async () => {
    await page
      .getByRole("button", { name: `Edit ${plan.name}` })
      .first()
      .click();
    await expect(editor).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/pricing/${plan.id}$`));
    await page.goBack();
    await expect(editor).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/pricing$/);
    await page.goForward();
    await expect(editor).toBeVisible();
  });

  await test.step("a new plan's editor has its own address", async () => {
    await page.goto("/admin/pricing/new");
    await expect(page.getByRole("dialog", { name: "Add New Plan" })).toBeVisible();
  });

  await test.step("a plan that no longer exists says so, on the grid", async () => {
    await page.goto("/admin/pricing/00000000-0000-4000-8000-000000000000");
    await expect(page).toHaveURL(/\/admin\/pricing$/);
    await expectToast(page, "Plan not found");
  });
});
