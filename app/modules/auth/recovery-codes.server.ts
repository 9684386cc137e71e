import { createHmac, randomInt } from "node:crypto";

export const RECOVERY_CODE_COUNT = 10;

// A stored recovery code is this prefix and a keyed hash; a shown one is four groups of five.
const HASHED = "h1:";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const GROUPS = 4;
const GROUP_LENGTH = 5;

/**
 * The recovery codes shown when two-factor is set up or they are renewed: 20 characters from 62
 * (about 119 bits, "xxxxx-xxxxx-xxxxx-xxxxx"), so that a fast keyed hash stores them safely
 * (ASVS 6.5.2 asks 112 bits of a lookup secret that is not stored with a slow hash).
 */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
    ).join("-"),
  );
}

/**
 * A recovery code as stored and as looked up: an HMAC with the auth secret, so the database
 * alone (a backup, a leak) gives no usable code. Blanks around it are forgiven.
 */
export function hashRecoveryCode(secret: string, code: string): string {
  const digest = createHmac("sha256", secret).update(code.trim()).digest("base64url");
  return `${HASHED}${digest}`;
}

/**
 * Better Auth's hook for storing the two-factor recovery codes ("backup codes"). It hands
 * over the JSON list of codes: newly generated ones are hashed, and the list left after one
 * was used (hashes already) is kept as it is. Reading gives the hashes back, so a code is
 * checked by passing its hash (hashRecoveryCode) to verifyBackupCode.
 */
export function recoveryCodeStorage(secret: string) {
  return {
    encrypt: async (json: string) =>
      JSON.stringify(
        (JSON.parse(json) as string[]).map((code) =>
          code.startsWith(HASHED) ? code : hashRecoveryCode(secret, code),
        ),
      ),
    decrypt: async (stored: string) => stored,
  };
}

/** How many unused recovery codes a stored list holds. */
export function countRecoveryCodes(stored: string): number {
  try {
    const codes: unknown = JSON.parse(stored);
    return Array.isArray(codes) ? codes.length : 0;
  } catch {
    return 0;
  }
}
