import { data } from "react-router";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import { requestLogger } from "#app/modules/logging/logger.server.ts";
import { restoreRevision } from "#app/modules/pages/page-commands.server.ts";
import { PAGE_SNAPSHOT_FIELDS } from "#app/modules/pages/page-definition.ts";
import { PAGE_TEXTS } from "#app/modules/pages/page-texts.ts";
import type {
  RestoreResult,
  RevisionsLoaderData,
} from "#app/modules/publishing/revision-history.ts";
import { revisionHistory } from "#app/modules/publishing/revisions.server.ts";
import { servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/page-revisions";

// GET /admin/revisions/:pageId[?revision=N]: a page's or post's revisions and the diff of one
// against the current version (the History dialog). POST restores one (intent=restore).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function revisionParam(value: FormDataEntryValue | string | null): number | null {
  const number = Number(value);
  return typeof value === "string" && /^\d{1,15}$/.test(value) ? number : null;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requirePermission({ request, context }, "content.edit");
  const { db } = context.get(servicesContext);
  const revisionId = revisionParam(new URL(request.url).searchParams.get("revision"));
  const history = UUID.test(params.pageId)
    ? await revisionHistory(db, params.pageId, revisionId, PAGE_SNAPSHOT_FIELDS)
    : null;
  if (!history) {
    return data<RevisionsLoaderData>({ ok: false, error: "This item no longer exists" }, 404);
  }
  return data<RevisionsLoaderData>({ ok: true, history });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = requirePermission({ request, context }, "content.edit");
  const { db, config } = context.get(servicesContext);
  const form = await request.formData();
  const revisionId = revisionParam(form.get("revision"));
  if (form.get("intent") !== "restore" || revisionId === null) {
    return data<RestoreResult>({ ok: false, error: PAGE_TEXTS.revisionGone }, 400);
  }
  try {
    const row = await restoreRevision(db, actor.id, params.pageId, revisionId, {
      keepRevisions: config.REVISIONS_KEEP,
    });
    return data<RestoreResult>({ ok: true, message: `“${row.title}” is restored.` });
  } catch (error) {
    const rule = ruleErrorOf(error);
    if (rule) return data<RestoreResult>({ ok: false, error: rule.message }, rule.status);
    requestLogger()?.error({ err: error }, "Restoring a revision failed");
    return data<RestoreResult>({ ok: false, error: PAGE_TEXTS.restoreFailed }, 500);
  }
}
