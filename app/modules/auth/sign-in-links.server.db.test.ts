import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users, verifications } from "#app/db/schema.ts";
import { grantAdminAccess } from "#app/modules/auth/admin-recovery.server.ts";
import { createUser } from "#app/modules/users/users.server.ts";
import * as signIn from "#app/routes/admin/sign-in.tsx";
import * as signInLink from "#app/routes/admin/sign-in-link.tsx";
import {
  ADMIN,
  type AppHarness,
  createAppHarness,
  SITE,
} from "../../../tests/helpers/app-harness.ts";
import { decodedMail, mailServer } from "../../../tests/helpers/mail-server.ts";
import { SIGN_IN_LINK_EXPIRED_MESSAGE } from "./sign-in-link-form.ts";
import { SIGN_IN_LINK_LIFETIME_MS } from "./sign-in-links.server.ts";
import { beginSignInAttempt } from "./sign-in-lockout.server.ts";
import { pendingSignInUser } from "./two-factor.server.ts";

// "E-mail me a sign-in link" (ADR 0016), through the real actions and a local mail server: the
// owner of an account that strangers have locked for passwords signs in with the link, once.

let app: AppHarness;
const mail = mailServer();

beforeAll(async () => {
  await mail.start();
  app = await createAppHarness(
    { site: { "admin-auth": signIn, "admin-auth/link": signInLink } },
    { SMTP_URL: `smtp://127.0.0.1:${mail.port}` },
  );
});
afterAll(async () => {
  await app.close();
  await mail.stop();
});

const post = (path: string, fields: Record<string, string>, ip = "192.0.2.10") =>
  app.send(
    new Request(`${SITE}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Sec-Fetch-Site": "same-origin" },
    }),
    ip,
  );

/** Asks for a link for the address and returns the token the e-mail carries. */
async function emailedToken(email: string): Promise<string> {
  const before = mail.received.length;
  const asked = await post("/admin-auth/link", { intent: "request", email });
  expect(asked.status).toBe(200);
  const message = await vi.waitFor(
    () => {
      const found = mail.received.slice(before).find((received) => received.to.includes(email));
      if (!found) throw new Error("not delivered yet");
      return found;
    },
    { timeout: 20_000, interval: 100 },
  );
  const url = decodedMail(message.raw).match(/http:\/\/\S+\/admin-auth\/link\?token=[\w-]+/)?.[0];
  return new URL(url ?? "").searchParams.get("token") ?? "";
}

/** Locks the account for every address: failures from fifteen addresses. */
async function lockForEveryone(email: string) {
  for (let address = 1; address <= 15; address++) {
    await beginSignInAttempt(app.db, { email, ip: `203.0.113.${address}` });
  }
  const withPassword = await post("/admin-auth", {
    intent: "sign-in",
    email,
    password: ADMIN.password,
  });
  expect(withPassword.status).toBe(429);
}

/** Another admin: "Forgot password?"'s limit of three e-mails an hour holds per address. */
async function addAdmin(email: string) {
  const { user } = await createUser(app.db, app.services.hashPassword, null, {
    email,
    name: "",
    password: ADMIN.password,
    role: "admin",
    status: "active",
  });
  return user;
}

const cookieHeader = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

describe("a sign-in link", () => {
  it("signs the owner of a locked account in, once, and is stored only as a hash", async () => {
    await lockForEveryone(ADMIN.email);
    const token = await emailedToken(ADMIN.email);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const stored = await app.db
      .select({ identifier: verifications.identifier })
      .from(verifications);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(app.logs)).not.toContain(token);

    const used = await post("/admin-auth/link", { intent: "sign-in", token });
    expect(used.status).toBe(302);
    expect(used.headers.get("location")).toBe("/admin");
    expect(cookieHeader(used)).toContain("dmflow.session_token=");

    const again = await post("/admin-auth/link", { intent: "sign-in", token });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(SIGN_IN_LINK_EXPIRED_MESSAGE);
  });

  it("answers the same for an address without an account, and e-mails nothing", async () => {
    const before = mail.received.length;
    const known = await post("/admin-auth/link", { intent: "request", email: ADMIN.email });
    const unknown = await post("/admin-auth/link", { intent: "request", email: "no@dmflow.pk" });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toEqual(await known.text());
    await vi.waitFor(() => expect(mail.received.length).toBe(before + 1), { timeout: 20_000 });
    expect(mail.received.slice(before).map((received) => received.to)).toEqual([[ADMIN.email]]);
  });

  it("asks for the code next when two-factor is on", async () => {
    const owner = await addAdmin("two-factor@dmflow.pk");
    await app.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, owner.id));
    const token = await emailedToken(owner.email);
    const used = await post("/admin-auth/link", { intent: "sign-in", token });
    expect(used.status).toBe(302);
    expect(used.headers.get("location")).toBe("/admin-auth/two-factor");
    expect(cookieHeader(used)).not.toContain("dmflow.session_token=");
    const pending = await pendingSignInUser(
      app.services,
      new Request(SITE, { headers: { cookie: cookieHeader(used) } }),
      false,
    );
    expect(pending?.id).toBe(owner.id);
  });

  it("ends when the password is set, and after 15 minutes", async () => {
    const owner = await addAdmin("password-set@dmflow.pk");
    const token = await emailedToken(owner.email);
    await grantAdminAccess(app.db, app.services.hashPassword, {
      email: owner.email,
      password: "a new password for sure",
    });
    expect((await post("/admin-auth/link", { intent: "sign-in", token })).status).toBe(400);

    const late = await emailedToken(owner.email);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + SIGN_IN_LINK_LIFETIME_MS + 1000 });
    try {
      expect((await post("/admin-auth/link", { intent: "sign-in", token: late })).status).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });
});
