import { expect, test } from "@playwright/test";
import { createAccount } from "./accounts.ts";
import { E2E_ADMIN } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";
import { awaitRoomInLimitWindow, LIMIT_WINDOW_MS } from "./limit-window.ts";

test.describe("signing in", () => {
  // Each test is its own client address (the e2e server trusts loopback as a proxy).
  test.use({
    extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 200) + 20}` },
  });

  test("a console page sends a visitor to sign in, then back to that page", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the same flow on every device");
    await page.goto("/admin/activity");
    await expect(page).toHaveURL(/\/admin-auth\?redirectTo=%2Fadmin%2Factivity$/);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await page.getByRole("textbox", { name: "Email" }).fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByText("Login Successful")).toBeVisible();
    await expect(page.getByText("Welcome to admin dashboard!")).toBeVisible();
  });

  test("the form stays where it is when the page becomes interactive (a click aimed at a link lands on it)", async ({
    browser,
    page,
  }) => {
    const forgot = (on: typeof page) => on.getByRole("link", { name: "Forgot password?" });
    // The page as sent, never hydrated: where everything is before any script runs.
    const asSent = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
    });
    const still = await asSent.newPage();
    await still.goto("/admin-auth");
    const before = await forgot(still).boundingBox();
    await asSent.close();

    await page.goto("/admin-auth");
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
    const after = await forgot(page).boundingBox();
    expect(before).not.toBeNull();
    expect(after?.y).toBeCloseTo(before?.y ?? Number.NaN, 0);
  });

  test("wrong credentials get 'Login Failed' and never create an account", async ({ page }) => {
    await page.goto("/admin-auth");
    const email = `nobody-${Date.now()}@example.pk`;
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByLabel("Password").fill("whatever-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Login Failed")).toBeVisible();
    await expect(page.getByText("Please check your credentials")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    expect(await queryRows("SELECT 1 FROM users WHERE email = $1", [email])).toHaveLength(0);
  });

  test("an inactive account gets 'Login Failed', as for a wrong password, and no session", async ({
    page,
  }) => {
    const inactive = await createAccount("moderator", "moderator-password");
    await queryRows("UPDATE users SET status = 'inactive' WHERE id = $1", [inactive.id]);
    await page.goto("/admin-auth");
    await page.getByRole("textbox", { name: "Email" }).fill(inactive.email);
    await page.getByLabel("Password").fill(inactive.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByText("Login Failed")).toBeVisible();
    await expect(page.getByText("Please check your credentials")).toBeVisible();
    expect(
      await queryRows("SELECT 1 FROM sessions WHERE user_id = $1", [inactive.id]),
    ).toHaveLength(0);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin-auth/);
  });

  test("an admin banned while signed in is signed out with 'Access Denied'", async ({ page }) => {
    const admin = await createAccount("admin", "admin-password-2");
    await page.goto("/admin-auth");
    await page.getByRole("textbox", { name: "Email" }).fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    await queryRows("UPDATE users SET status = 'banned' WHERE id = $1", [admin.id]);
    await page.goto("/admin/activity");
    await expect(page).toHaveURL(/\/admin-auth\?error=access-denied$/);
    await expect(page.getByText("Access Denied")).toBeVisible();
    expect(await queryRows("SELECT 1 FROM sessions WHERE user_id = $1", [admin.id])).toHaveLength(
      0,
    );
  });

  test("Logout ends the session with its toast", async ({ page, isMobile }) => {
    const admin = await createAccount("admin", "admin-password-3");
    await page.goto("/admin-auth");
    await page.getByRole("textbox", { name: "Email" }).fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText(admin.email).first()).toBeAttached();

    if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin-auth$/);
    await expect(page.getByText("Logged out", { exact: true })).toBeVisible();
    await expect(page.getByText("You have been logged out successfully")).toBeVisible();
    expect(await queryRows("SELECT 1 FROM sessions WHERE user_id = $1", [admin.id])).toHaveLength(
      0,
    );
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin-auth/);
  });
});

test("a burst of wrong passwords from one address is stopped, while another address still signs in", async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, "one burst is enough");
  test.setTimeout(120_000);
  const admin = await createAccount("admin", "admin-password-4");
  // The burst and the refused sign-in all count in one window of the limit.
  await awaitRoomInLimitWindow(LIMIT_WINDOW_MS.signIn, 60_000);
  // An address from a range no other test uses: after the burst it is refused every sign-in for
  // the limit's window, which a test that drew the same address at random would fail on.
  const attacker = `198.19.66.${Math.floor(Math.random() * 200) + 20}`;
  // The e2e server allows 50 sign-in attempts per address in 15 minutes. The burst sprays
  // accounts: five failures on one would lock that account first (ADR 0016).
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 55; attempt++) {
    const response = await request.post("/admin-auth", {
      form: { intent: "sign-in", email: `spray-${attempt}-${admin.email}`, password: "wrong" },
      headers: { "x-forwarded-for": attacker },
      maxRedirects: 0,
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
  expect(statuses.slice(50)).toEqual([429, 429, 429, 429, 429]);

  // Even the right password is refused from the attacker's address now...
  const blocked = await request.post("/admin-auth", {
    form: { intent: "sign-in", email: admin.email, password: admin.password },
    headers: { "x-forwarded-for": attacker },
    maxRedirects: 0,
  });
  expect(blocked.status()).toBe(429);
  expect(Number(blocked.headers()["retry-after"])).toBeGreaterThan(0);

  // ...while the admin, from their own address, signs in at once.
  const genuine = await request.post("/admin-auth", {
    form: { intent: "sign-in", email: admin.email, password: admin.password },
    headers: { "x-forwarded-for": "192.0.2.44" },
    maxRedirects: 0,
  });
  expect(genuine.status()).toBe(302);
  expect(genuine.headers().location).toBe("/admin");
});
