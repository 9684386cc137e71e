import { createHmac } from "node:crypto";

export const RECOVERY_CODE_COUNT = 10;

// A stored recovery code is this prefix and a keyed hash; a shown one is "xxxxx-xxxxx".
const HASHED = "h1:";

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
