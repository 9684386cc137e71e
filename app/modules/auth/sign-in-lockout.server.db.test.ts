import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activityLog, notificationOutbox, signInFailures, users } from "#app/db/schema.ts";
import { createUser } from "#app/modules/users/users.server.ts";
import * as signIn from "#app/routes/admin/sign-in.tsx";
import {
  ADMIN,
  type AppHarness,
  createAppHarness,
  SITE,
} from "../../../tests/helpers/app-harness.ts";
import { mailServer } from "../../../tests/helpers/mail-server.ts";
import {
  beginSignInAttempt,
  clearSignInFailures,
  signInAccountKey,
} from "./sign-in-lockout.server.ts";

// Password guessing is limited per address and per account (ADR 0016), through the real sign-in
// action: past five failures an address is refused at that account, right or wrong alike, for a
// time that grows, while the owner signs in from another; failures from several addresses lock
// the account for everyone. A lock says when to come back, and its end (the app's clock, Date,
// moved rather than waited for) lets the right password in.

let app: AppHarness;
const mail = mailServer();

beforeAll(async () => {
  await mail.start();
  app = await createAppHarness(
    { site: { "admin-auth": signIn } },
    { SMTP_URL: `smtp://127.0.0.1:${mail.port}` },
  );
});
afterAll(async () => {
  await app.close();
  await mail.stop();
});
afterEach(async () => {
  vi.useRealTimers();
  await app.db.delete(signInFailures);
});

/** A sign-in from its own address: the address's own limits never decide here. */
let nextAddress = 1;
function signInFromNewAddress(email: string, password: string) {
  const address = `198.51.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
  nextAddress++;
  return signInFrom(address, email, password);
}

function signInFrom(address: string, email: string, password: string) {
  return app.send(
    new Request(`${SITE}/admin-auth`, {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-in", email, password }),
      headers: { "Sec-Fetch-Site": "same-origin" },
    }),
    address,
  );
}

/** What a client can observe of an answer: status, headers that are not per request, body. */
async function observed(response: Response) {
  const headers = [...response.headers].filter(([name]) => !["x-request-id"].includes(name));
  return { status: response.status, headers, body: await response.text() };
}

describe("failed sign-ins per address and per account", () => {
  it("locks the address that made five failures out of the account, while the owner signs in from another", async () => {
    const guesser = "203.0.113.7";
    const statuses: number[] = [];
    for (let guess = 0; guess < 6; guess++) {
      statuses.push((await signInFrom(guesser, ADMIN.email, `wrong-guess-${guess}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signInFrom(guesser, ADMIN.email, ADMIN.password)).status).toBe(429);
    expect((await signInFromNewAddress(ADMIN.email, ADMIN.password)).status).toBe(302);
    // The owner's sign-in forgives nothing of the guesser's.
    expect((await signInFrom(guesser, ADMIN.email, ADMIN.password)).status).toBe(429);
  });

  it("never lets one address guessing for hours lock the account for everyone", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const guesser = "203.0.113.8";
    let failures = 0;
    for (let minute = 0; minute < 6 * 60; minute += 5) {
      vi.setSystemTime(start + minute * 60_000);
      const response = await signInFrom(guesser, ADMIN.email, `patient-guess-${minute}`);
      if (response.status === 401) failures++;
    }
    // Five free, then one per lock (1, 2, 4, 8 minutes, then every 15).
    expect(failures).toBeGreaterThan(15);
    expect(failures).toBeLessThanOrEqual(5 + 4 + 4 * 6);
    expect((await signInFromNewAddress(ADMIN.email, ADMIN.password)).status).toBe(302);
  });

  it("locks the account after fifteen wrong passwords spread over fifteen addresses, refuses even the right one while locked, and lets it in once the lock ends", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let guess = 0; guess < 25; guess++) {
      const response = await signInFromNewAddress(ADMIN.email, `wrong-guess-${guess}`);
      statuses.push(response.status);
      refused = response;
    }
    expect(statuses.slice(0, 15)).toEqual(Array(15).fill(401));
    expect(statuses.slice(15)).toEqual(Array(10).fill(429));
    expect(refused?.headers.get("retry-after")).toBe("60");
    const wrongWhileLocked = await observed(
      await signInFromNewAddress(ADMIN.email, "another-guess"),
    );
    expect(JSON.parse(wrongWhileLocked.body)).toMatchObject({
      toast: { title: "Too many attempts", description: "Please wait 1 minute and try again." },
    });
    // The right password is not even looked at: its answer is the wrong one's.
    expect(await observed(await signInFromNewAddress(ADMIN.email, ADMIN.password))).toEqual(
      wrongWhileLocked,
    );

    vi.setSystemTime(start + 60_000);
    const signedIn = await signInFromNewAddress(ADMIN.email, ADMIN.password);
    expect(signedIn.status).toBe(302);
  });

  it("takes back what the owner's own mistypes added to the account's run when they sign in", async () => {
    const owner = "192.0.2.44";
    for (let mistype = 0; mistype < 4; mistype++) {
      await signInFrom(owner, ADMIN.email, `one-mistype-${mistype}`);
    }
    expect((await signInFrom(owner, ADMIN.email, ADMIN.password)).status).toBe(302);
    expect(
      await app.db
        .select({ failures: signInFailures.failures })
        .from(signInFailures)
        .where(eq(signInFailures.account, signInAccountKey(ADMIN.email))),
    ).toEqual([{ failures: 0 }]);
  });

  it("doubles an address's lock with each failure after it, up to 15 minutes, and forgets a run after a day", async () => {
    const start = Date.parse("2026-03-02T10:00:00Z");
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    const email = { email: "nobody-here@dmflow.pk", ip: "203.0.113.9" };
    for (let failure = 0; failure < 5; failure++) {
      expect(await beginSignInAttempt(app.db, email, at(0))).toMatchObject({ admitted: true });
    }
    expect(await beginSignInAttempt(app.db, email, at(0.5))).toEqual({
      admitted: false,
      retryAfterSeconds: 30,
    });
    let minute = 0;
    for (const lockMinutes of [1, 2, 4, 8, 15, 15]) {
      minute += lockMinutes;
      expect(await beginSignInAttempt(app.db, email, at(minute - 0.01))).toMatchObject({
        admitted: false,
      });
      const attempt = await beginSignInAttempt(app.db, email, at(minute));
      expect(attempt).toMatchObject({ admitted: true });
    }
    // A day after the last failure the run starts over: five free ones again.
    expect(await beginSignInAttempt(app.db, email, at(minute + 24 * 60))).toMatchObject({
      admitted: true,
      address: { failures: 1, lockedUntil: null },
    });
    await clearSignInFailures(app.db, email);
  });

  it("lets only one of many simultaneous guesses past the lock's threshold", async () => {
    const now = new Date("2026-03-02T11:00:00Z");
    const ip = "203.0.113.10";
    for (let failure = 0; failure < 4; failure++)
      await beginSignInAttempt(app.db, { email: "x@dmflow.pk", ip }, now);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () =>
        beginSignInAttempt(app.db, { email: "X@dmflow.pk", ip }, now),
      ),
    );
    expect(attempts.filter((attempt) => attempt.admitted)).toHaveLength(1);
  });
});

