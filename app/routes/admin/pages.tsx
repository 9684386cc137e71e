import { data } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { ConsoleForbidden, isForbiddenError } from "#app/components/admin/console-forbidden.tsx";
import { LoadErrorCard } from "#app/components/admin/load-error-card.tsx";
import { PageSettingsManager } from "#app/components/admin/pages/page-settings-manager.tsx";
import {
  LOAD_FAILED,
  PAGES_SUBTITLE,
  PAGES_TITLE,
  type PageSettingResult,
  SAVED_MESSAGES,
  UPDATE_FAILED,
} from "#app/components/admin/pages/page-settings-texts.ts";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import {
  getPageSettings,
  movePage,
  parsePageSettingCommand,
  reorderPages,
  setLegalPage,
  setNavLabels,
  setPageSwitch,
} from "#app/modules/pages/page-settings-admin.server.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/pages";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission({ request, context }, "content.edit");
  return getPageSettings(context.get(servicesContext).db);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission({ request, context }, "content.edit");
  const { db, config } = context.get(servicesContext);
  const actorId = user.id;
  const parsed = parsePageSettingCommand(await request.formData());
  if (!parsed.ok) {
    return data<PageSettingResult>(
      { ok: false, error: UPDATE_FAILED, description: parsed.message },
      { status: 400 },
    );
  }
  const { command } = parsed;
  try {
    switch (command.intent) {
      case "toggle":
        await setPageSwitch(db, actorId, command, { keepRevisions: config.REVISIONS_KEEP });
        break;
      case "move":
        await movePage(db, actorId, command);
        break;
      case "reorder":
        await reorderPages(db, actorId, command.order);
        break;
      case "label":
        await setNavLabels(db, actorId, command);
        break;
      case "legal":
        await setLegalPage(db, actorId, command);
        break;
    }
  } catch (error) {
    const rule = ruleErrorOf(error);
    // Every refusal is a 400 here, whatever its code: the screen shows it as a toast.
    if (rule) {
      return data<PageSettingResult>(
        { ok: false, error: UPDATE_FAILED, description: rule.message },
        { status: 400 },
      );
    }
    context.get(requestInfoContext).log.error({ err: error }, "Error updating a page setting");
    return data<PageSettingResult>({ ok: false, error: UPDATE_FAILED }, { status: 500 });
  }
  return data<PageSettingResult>({ ok: true, message: SAVED_MESSAGES[command.intent] });
}

/**
 * A change that never reached the server fails like any other (a toast), and the page is
 * read again after every change, failed ones included, so the screen shows what is stored.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return { ok: false, error: UPDATE_FAILED } satisfies PageSettingResult;
  }
}

export const meta: Route.MetaFunction = () => [{ title: `${PAGES_TITLE} | Admin` }];

export default function PageSettings({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title={PAGES_TITLE} subtitle={PAGES_SUBTITLE} />
      <PageSettingsManager pages={loaderData.pages} legal={loaderData.legal} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbiddenError(error)) return <ConsoleForbidden />;
  return (
    <>
      <AdminPageHeader title={PAGES_TITLE} subtitle={PAGES_SUBTITLE} />
      <LoadErrorCard message={LOAD_FAILED} />
    </>
  );
}
