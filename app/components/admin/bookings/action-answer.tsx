import type { IntentResult } from "#app/lib/intent-action.ts";

/**
 * What a Bookings action answered, above the screen: its message as a status, or its refusal
 * as an alert, read out where it appears (the screen works without scripts too).
 */
export function ActionAnswer({ answer }: { answer: IntentResult<string> }) {
  return (
    <p
      role={answer.ok ? "status" : "alert"}
      className={
        answer.ok
          ? "mb-6 rounded-md border border-primary/40 bg-card p-3 text-sm"
          : "mb-6 rounded-md border border-destructive bg-card p-3 text-sm"
      }
    >
      {answer.ok ? answer.message : answer.error}
    </p>
  );
}
