// The lead forms' submission key, the parts that hold on both sides: a lead form posts it, and
// a repeat of the same key with the same content is the lead already stored, answered as it
// was the first time (docs/decisions/0031-lead-submission-keys.md).

/** The hidden form field that carries the submission key. */
export const SUBMISSION_KEY_FIELD = "submission_key";

const KEY_PATTERN = /^[0-9a-f]{32}$/;

/**
 * A new random key: 128 bits as hex. crypto.getRandomValues, not randomUUID: the latter is
 * missing from pages served over plain http, where the forms must work as well.
 */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Whether a posted value is a key this module makes (anything else is treated as none). */
export function isSubmissionKey(value: unknown): value is string {
  return typeof value === "string" && KEY_PATTERN.test(value);
}
