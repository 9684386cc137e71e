import type { RevisionAction } from "#app/db/enums.ts";
import type { FieldDiff } from "./revision-diff.ts";

// What the History dialog receives from GET/POST /admin/revisions/:pageId (docs/product.md#publishing).

export type RevisionSummary = {
  id: number;
  action: RevisionAction;
  title: string;
  isPublished: boolean;
  actorName: string | null;
  createdAt: string;
};

export type RevisionHistory = {
  revisions: RevisionSummary[];
  /** The revision compared, and what changed from it to the current version. */
  compared: { id: number; changes: FieldDiff[] } | null;
};

export type RevisionsLoaderData =
  | { ok: true; history: RevisionHistory }
  | { ok: false; error: string };

export type RestoreResult = { ok: true; message: string } | { ok: false; error: string };
