import type { Submission, SubmissionResult } from "@conform-to/react";

/** What the page shows again of a form: the fields with messages, and those whose values it refills. */
export type ShownFields = { fields: readonly string[]; refilled: readonly string[] };

type ReplyOptions = Parameters<Submission<unknown>["reply"]>[0];

function only<Value>(
  record: Record<string, Value> | null | undefined,
  names: readonly string[],
): Record<string, Value> | undefined {
  if (!record) return undefined;
  return Object.fromEntries(Object.entries(record).filter(([name]) => names.includes(name)));
}

/**
 * The submission's reply (conform's `reply`, with its options) cut to what the page shows:
 * the refilled fields' values, the form's and the fields' messages. The reply holds whatever
 * was posted otherwise, any field a poster adds included, and sends it all back.
 */
export function replyShowing(
  submission: Submission<unknown>,
  shown: ShownFields,
  options?: ReplyOptions,
): SubmissionResult<string[]> {
  const reply = submission.reply(options);
  return {
    status: reply.status,
    // A form reset stays one (null).
    initialValue: reply.initialValue === null ? null : only(reply.initialValue, shown.refilled),
    error: only(reply.error, ["", ...shown.fields]),
    fields: reply.fields?.filter((name) => shown.fields.includes(name)),
  };
}
