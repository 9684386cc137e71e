import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#app/db/schema.ts";
import { prepareFirstAdmin } from "#app/modules/auth/admin-bootstrap.server.ts";
import * as signIn from "#app/routes/admin/sign-in.tsx";
import { type AppHarness, createAppHarness, SITE } from "../../../tests/helpers/app-harness.ts";

// The first admin's setup at /admin-auth (docs/product.md#first-admin) through its real route:
// a refusal is the toast and the message under the field it is about.

let app: AppHarness;
let token = "";

beforeAll(async () => {
  app = await createAppHarness({ site: { "admin-auth": signIn } });
  // A fresh install: no admin yet, so the form is the setup's.
  await app.db.delete(users);
  const state = await prepareFirstAdmin(app.db, app.services.hashPassword, {});
  token = state.state === "setup" ? state.token : "";
});
afterAll(() => app.close());

function setup(fields: Record<string, string>) {
  return app.send(
    new Request(`${SITE}/admin-auth`, {
      method: "POST",
      body: new URLSearchParams({ intent: "setup", name: "Owner", ...fields }),
      headers: { "Sec-Fetch-Site": "same-origin" },
    }),
    "198.51.100.7",
  );
}

describe("the first admin's setup", () => {
  it("shows a refused password under its field as well as in the toast", async () => {
    const answer = await setup({ token, email: "owner@dmflow.pk", password: "password123" });
    expect(answer.status).toBe(400);
    const body = await answer.json();
    const message = "This is one of the most common passwords. Choose another.";
    expect(body).toMatchObject({
      toast: { title: "Setup failed", description: message },
      result: { error: { password: [message] }, initialValue: { email: "owner@dmflow.pk" } },
    });
    expect(JSON.stringify(body)).not.toContain("password123");
  });

  it("shows a wrong setup token under its field", async () => {
    const answer = await setup({
      token: "not-the-token",
      email: "owner@dmflow.pk",
      password: "a-long-unusual-passphrase-4711",
    });
    expect(await answer.json()).toMatchObject({
      result: {
        error: { token: ["The setup token is not right. Copy it from the server's log."] },
      },
    });
  });
});
