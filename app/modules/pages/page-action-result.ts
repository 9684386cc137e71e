import type { IntentResult } from "#app/lib/intent-action.ts";
import type { PageKind } from "./page-slugs.ts";

// What the Content and Blog managers' actions answer.

/** `update` publishes the edited fields; `draft` keeps them beside a published live version. */
export const PAGE_INTENTS = ["create", "update", "draft", "delete"] as const;
export type PageIntent = (typeof PAGE_INTENTS)[number];

/** What a save or delete answers beside its message: the item's kind, and what became of it. */
export type PageShownToo = { kind: PageKind; description: string };

/**
 * What the Content and Blog managers' actions answer. A failure's `error` is the toast's
 * heading ('Validation Error', 'Save failed' or 'Delete failed'), its `description` the
 * problem; `fieldErrors` are each refused field's (a body's by its path, ADR 0023).
 */
export type PagesActionResult = IntentResult<PageIntent, PageShownToo>;

/** The page editor's publishing bar: the item as it stands on or off the site, or later. */
export const PUBLISHING_INTENTS = ["publish", "unpublish", "schedule"] as const;
export type PublishingIntent = (typeof PUBLISHING_INTENTS)[number];

/** What the publishing bar's actions answer: the toast's heading and text. */
export type PublishingResult = IntentResult<PublishingIntent, { description: string }>;
