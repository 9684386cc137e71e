// `npm run admin -- create <email> [--name "Full Name"]`: gives an address console access, for
// a first admin or someone locked out. Asks for the password at a terminal (empty: one is
// generated and printed); elsewhere it always generates one.
// `npm run admin -- reset-2fa <email>`: turns two-factor sign-in off and removes the passkeys
// of someone who lost their authenticator and recovery codes or passkeys (their sessions end;
// with two-factor required they set it up again after the password). Both are in the activity
// log.
// Uses the same database settings as the server (DATA_DIR or DATABASE_URL); with the embedded
// database, stop the server first.
import { stdin, stdout } from "node:process";
import { createInterface } from "node:readline/promises";
import { hashPassword } from "better-auth/crypto";
import { readConfig } from "#app/config.server.ts";
import { openDatabase } from "#app/db/client.server.ts";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { grantAdminAccess } from "#app/modules/auth/admin-recovery.server.ts";
import { resetTwoFactor } from "#app/modules/auth/security-settings.server.ts";
import { MIN_PASSWORD_LENGTH } from "#app/modules/users/user-form.ts";

const [command, email, ...rest] = process.argv.slice(2);
const nameFlag = rest.indexOf("--name");
const name = nameFlag >= 0 ? rest[nameFlag + 1] : undefined;

if (
  (command !== "create" && command !== "reset-2fa") ||
  !email ||
  !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
) {
  console.error(
    'usage: npm run admin -- create <email> [--name "Full Name"]\n       npm run admin -- reset-2fa <email>',
  );
  process.exit(2);
}

async function askPassword(): Promise<string | undefined> {
  if (!stdin.isTTY) return undefined;
  const prompt = createInterface({ input: stdin, output: stdout });
  const answer = await prompt.question(
    `Password for ${email} (at least ${MIN_PASSWORD_LENGTH} characters; empty to generate one): `,
  );
  prompt.close();
  if (answer && answer.length < MIN_PASSWORD_LENGTH) {
    console.error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    process.exit(2);
  }
  return answer || undefined;
}

const config = readConfig();
const password = command === "create" ? await askPassword() : undefined;
let connection: Awaited<ReturnType<typeof openDatabase>>;
try {
  connection = await openDatabase(
    config.DATABASE_URL
      ? { engine: "postgres", url: config.DATABASE_URL }
      : { engine: "pglite", dataDir: config.DATA_DIR },
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
try {
  await connection.migrate();
  if (command === "reset-2fa") {
    if (!(await resetTwoFactor(connection.db, email))) {
      console.error(`No user with the address ${email}.`);
      process.exitCode = 1;
    } else {
      console.log(
        `Two-factor sign-in is off and the passkeys are removed for ${email}; their sessions have ended.`,
      );
    }
  } else {
    const result = await grantAdminAccess(connection.db, hashPassword, {
      email,
      name,
      password,
    }).catch((error: unknown) => {
      // A password the policy refuses: said plainly, nothing changed.
      const rule = ruleErrorOf(error);
      if (!rule) throw error;
      console.error(rule.message);
      process.exit(2);
    });
    console.log(`${result.created ? "Created" : "Updated"} ${email}: an active admin.`);
    if (!password) console.log(`Password (shown once): ${result.password}`);
  }
} finally {
  await connection.close();
}
