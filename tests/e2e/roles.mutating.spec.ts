import { expect, type Page, test } from "@playwright/test";
import { createAccount } from "./accounts.ts";
import { queryRows } from "./db.ts";
import { waitForHydration } from "./hydration.ts";
import {
  editorSection,
  openPageEditor,
  openSection,
  putBackHome,
  storedHome,
} from "./page-editor.ts";

// Roles with a meaning (ADR 0027): a moderator runs the website but not its users or settings;
// a user works the leads given to them. Changes a plan and the Home page, so it runs alone
// (mutating) and puts both back.

const RUN = Date.now().toString(36);
const PLAN = `Moderator Plan ${RUN}`;
const SAVED = { timeout: 15_000 };

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/admin-auth");
  await page.getByRole("textbox", { name: "Email" }).fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

const sidebar = (page: Page) => page.getByRole("complementary").getByRole("navigation");

async function expectForbidden(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(403);
  await expect(
    page.getByRole("heading", { level: 1, name: "You don't have permission to open this page" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the dashboard" })).toBeVisible();
}

test("a moderator edits a plan and a page, but may not open User Management or Website Settings", async ({
  page,
}) => {
  test.slow();
  const original = await storedHome();
  try {
    await signIn(page, await createAccount("moderator", "moderator-passphrase-1"));
    await expect(sidebar(page).getByRole("link", { name: "Pricing" })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: "User Management" })).toHaveCount(0);
    await expect(sidebar(page).getByRole("link", { name: "Website Settings" })).toHaveCount(0);

    await page.goto("/admin/pricing");
    await waitForHydration(page, page.getByRole("button", { name: "Add New Plan" }));
    await page.getByRole("button", { name: "Add New Plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Plan" });
    await dialog.getByLabel("Plan Name").fill(PLAN);
    await dialog.getByRole("spinbutton", { name: "Price", exact: true }).fill("19");
    await dialog.getByRole("button", { name: "Create Plan" }).click();
    await expect(
      page.getByText("Pricing plan created successfully!", { exact: true }),
    ).toBeVisible();
    expect(
      await queryRows("SELECT 1 FROM pricing_plans WHERE name ->> 'en' = $1", [PLAN]),
    ).toHaveLength(1);

    await openPageEditor(page, "Home");
    const hero = editorSection(page, "Hero (section 1)");
    await openSection(hero);
    const headline = `Answered by the moderator ${RUN}`;
    await hero.getByRole("textbox", { name: "Headline (English)", exact: true }).fill(headline);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Page saved")).toBeVisible(SAVED);
    const stored = (await storedHome()).sections as { content: { props: { title?: unknown } }[] };
    expect(stored.content[0]?.props.title).toMatchObject({ en: headline });

    await expectForbidden(page, "/admin/users");
    await expectForbidden(page, "/admin/settings");
  } finally {
    await putBackHome(original);
    await queryRows("DELETE FROM pricing_plans WHERE name ->> 'en' = $1", [PLAN]);
  }
});

test("a user works the lead assigned to them, opens Leads on their own, and cannot see Pricing", async ({
  page,
}) => {
  const user = await createAccount("user", "user-passphrase-1");
  const other = await createAccount("moderator", "moderator-passphrase-2");
  const [mine] = await queryRows<{ id: string }>(
    "INSERT INTO leads (name, email, source, owner_id) VALUES ($1, $2, 'get_started_form', $3) RETURNING id",
    [`Assigned ${RUN}`, `assigned-${RUN}@example.pk`, user.id],
  );
  const [theirs] = await queryRows<{ id: string }>(
    "INSERT INTO leads (name, email, source, owner_id) VALUES ($1, $2, 'get_started_form', $3) RETURNING id",
    [`Not yours ${RUN}`, `not-yours-${RUN}@example.pk`, other.id],
  );
  try {
    await signIn(page, user);
    await expect(page.getByRole("heading", { name: "My follow-ups" })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: "Pricing" })).toHaveCount(0);
    await expect(sidebar(page).getByRole("link")).toHaveText([
      "Dashboard",
      "Leads",
      "Bookings",
      "Account",
    ]);

    await sidebar(page).getByRole("link", { name: "Leads" }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?owner=me$/);
    await expect(page.getByRole("link", { name: `Assigned ${RUN}` }).first()).toBeVisible();
    // No bulk actions for a User, so nothing to select either.
    await expect(page.getByRole("checkbox", { name: /^Select/ })).toHaveCount(0);
    await expect(page.getByText(`Not yours ${RUN}`)).toHaveCount(0);

    await page.goto(`/admin/leads/${mine!.id}`);
    const note = page.getByRole("textbox", { name: "Add a note" });
    await waitForHydration(page, note);
    await note.fill("Called, sending the price list");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Note added")).toBeVisible(SAVED);
    await page.getByRole("combobox", { name: "Status" }).selectOption("contacted");
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ status: string }>("SELECT status FROM leads WHERE id = $1", [
              mine!.id,
            ])
          )[0]?.status,
        SAVED,
      )
      .toBe("contacted");
    await expect(page.getByRole("button", { name: "Delete Permanently" })).toHaveCount(0);

    await expectForbidden(page, `/admin/leads/${theirs!.id}`);
    await expectForbidden(page, "/admin/pricing");
  } finally {
    await queryRows("DELETE FROM leads WHERE id = ANY($1)", [[mine!.id, theirs!.id]]);
  }
});
