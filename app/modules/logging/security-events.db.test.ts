import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as logout from "#app/routes/admin/logout.tsx";
import * as settings from "#app/routes/admin/settings.tsx";
import * as signIn from "#app/routes/admin/sign-in.tsx";
import {
  ADMIN,
  type AppHarness,
  createAppHarness,
  SITE,
} from "../../../tests/helpers/app-harness.ts";
import { websiteSettingsFields } from "../../../tests/helpers/form-post.ts";

// What the log must hold about authentication and admin writes (OWASP ASVS 16.3.1), checked
// through the real actions: who, from where, what happened; never a password or a cookie.

let app: AppHarness;
beforeAll(async () => {
  app = await createAppHarness({
    site: { "admin-auth": signIn },
    admin: { settings, logout },
  });
});
afterAll(() => app.close());
beforeEach(() => {
  app.logs.length = 0;
});

const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin" };
const signInRequest = (email: string, password: string) =>
  new Request(`${SITE}/admin-auth`, {
    method: "POST",
    body: new URLSearchParams({ intent: "sign-in", email, password }),
    headers: SAME_ORIGIN,
  });
const authEvents = () => app.logs.filter((entry) => entry.event === "auth.sign_in");

describe("sign-in events", () => {
  it("logs a failed sign-in with the e-mail, address and reason, never the password", async () => {
    const response = await app.send(
      signInRequest("owner@dmflow.pk", "wrong-password-4711"),
      "198.51.100.20",
    );
    expect(response.status).toBe(401);
    expect(authEvents()).toEqual([
      expect.objectContaining({
        level: "warn",
        outcome: "failure",
        email: "owner@dmflow.pk",
        ip: "198.51.100.20",
        reason: "invalid_credentials",
      }),
    ]);
    await app.send(signInRequest("", ""), "198.51.100.20");
    expect(authEvents()[1]).toMatchObject({ outcome: "failure", reason: "missing_fields" });
    expect(JSON.stringify(app.logs)).not.toContain("wrong-password-4711");
  });

  it("logs a successful sign-in with the user's id, and no session cookie", async () => {
    const response = await app.send(signInRequest(ADMIN.email, ADMIN.password), "198.51.100.21");
    expect(response.status).toBe(302);
    expect(authEvents()).toEqual([
      expect.objectContaining({
        level: "info",
        outcome: "success",
        email: ADMIN.email,
        ip: "198.51.100.21",
        userId: expect.any(String),
      }),
    ]);
    const line = JSON.stringify(app.logs);
    expect(line).not.toContain(ADMIN.password);
    expect(line).not.toContain("session_token");
  });

  it("logs attempts refused by the rate limit", async () => {
    const limited = await createAppHarness(
      { site: { "admin-auth": signIn } },
      { SIGN_IN_RATE_LIMIT: "1" },
    );
    try {
      await limited.send(signInRequest("x@dmflow.pk", "guess-1"), "192.0.2.50");
      const refused = await limited.send(signInRequest("x@dmflow.pk", "guess-2"), "192.0.2.50");
      expect(refused.status).toBe(429);
      expect(limited.logs).toContainEqual(
        expect.objectContaining({
          event: "auth.sign_in",
          reason: "rate_limited",
          ip: "192.0.2.50",
        }),
      );
    } finally {
      await limited.close();
    }
  });
});

describe("admin write events", () => {
  it("logs each write with its action, entity and admin, as the activity log records it", async () => {
    const cookie = await app.adminCookie();
    const response = await app.send(
      new Request(`${SITE}/admin/settings`, {
        method: "POST",
        body: new URLSearchParams(
          websiteSettingsFields({
            "siteTitle.en": "DMflow Pakistan",
            contactEmail: "hi@dmflow.pk",
          }),
        ),
        headers: { ...SAME_ORIGIN, cookie },
      }),
    );
    expect(response.status).toBe(200);
    const [write] = app.logs.filter((entry) => entry.event === "admin.write");
    expect(write).toMatchObject({
      level: "info",
      action: expect.any(String),
      entity: expect.any(String),
      adminId: expect.any(String),
      reqId: response.headers.get("x-request-id"),
    });

    const out = await app.send(
      // As the console's Log out button sends it: an empty form.
      new Request(`${SITE}/admin/logout`, {
        method: "POST",
        body: new URLSearchParams(),
        headers: { ...SAME_ORIGIN, cookie },
      }),
    );
    expect(out.status).toBe(302);
    expect(app.logs).toContainEqual(
      expect.objectContaining({ event: "auth.sign_out", userId: write?.adminId }),
    );
    expect(JSON.stringify(app.logs)).not.toContain(cookie.split("=")[1]);
  });
});
