import { expect, test as setup } from "@playwright/test";
import { ADMIN_STATE, E2E_ADMIN } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { holdBackScripts, waitForHydration } from "./hydration.ts";

// Runs before every other spec: creates the first admin the way a new owner does, with the
// one-time token the server printed (read here from where the server keeps it), and saves the
// signed-in state for the console specs. The first attempt is typed before the page's scripts
// run: what was typed must survive hydration.
setup(
  "the first admin is created with the setup token, then the console opens",
  async ({ page }) => {
    const release = await holdBackScripts(page);
    await page.goto("/admin", { waitUntil: "commit" });
    await expect(page).toHaveURL(/\/admin-auth$/);
    await expect(page.getByRole("heading", { name: "Create the first admin" })).toBeVisible();

    const [secret] = await queryRows<{ value: string }>(
      "SELECT value FROM server_secrets WHERE name = 'admin_setup_token'",
    );
    expect(secret?.value).toBeTruthy();

    await page.getByRole("textbox", { name: "Setup token" }).fill("not-the-token");
    await page.getByRole("textbox", { name: "Full name" }).fill(E2E_ADMIN.name);
    await page.getByRole("textbox", { name: "Email" }).fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    release();
    await waitForHydration(page, page.getByRole("textbox", { name: "Setup token" }));
    await expect(page.getByRole("textbox", { name: "Setup token" })).toHaveValue("not-the-token");
    await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue(E2E_ADMIN.name);
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(E2E_ADMIN.email);
    await expect(page.getByLabel("Password")).toHaveValue(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Create admin and sign in" }).click();
    // Refused: said in the toast and under the field it is about.
    const wrongToken = "The setup token is not right. Copy it from the server's log.";
    await expect(page.locator("[data-sonner-toast]").getByText(wrongToken)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Setup token" })).toHaveAccessibleDescription(
      /The setup token is not right/,
    );

    await page.getByRole("textbox", { name: "Setup token" }).fill(secret?.value ?? "");
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Create admin and sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Login Successful")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    // The token is spent: the setup screen is gone for good.
    expect(
      await queryRows("SELECT 1 FROM server_secrets WHERE name = 'admin_setup_token'"),
    ).toHaveLength(0);
    await page.context().storageState({ path: ADMIN_STATE });
  },
);
