import type { SubmissionResult } from "@conform-to/react";

/**
 * A console action's refusal (IntentResult) as conform's `lastResult`: each message beside its
 * field, what was typed kept; undefined for a success. Memoize it on the answer: conform takes a
 * new object as a new reply.
 */
export function refusalReply(
  answer: { ok: true } | { ok: false; fieldErrors?: Record<string, string[]> } | undefined,
): SubmissionResult<string[]> | undefined {
  if (!answer || answer.ok) return undefined;
  return { status: "error", error: answer.fieldErrors ?? {} };
}
