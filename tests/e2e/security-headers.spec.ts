import { expect, type Page, test } from "@playwright/test";
import { ADMIN_STATE } from "./admin-fixtures.ts";

// Every response carries the security headers; pages carry a CSP that allows no inline script
// but their own (by nonce when rendered for the request, by hash when served from the page
// cache), and the browser reports no violation while pages load, hydrate and navigate.

const COMMON_HEADERS = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
};

function expectCommonHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(headers[name]).toBe(value);
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
}

/** Collects CSP violations the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${location.pathname}`,
      );
    });
  });
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text());
  });
  return violations;
}

test("a public page from the page cache allows its inline scripts by hash, not inline at large", async ({
  request,
}) => {
  await request.get("/features");
  const response = await request.get("/features");
  // From the page cache: fresh, or stale while a page another spec changed is drawn again
  // (server/page-cache.ts sends both from the stored entry, headers and all).
  expect(["HIT", "STALE"]).toContain(response.headers()["x-cache"]);
  const headers = response.headers();
  expectCommonHeaders(headers);
  const policy = headers["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers.etag).toMatch(/^"/);
  expect(headers["cache-control"]).toContain("s-maxage");
});

test("a page rendered for the request gets a fresh nonce every time", async ({ request }) => {
  const nonceOf = async () => {
    const response = await request.get("/admin-auth");
    expectCommonHeaders(response.headers());
    const policy = response.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(await response.text()).toContain(`nonce="${nonce}"`);
    return nonce;
  };
  expect(await nonceOf()).not.toBe(await nonceOf());
});

test("files and data answer with a policy under which nothing runs", async ({ request }) => {
  for (const path of ["/robots.txt", "/sitemap.xml", "/blog/rss.xml"]) {
    const headers = (await request.get(path)).headers();
    expectCommonHeaders(headers);
    expect(headers["content-security-policy"]).toContain("default-src 'none'");
  }
});

test("visitors load, navigate and submit without a CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Quick Links" })
    .getByRole("link", { name: "Pricing", exact: true })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goto("/contact");
  const fields = {
    "First Name": "Csp",
    Email: `csp-${Date.now()}-${Math.random().toString(36).slice(2)}@e2e.test`,
    Message: "Checking that the page runs under its policy.",
  };
  for (const [name, value] of Object.entries(fields)) {
    await page.getByRole("textbox", { name, exact: true }).fill(value);
  }
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();
  expect(violations).toEqual([]);
});

test.describe("console", () => {
  test.use({ storageState: ADMIN_STATE });

  test("the console loads and navigates without a CSP violation", async ({ page }, testInfo) => {
    // The sidebar is a drawer on a phone; the accessibility spec loads every console page there.
    test.skip(testInfo.project.name === "phone", "desktop sidebar navigation");
    const violations = await watchViolations(page);
    await page.goto("/admin");
    for (const name of ["Leads", "Pricing", "Live Theme", "Blog Posts"]) {
      await page
        .getByRole("navigation", { name: "Admin" })
        .getByRole("link", { name, exact: true })
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    expect(violations).toEqual([]);
  });
});
