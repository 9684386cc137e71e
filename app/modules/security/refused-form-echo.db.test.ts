import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as forgotPassword from "#app/routes/admin/forgot-password.tsx";
import * as resetPassword from "#app/routes/admin/reset-password.tsx";
import * as signIn from "#app/routes/admin/sign-in.tsx";
import { type AppHarness, createAppHarness, SITE } from "../../../tests/helpers/app-harness.ts";

// A refused form is answered with its messages and, of what was posted, only the values the
// page shows again: the e-mail (and a new admin's name), never a password or a setup token,
// and none of the other fields a poster adds.

let app: AppHarness;

beforeAll(async () => {
  app = await createAppHarness({
    site: {
      "admin-auth": signIn,
      "admin-auth/forgot": forgotPassword,
      "admin-auth/reset": resetPassword,
    },
  });
});
afterAll(() => app.close());

const JUNK = { junk: "j".repeat(2_000), "extra[3].deep": "x", __state__: '{"validated":{}}' };

async function refusal(path: string, form: Record<string, string>) {
  const response = await app.send(
    new Request(`${SITE}${path}`, { method: "POST", body: new URLSearchParams(form) }),
  );
  const text = await response.text();
  return { status: response.status, text, result: JSON.parse(text).result };
}

describe("a refused form's answer", () => {
  it("forgot password: gives back the e-mail and its message, nothing else", async () => {
    const { status, text, result } = await refusal("/admin-auth/forgot", {
      email: "not-an-email",
      ...JUNK,
    });
    expect(status).toBe(400);
    expect(result.initialValue).toEqual({ email: "not-an-email" });
    expect(Object.keys(result.error)).toEqual(["email"]);
    expect(text).not.toMatch(/jjj|deep|extra|validated/);
  });

  it("reset password: gives back neither the password nor its confirmation", async () => {
    const { status, text, result } = await refusal("/admin-auth/reset", {
      token: "no-such-token",
      password: "typed secret one",
      confirmPassword: "typed secret two",
      ...JUNK,
    });
    expect(status).toBe(400);
    expect(result.initialValue ?? {}).toEqual({});
    expect(text).not.toMatch(/typed secret|no-such-token|jjj|deep|extra|validated/);
  });

  it("sign-in: gives back the e-mail only, never the password", async () => {
    const { status, text, result } = await refusal("/admin-auth", {
      intent: "sign-in",
      email: "someone@example.pk",
      password: "a wrong guess",
      ...JUNK,
    });
    expect(status).toBe(401);
    expect(result.initialValue).toEqual({ email: "someone@example.pk" });
    expect(text).not.toMatch(/wrong guess|jjj|deep|extra|validated/);
  });
});
