import path from "node:path";
import { Worker } from "node:worker_threads";
import { PASSWORD_THREAD_RESOURCE_LIMITS } from "#app/lib/memory-budget.ts";
import type { PasswordStrength, PasswordStrengthJob } from "./password-strength-thread.server.ts";

// The one password policy (ADR 0016), for every password a person chooses: at first-admin setup,
// in ADMIN_PASSWORD, in User Management, on the command line and on the Account screen. A
// password is estimated with zxcvbn-ts (its common-password list, drawn from breach corpora,
// English words, names, keyboard patterns) given the words of this product and of the account:
// one found whole in the common list, or scored below 3 of 4, is refused. Length is checked
// by the forms (8 to 128 characters); there are no composition rules.

// A password is chosen rarely and zxcvbn's dictionaries hold some 60 MB once built: each
// estimate runs in a thread of its own (./password-strength-thread.server.ts), which ends with
// it and takes the dictionaries along; in the server's thread they stayed for good (ADR 0050).
// Run by Node as it is (the server build bundles this module, not the thread's); npm scripts
// run from the project root.
const THREAD_FILE = path.resolve(
  process.cwd(),
  "app/modules/users/password-strength-thread.server.ts",
);

/** zxcvbn-ts's verdict on `password` given `words`, from a thread of its own. */
function estimateStrength(job: PasswordStrengthJob): Promise<PasswordStrength> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(THREAD_FILE, {
      workerData: job,
      resourceLimits: PASSWORD_THREAD_RESOURCE_LIMITS,
    });
    thread.once("message", resolve);
    thread.once("error", reject);
    thread.once("exit", (code) =>
      reject(new Error(`The password estimate ended without an answer (${code})`)),
    );
  });
}

const MIN_SCORE = 3;

/** Words of this product and its market that make a password easier to guess (ASVS 6.2.11). */
export const CONTEXT_WORDS = [
  "dmflow",
  "admin",
  "administrator",
  "console",
  "dashboard",
  "leads",
  "whatsapp",
  "instagram",
  "messenger",
  "facebook",
  "chatbot",
  "automation",
  "pakistan",
  "karachi",
  "lahore",
  "islamabad",
];

/**
 * Why the password would be refused, in words for the person; null when it is strong enough.
 * `accountWords` are the account's own (e-mail, name).
 */
export async function weakPasswordReason(
  password: string,
  accountWords: string[],
): Promise<string | null> {
  const { isCommon, score, hint } = await estimateStrength({
    password,
    words: [...CONTEXT_WORDS, ...accountWords],
  });
  if (isCommon) return "This is one of the most common passwords. Choose another.";
  if (score < MIN_SCORE) return `This password is too easy to guess.${hint ? ` ${hint}` : ""}`;
  return null;
}