describe("an account that may not use the console", () => {
  it("is answered for its right password exactly as for a wrong one, and each counts as a failure", async () => {
    const password = "quiet-moderator-passphrase";
    const accounts = [
      { email: "inactive-admin@dmflow.pk", role: "admin" as const, status: "inactive" as const },
      { email: "banned-admin@dmflow.pk", role: "admin" as const, status: "active" as const },
    ];
    for (const account of accounts) {
      const { user } = await createUser(app.db, app.services.hashPassword, null, {
        ...account,
        name: "Not Console",
        password,
      });
      if (account.email.startsWith("banned")) {
        await app.db.update(users).set({ banned: true }).where(eq(users.id, user.id));
      }
      const from = "192.0.2.77";
      const wrong = await observed(await signInFrom(from, account.email, "wrong-password-1"));
      const right = await observed(await signInFrom(from, account.email, password));
      expect(wrong.status).toBe(401);
      expect(right).toEqual(wrong);
      expect(JSON.parse(right.body)).toMatchObject({
        toast: { title: "Login Failed", description: "Please check your credentials" },
      });
      for (let again = 0; again < 3; again++) await signInFrom(from, account.email, password);
      expect((await signInFrom(from, account.email, password)).status).toBe(429);
    }
  });
});

async function ownerId() {
  const [owner] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, ADMIN.email));
  return owner?.id;
}

describe("the account lock's notice", () => {
  it("goes once per run to the Activity log and by e-mail to the account's owner, never for an unknown e-mail", async () => {
    const id = await ownerId();
    const lockEntries = () =>
      app.db
        .select({
          entityId: activityLog.entityId,
          userId: activityLog.userId,
          details: activityLog.details,
        })
        .from(activityLog)
        .where(and(eq(activityLog.action, "sign_in_locked"), eq(activityLog.entity, "account")));
    const notices = () =>
      app.db
        .select({ id: notificationOutbox.id, recipientId: notificationOutbox.recipientId })
        .from(notificationOutbox)
        .where(eq(notificationOutbox.kind, "account_locked"));
    const [entriesBefore, noticesBefore] = [(await lockEntries()).length, (await notices()).length];
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    for (let guess = 0; guess < 15; guess++) {
      await signInFromNewAddress(ADMIN.email, `secret-guess-${guess}`);
      await signInFromNewAddress("ghost@dmflow.pk", `secret-guess-${guess}`);
    }
    // The next lock of the same run is not announced again.
    vi.setSystemTime(start + 60_000);
    await signInFromNewAddress(ADMIN.email, "secret-guess-15");
    vi.useRealTimers();

    expect((await lockEntries()).slice(entriesBefore)).toEqual([
      {
        entityId: id,
        userId: null,
        details: expect.objectContaining({
          failures: 15,
          lockedUntil: new Date(start + 60_000).toISOString(),
        }),
      },
    ]);
    const queued = (await notices()).slice(noticesBefore);
    expect(queued).toEqual([{ id: expect.any(Number), recipientId: id }]);
    app.services.notifications.nudge();
    const messageId = `<account-locked-${queued[0]?.id}@dmflow.notifications>`;
    const notice = await vi.waitFor(
      () => {
        const found = mail.received.find((received) => received.raw.includes(messageId));
        if (!found) throw new Error("not delivered yet");
        return found;
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(notice.to).toEqual([ADMIN.email]);
    expect(notice.raw).toContain("sign-in to your account paused");
    expect(notice.raw).not.toContain("secret-guess");
  });
});
