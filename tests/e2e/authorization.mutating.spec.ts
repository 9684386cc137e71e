import path from "node:path";
import { pathToFileURL } from "node:url";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { hashPassword } from "better-auth/crypto";
import { queryRows } from "./db.ts";

// Runs with the specs that run alone (*.mutating.spec.ts): "nothing was written" is checked on
// the whole activity log, which specs running beside it would write to.
// Every console route, found in the server build's own route table (so a route added later is
// covered without touching this file), is called without a session and with the session of an
// account just deactivated. Each must answer a redirect to sign-in or 401/403, never data, and
// no request may change anything. What each role may call is
// app/routes/admin/console-permissions.db.test.ts's to check (ADR 0027).

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean };
const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as {
  routes: Record<string, ManifestRoute>;
};

function fullPath(route: ManifestRoute): string {
  const parts: string[] = [];
  for (
    let current: ManifestRoute | undefined = route;
    current;
    current = build.routes[current.parentId ?? ""]
  ) {
    if (current.path) parts.unshift(current.path);
  }
  return `/${parts.join("/")}`;
}

function ancestors(route: ManifestRoute): string[] {
  const ids: string[] = [];
  for (
    let current = build.routes[route.parentId ?? ""];
    current;
    current = build.routes[current.parentId ?? ""]
  ) {
    ids.push(current.id);
  }
  return ids;
}

const consoleRoutes = Object.values(build.routes)
  .filter((route) => route.id !== "routes/admin/layout")
  .map((route) => ({ route, path: fullPath(route) }))
  .filter(({ path }) => path === "/admin" || path.startsWith("/admin/"));

const previewRoute = build.routes["routes/site/preview"] as ManifestRoute;

/** A concrete URL for a route pattern: params get a well-formed id, splats a word. */
const concrete = (pattern: string) =>
  pattern.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000").replace(/\*$/, "anything");

const SECRET_MARKER = "authz-secret-marker";

/** The lead commands the lead routes take (leads-admin-form.ts). */
const LEAD_INTENTS = [
  "set-status",
  "archive",
  "restore",
  "delete",
  "assign",
  "add-note",
  "edit-note",
  "delete-note",
];

/** The passkey commands of the Account screen and of "Confirm it's you" (passkey-form.ts). */
const PASSKEY_COMMANDS: [string, Record<string, string>][] = [
  ["/admin/account", { intent: "passkey-options" }],
  ["/admin/account", { intent: "passkey-add", name: "x", response: '{"id":"x","response":{}}' }],
  ["/admin/account", { intent: "passkey-rename", passkeyId: "x", name: "x" }],
  ["/admin/account", { intent: "passkey-remove", passkeyId: "x" }],
  ["/admin/reauthenticate", { method: "passkey-options" }],
  ["/admin/reauthenticate", { method: "passkey", response: '{"id":"x","response":{}}' }],
];

const countRows = async (table: "activity_log" | "verifications") =>
  (await queryRows<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Something only an admin may read, to prove no answer leaks it.
  await queryRows(
    "INSERT INTO leads (name, email, source) VALUES ($1, $2, 'test') ON CONFLICT DO NOTHING",
    [SECRET_MARKER, `${SECRET_MARKER}@example.pk`],
  );
});

test("the console has routes, and every one of them sits under the gated admin layout", () => {
  expect(consoleRoutes.length).toBeGreaterThan(5);
  for (const { route, path: routePath } of consoleRoutes) {
    expect(ancestors(route), `${routePath} (${route.id})`).toContain("routes/admin/layout");
  }
});

