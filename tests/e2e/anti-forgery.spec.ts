import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { ADMIN_STATE, E2E_ADMIN } from "./admin-fixtures.ts";
import { queryRows } from "./db.ts";

// The root middleware on the real server (docs/decisions/0004): a page on another site cannot
// make a visitor's browser post to a public form, a console action or sign-in; the site's own
// pages can. Oversized bodies are refused whether their length is declared or not.

const CROSS_SITE = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
const REFUSAL = "did not come from this site's own pages";

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.pk`;

test("a form on another site cannot post to the contact form through the visitor's browser", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("forged");
  await page.route("http://evil.test/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<form method="post" action="${baseURL}/contact">
        <input name="firstName" value="Forged"><input name="email" value="${email}">
        <input name="message" value="sent from another site"><button>Send</button>
      </form>`,
    }),
  );
  await page.goto("http://evil.test/");
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url() === `${baseURL}/contact`),
    page.getByRole("button", { name: "Send" }).click(),
  ]);
  expect(response.status()).toBe(403);
  await expect(page.getByText(REFUSAL)).toBeVisible();
  expect(await queryRows("SELECT 1 FROM leads WHERE email = $1", [email])).toEqual([]);
});

test.describe("cross-site requests are refused before any action runs", () => {
  test.use({ storageState: ADMIN_STATE });

  test("a public form, a console action (with the admin's session) and sign-in", async ({
    request,
  }) => {
    const attempts: { path: string; form: Record<string, string> }[] = [
      { path: "/contact", form: { firstName: "X", email: uniqueEmail("x"), message: "hi" } },
      { path: "/admin/settings", form: { "siteTitle.en": "Forged", contactEmail: "" } },
      { path: "/admin-auth", form: { intent: "sign-in", ...E2E_ADMIN } },
    ];
    for (const { path, form } of attempts) {
      const response = await request.post(path, { form, headers: CROSS_SITE, maxRedirects: 0 });
      expect(response.status(), path).toBe(403);
      expect(await response.text(), path).toContain(REFUSAL);
      expect(response.headers()["set-cookie"], path).toBeUndefined();
      // A browser without fetch metadata: the Origin alone decides.
      const byOrigin = await request.post(path, {
        form,
        headers: { origin: "https://evil.example" },
        maxRedirects: 0,
      });
      expect(byOrigin.status(), path).toBe(403);
    }
    const [config] = await queryRows<{ site_title: string }>(
      "SELECT site_title ->> 'en' AS site_title FROM website_config",
    );
    expect(config?.site_title).not.toBe("Forged");
  });
});

test("the same requests from the site's own pages reach their actions", async ({
  playwright,
  baseURL,
}) => {
  // No session: nothing here may change the shared site.
  const request = await playwright.request.newContext({ baseURL });
  const sameOrigin = { origin: baseURL ?? "", "sec-fetch-site": "same-origin" };
  // The contact action answers for itself: a missing message is its own 400.
  const contact = await request.post("/contact", {
    form: { firstName: "X", email: uniqueEmail("x") },
    headers: sameOrigin,
  });
  expect(contact.status()).toBe(400);
  // The console's own gate answers: to sign-in.
  const settings = await request.post("/admin/settings", {
    form: { siteTitle: "Nope" },
    headers: sameOrigin,
    maxRedirects: 0,
  });
  expect(settings.status()).toBe(302);
  expect(settings.headers().location).toMatch(/^\/admin-auth/);
  const signIn = await request.post("/admin-auth", {
    form: { intent: "sign-in", email: E2E_ADMIN.email, password: "not the password" },
    // An address of its own, so the sign-in limit of other specs is not spent.
    headers: { ...sameOrigin, "x-forwarded-for": "198.51.100.201" },
  });
  expect(signIn.status()).toBe(401);
  expect(signIn.headers()["x-request-id"]).toMatch(/^[\w.:@-]+$/);
  await request.dispose();
});

test("bodies over the limit are refused with 413, declared or streamed", async ({
  request,
  baseURL,
}) => {
  const declared = await request.post("/contact", {
    form: { firstName: "X", email: "x@example.pk", message: "y".repeat(200 * 1024) },
  });
  expect(declared.status()).toBe(413);

  // Chunked, without Content-Length: counted as it arrives and cut off past the limit.
  const url = new URL("/contact", baseURL);
  const status = await new Promise<number>((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        // The server stopped reading: abandon the rest of the body.
        outgoing.destroy();
      },
    );
    outgoing.on("error", reject);
    const chunk = `message=${"z".repeat(16 * 1024)}&`;
    let sent = 0;
    const pump = () => {
      while (sent < 64 && outgoing.write(chunk)) sent++;
      if (sent < 64) outgoing.once("drain", pump);
      else outgoing.end();
    };
    pump();
  });
  expect(status).toBe(413);
});
