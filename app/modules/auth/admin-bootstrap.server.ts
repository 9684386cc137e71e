import { timingSafeEqual } from "node:crypto";
import type { Database } from "#app/db/client.server.ts";
import { RuleError, ruleErrorOf } from "#app/lib/rule-error.ts";
import {
  countActiveAdmins,
  createUser,
  findUserByEmail,
  type HashPassword,
} from "#app/modules/users/users.server.ts";
import { deleteSecret, getOrCreateSecret } from "./server-secrets.server.ts";

// The first admin (docs/product.md#first-admin): from ADMIN_EMAIL / ADMIN_PASSWORD at start, else through the
// setup screen at /admin-auth, guarded by a one-time token the server prints while no admin
// exists. The token lives in the database so every instance prints and accepts the same one.

const SETUP_TOKEN = "admin_setup_token";

export type FirstAdminState =
  | { state: "ready" }
  | { state: "created"; email: string }
  | { state: "setup"; token: string };

export async function prepareFirstAdmin(
  db: Database,
  hashPassword: HashPassword,
  bootstrap: { email?: string; password?: string },
): Promise<FirstAdminState> {
  if ((await countActiveAdmins(db)) > 0) {
    await deleteSecret(db, SETUP_TOKEN);
    return { state: "ready" };
  }
  if (bootstrap.email && bootstrap.password) {
    if (await findUserByEmail(db, bootstrap.email)) {
      throw new Error(
        `ADMIN_EMAIL ${bootstrap.email} belongs to a user who is not an active admin; run \`npm run admin -- create <email>\` with another address.`,
      );
    }
    await createUser(db, hashPassword, null, {
      email: bootstrap.email,
      name: "Administrator",
      password: bootstrap.password,
      role: "admin",
      status: "active",
    }).catch((error: unknown) => {
      const rule = ruleErrorOf(error);
      if (rule) throw new Error(`ADMIN_PASSWORD: ${rule.message}`);
      throw error;
    });
    return { state: "created", email: bootstrap.email };
  }
  return { state: "setup", token: await getOrCreateSecret(db, SETUP_TOKEN) };
}

/** Tells the person at the console how the first admin came to be: plain lines, not log events. */
export function announceFirstAdmin(first: FirstAdminState, baseUrl: string): void {
  if (first.state === "setup") {
    console.log(
      `\nNo admin account yet. Open ${baseUrl}/admin-auth and create one with this one-time setup token:\n\n    ${first.token}\n\n(or start with ADMIN_EMAIL and ADMIN_PASSWORD set)\n`,
    );
  } else if (first.state === "created") {
    console.log(`Created the first admin, ${first.email}, from ADMIN_EMAIL.`);
  }
}

/** True while no active admin exists, i.e. while /admin-auth shows the setup form. */
export async function needsFirstAdmin(db: Database): Promise<boolean> {
  return (await countActiveAdmins(db)) === 0;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given.trim());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Creates the first admin from the setup form, once, with the printed token. */
export async function completeFirstAdminSetup(
  db: Database,
  hashPassword: HashPassword,
  input: { token: string; email: string; name: string; password: string },
) {
  if (!(await needsFirstAdmin(db))) {
    throw new RuleError("conflict", "An admin already exists. Sign in instead.");
  }
  const expected = await getOrCreateSecret(db, SETUP_TOKEN);
  if (!sameToken(input.token, expected)) {
    throw new RuleError(
      "forbidden",
      "The setup token is not right. Copy it from the server's log.",
      { field: "token" },
    );
  }
  const result = await createUser(db, hashPassword, null, {
    email: input.email,
    name: input.name,
    password: input.password,
    role: "admin",
    status: "active",
  });
  await deleteSecret(db, SETUP_TOKEN);
  return result.user;
}
