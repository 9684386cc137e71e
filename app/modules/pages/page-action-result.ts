import type { SubmissionResult } from "@conform-to/react";
import type { BodyIssue } from "#app/modules/sections/page-body.ts";
import type { PageKind } from "./page-slugs.ts";

// What the Content and Blog managers' actions answer.

/** `update` publishes the edited fields; `draft` keeps them beside a published live version. */
export const PAGE_INTENTS = ["create", "update", "draft", "delete"] as const;
export type PageIntent = (typeof PAGE_INTENTS)[number];

/** What the Content and Blog managers' actions answer. */
export type PagesActionResult =
  | {
      ok: true;
      intent: PageIntent;
      kind: PageKind;
      message: string;
      description: string;
    }
  | {
      ok: false;
      intent: PageIntent | null;
      /** The toast's title: 'Validation Error', 'Save failed' or 'Delete failed'. */
      title: string;
      error: string;
      /** The form's reply: each refused field's problem, for conform (none if it was not read). */
      result?: SubmissionResult<string[]>;
      /** A refused body's problems, each at its field (`content.2.props.title.ur`, ADR 0023). */
      issues?: BodyIssue[];
    };
