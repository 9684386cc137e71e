import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInToConsole } from "#app/modules/auth/session.server.ts";
import { confirmSetup, startSetup } from "#app/modules/auth/two-factor.server.ts";
import { createUser } from "#app/modules/users/users.server.ts";
import * as signIn from "#app/routes/admin/sign-in.tsx";
import * as signInPasskey from "#app/routes/admin/sign-in-passkey.ts";
import * as twoFactorStep from "#app/routes/admin/sign-in-two-factor.tsx";
import { type AppHarness, createAppHarness, SITE } from "../../../tests/helpers/app-harness.ts";

// The sign-in's steps (ADR 0034) through their real routes: the password at /admin-auth, the
// code at /admin-auth/two-factor (the pending cookie says whose), and a passkey's challenge at
// /admin-auth/passkey; each from its own address, so the per-address limit never decides.

let app: AppHarness;
const EMAIL = "steps@dmflow.pk";
const PASSWORD = "steps-password-4711";
let secret = "";

/** The cookies a response's Set-Cookie headers leave in a browser (expired ones dropped). */
const cookieFrom = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((line) => !/max-age=0/i.test(line))
    .map((line) => line.split(";")[0])
    .join("; ");

const codeFor = (steps: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

let address = 1;
function send(path: string, form?: Record<string, string>, cookie = "") {
  return app.send(
    new Request(`${SITE}${path}`, {
      method: form ? "POST" : "GET",
      body: form ? new URLSearchParams(form) : undefined,
      headers: { "Sec-Fetch-Site": "same-origin", cookie },
    }),
    `198.51.100.${address++}`,
  );
}

/** The password step, with two-factor on: the pending sign-in's cookie. */
async function passwordStep(query = "") {
  const answer = await send(`/admin-auth${query}`, {
    intent: "sign-in",
    email: EMAIL,
    password: PASSWORD,
  });
  expect(answer.status).toBe(302);
  return { answer, pending: cookieFrom(answer) };
}

beforeAll(async () => {
  app = await createAppHarness({
    site: {
      "admin-auth": signIn,
      "admin-auth/two-factor": twoFactorStep,
      "admin-auth/passkey": signInPasskey,
    },
  });
  await createUser(app.db, app.services.hashPassword, null, {
    email: EMAIL,
    name: "Steps",
    password: PASSWORD,
    role: "admin",
    status: "active",
  });
  const session = await signInToConsole(app.services, new Request(`${SITE}/admin`), {
    email: EMAIL,
    password: PASSWORD,
  });
  if (!session.ok) throw new Error("sign-in failed");
  const request = new Request(`${SITE}/admin`, {
    headers: {
      cookie: session.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; "),
    },
  });
  ({ secret } = await startSetup(app.services, request, { password: PASSWORD, issuer: "DMflow" }));
  await confirmSetup(app.services, request, session.user, codeFor(-1));
});
afterAll(() => app.close());

describe("the code step", () => {
  it("follows the password at its own address, keeps where the sign-in goes, and signs in with a code", async () => {
    const { answer, pending } = await passwordStep("?redirectTo=%2Fadmin%2Factivity");
    expect(answer.headers.get("location")).toBe(
      "/admin-auth/two-factor?redirectTo=%2Fadmin%2Factivity",
    );
    // The password step, visited again meanwhile, sends on to the code.
    const again = await send("/admin-auth", undefined, pending);
    expect(again.headers.get("location")).toBe("/admin-auth/two-factor");
    const step = await send("/admin-auth/two-factor?method=recovery", undefined, pending);
    expect(await step.json()).toMatchObject({ email: EMAIL, method: "recovery_code" });

    const path = "/admin-auth/two-factor?redirectTo=%2Fadmin%2Factivity";
    const missing = await send(path, { intent: "verify" }, pending);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      toast: { title: "Verification failed", description: "Enter the code." },
      result: { error: { code: ["Enter the code"] } },
    });
    const wrong = await send(path, { intent: "verify", code: "000000" }, pending);
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(await wrong.json())).not.toContain("000000");
    const right = await send(path, { intent: "verify", code: codeFor(1) }, pending);
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin/activity");
    expect(cookieFrom(right)).toContain("session_token");
    expect(app.logs).toContainEqual(
      expect.objectContaining({
        event: "auth.sign_in",
        step: "second_factor",
        outcome: "success",
        method: "totp",
      }),
    );
  });

  it("Start over forgets the pending sign-in; without one the step sends to the password", async () => {
    const { pending } = await passwordStep();
    const startOver = await send("/admin-auth/two-factor", { intent: "start-over" }, pending);
    expect(startOver.headers.get("location")).toBe("/admin-auth");
    expect(startOver.headers.getSetCookie().join()).toMatch(/max-age=0/i);

    const visit = await send("/admin-auth/two-factor?redirectTo=%2Fadmin%2Fleads");
    expect(visit.headers.get("location")).toBe("/admin-auth?redirectTo=%2Fadmin%2Fleads");
    const late = await send("/admin-auth/two-factor", { intent: "verify", code: "123456" });
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ toast: { title: "Sign-in expired" } });
  });
});

describe("the password step", () => {
  it("names the missing fields, and never sends the password back", async () => {
    const answer = await send("/admin-auth", { intent: "sign-in", email: EMAIL, password: "" });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      toast: { title: "Login Failed", description: "Please check your credentials" },
      result: { error: { password: ["Password is required"] }, initialValue: { email: EMAIL } },
    });
    const wrong = await send("/admin-auth", {
      intent: "sign-in",
      email: EMAIL,
      password: "x-4711",
    });
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(await wrong.json())).not.toContain("x-4711");
  });
});

describe("the passkey route", () => {
  it("gives a challenge, and refuses an answer that is not one", async () => {
    const challenge = await send("/admin-auth/passkey", { intent: "options" });
    expect(challenge.status).toBe(200);
    expect(await challenge.json()).toMatchObject({ options: { challenge: expect.any(String) } });
    const answer = await send("/admin-auth/passkey", { intent: "sign-in", response: "{}" });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      toast: { title: "Login Failed", description: "The passkey's answer is not valid." },
    });
    expect(app.logs).toContainEqual(
      expect.objectContaining({ method: "passkey", reason: "invalid_response" }),
    );
  });
});
