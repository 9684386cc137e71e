import type { SubmissionResult } from "@conform-to/react";
import type { PagesActionResult } from "#app/modules/pages/page-action-result.ts";

/**
 * What the page editor's action answers: the form's reply (each refused field's problem, for
 * conform) and the save's own answer (the toast), none when the form did not pass its check.
 */
export type SectionsActionData = {
  submission: SubmissionResult<string[]>;
  result: PagesActionResult | null;
};