async function expectRefused(request: APIRequestContext, origin: string, label: string) {
  const before = await countRows("activity_log");
  // A passkey challenge is a verification row.
  const challengesBefore = await countRows("verifications");
  for (const { path: pattern } of consoleRoutes) {
    const url = concrete(pattern);
    for (const [method, target, accept] of [
      ["GET", url, "text/html"],
      ["GET", `${url}.data`, "*/*"],
      ["POST", url, "text/html"],
      ["POST", url, "application/json"],
    ] as const) {
      const response = await request.fetch(target, {
        method,
        maxRedirects: 0,
        headers: { origin, accept },
        form:
          method === "POST"
            ? { intent: "delete", id: "00000000-0000-4000-8000-000000000000" }
            : undefined,
      });
      const status = response.status();
      const body = await response.text();
      const where = `${label}: ${method} ${target} answered ${status}`;
      // Document requests are redirected (302); data requests carry the redirect as 202 + header.
      expect([202, 204, 302, 303, 401, 403], where).toContain(status);
      if (status === 302 || status === 303)
        expect(response.headers().location, where).toMatch(/\/admin-auth/);
      expect(body, where).not.toContain(SECRET_MARKER);
    }
  }
  // Every lead command, on the list and on a lead (the routes above were posted one of them).
  for (const target of ["/admin/leads", concrete("/admin/leads/:leadId")]) {
    for (const intent of LEAD_INTENTS) {
      const response = await request.post(target, {
        maxRedirects: 0,
        headers: { origin, accept: "text/html" },
        form: {
          intent,
          id: "00000000-0000-4000-8000-000000000000",
          status: "won",
          owner: "unassigned",
          body: "x",
          noteId: "1",
        },
      });
      const where = `${label}: POST ${target} intent=${intent} answered ${response.status()}`;
      expect([202, 204, 302, 303, 401, 403], where).toContain(response.status());
    }
  }
  for (const [target, form] of PASSKEY_COMMANDS) {
    const response = await request.post(target, {
      maxRedirects: 0,
      headers: { origin, accept: "text/html" },
      form,
    });
    const where = `${label}: POST ${target} ${JSON.stringify(form)} answered ${response.status()}`;
    expect([202, 204, 302, 303, 401, 403], where).toContain(response.status());
  }
  // An admin's preview of an item by its id sits in the site's layout, behind the same gate.
  const preview = concrete(fullPath(previewRoute));
  for (const target of [preview, `${preview}.data`]) {
    const response = await request.get(target, { maxRedirects: 0, headers: { origin } });
    const where = `${label}: GET ${target} answered ${response.status()}`;
    expect([202, 302], where).toContain(response.status());
    expect(await response.text(), where).not.toContain(SECRET_MARKER);
  }
  expect(await countRows("activity_log"), `${label}: nothing was written`).toBe(before);
  expect(await countRows("verifications"), `${label}: no passkey challenge`).toBe(challengesBefore);
}

test("without a session, every console route refuses", async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await expectRefused(request, baseURL ?? "", "no session");
  await request.dispose();
});

test("with the session of a deactivated account, every console route refuses and signs them out", async ({
  playwright,
  baseURL,
}) => {
  // A real session: an admin signs in, then is deactivated (the row changed under the session).
  const email = `demoted-${Date.now()}@example.pk`;
  const password = "demoted-password";
  const id = crypto.randomUUID();
  await queryRows(
    "INSERT INTO users (id, email, name, role, status) VALUES ($1, $2, 'Demoted', 'admin', 'active')",
    [id, email],
  );
  await queryRows(
    "INSERT INTO accounts (id, account_id, provider_id, user_id, password) VALUES ($1, $2, 'credential', $2, $3)",
    [crypto.randomUUID(), id, await hashPassword(password)],
  );
  const request = await playwright.request.newContext({ baseURL });
  const signIn = await request.post("/admin-auth", {
    form: { intent: "sign-in", email, password },
    headers: { origin: baseURL ?? "", "x-forwarded-for": "198.51.100.77" },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);
  await queryRows("UPDATE users SET status = 'inactive' WHERE email = $1", [email]);

  await expectRefused(request, baseURL ?? "", "deactivated session");
  const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
    "SELECT count(*)::int AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1",
    [email],
  );
  expect(n, "the deactivated account's session was ended").toBe(0);
  await request.dispose();
});
