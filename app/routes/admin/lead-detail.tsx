import { ArrowLeft } from "lucide-react";
import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { BackLink } from "#app/components/admin/back-link.tsx";
import { ConsoleForbidden, isForbiddenError } from "#app/components/admin/console-forbidden.tsx";
import { withLeadActionToast } from "#app/components/admin/leads/lead-action-toast.ts";
import { LeadChannelsCard } from "#app/components/admin/leads/lead-channels-card.tsx";
import { LeadDetailView } from "#app/components/admin/leads/lead-detail-view.tsx";
import { LeadDuplicatesCard } from "#app/components/admin/leads/lead-duplicates-card.tsx";
import { LeadTimeline } from "#app/components/admin/leads/lead-timeline.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { forbidden, requirePermission } from "#app/modules/auth/session.server.ts";
import { listDuplicatesOf } from "#app/modules/leads/lead-duplicates.server.ts";
import { LEADS_LIST_PATH, safeLeadsBackPath } from "#app/modules/leads/lead-filters.ts";
import { listAssignableUsers } from "#app/modules/leads/lead-owner.server.ts";
import { getLead } from "#app/modules/leads/lead-queries.server.ts";
import { listLeadTimeline } from "#app/modules/leads/lead-timeline.server.ts";
import { listLeadTouches } from "#app/modules/leads/lead-touches.server.ts";
import { answerLeadCommand } from "#app/modules/leads/leads-admin-action.server.ts";
import { isLeadId } from "#app/modules/leads/leads-admin-form.ts";
import {
  getReplySiteTitle,
  getWhatsappTemplates,
} from "#app/modules/leads/whatsapp-reply.server.ts";
import { flashToastHeader } from "#app/modules/toast/flash.server.ts";
import { worksOwnLeadsOnly } from "#app/modules/users/permissions.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/lead-detail";

const backPathOf = (request: Request) =>
  safeLeadsBackPath(new URL(request.url).searchParams.get("back"));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = requirePermission({ request, context }, "leads.work");
  const { db, config } = context.get(servicesContext);
  const lead = isLeadId(params.leadId) ? await getLead(db, params.leadId) : null;
  if (!lead) throw data({ backPath: backPathOf(request) }, { status: 404 });
  // Someone who works only their own leads opens only those and unassigned ones (ADR 0027).
  const ownLeadsOnly = worksOwnLeadsOnly(viewer);
  if (ownLeadsOnly && lead.ownerId !== null && lead.ownerId !== viewer.id) throw forbidden();
  const owners = await listAssignableUsers(db);
  return {
    lead,
    timeline: await listLeadTimeline(db, lead.id),
    touches: await listLeadTouches(db, lead.id),
    // Merging is managing leads; someone who works only their own takes a lead or lets it go.
    duplicates: ownLeadsOnly ? [] : await listDuplicatesOf(db, lead.id),
    owners: ownLeadsOnly ? owners.filter((owner) => owner.id === viewer.id) : owners,
    manage: !ownLeadsOnly,
    whatsapp: {
      templates: await getWhatsappTemplates(db),
      siteTitle: await getReplySiteTitle(db),
    },
    viewerId: viewer.id,
    timeZone: config.SITE_TIMEZONE,
    backPath: backPathOf(request),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requirePermission({ request, context }, "leads.work");
  const services = context.get(servicesContext);
  const form = await request.formData();
  // This screen acts on its own lead only.
  form.delete("id");
  if (isLeadId(params.leadId)) form.set("id", params.leadId);
  const answer = await answerLeadCommand(services.db, user.id, form, {
    timeZone: services.config.SITE_TIMEZONE,
    log: context.get(requestInfoContext).log,
    ownLeadsOnly: worksOwnLeadsOnly(user),
  });
  if ("ok" in answer && answer.ok && answer.intent === "delete") {
    // The lead is gone: back to the list it came from, with the toast.
    return redirect(backPathOf(request), {
      headers: {
        "Set-Cookie": await flashToastHeader(
          { kind: "success", title: answer.message },
          services.secureCookies,
        ),
      },
    });
  }
  return answer;
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withLeadActionToast(serverAction);
}

export const meta: Route.MetaFunction = () => [{ title: "Lead details | Admin" }];

export default function LeadDetail({ loaderData, actionData }: Route.ComponentProps) {
  const whatsappUrl = actionData?.ok ? actionData.whatsappUrl : null;
  const {
    lead,
    timeline,
    touches,
    duplicates,
    owners,
    manage,
    whatsapp,
    viewerId,
    timeZone,
    backPath,
  } = loaderData;
  return (
    <>
      <BackLink to={backPath}>Back to Leads</BackLink>
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-3xl">
          {/* A name in Urdu keeps its own direction in the English console (ADR 0053). */}
          <bdi>{lead.name}</bdi>
        </h1>
        <p className="mt-1 text-muted-foreground [overflow-wrap:anywhere]">Lead details</p>
      </div>
      {whatsappUrl ? (
        <p role="status" className="mb-6 rounded-md border border-primary/40 bg-card p-3 text-sm">
          Contacted via WhatsApp.{" "}
          <a href={whatsappUrl} className="font-medium underline underline-offset-4">
            Open the WhatsApp chat
          </a>
        </p>
      ) : null}
      <LeadDetailView
        lead={lead}
        owners={owners}
        manage={manage}
        whatsapp={whatsapp}
        timeZone={timeZone}
      >
        <LeadChannelsCard touches={touches} timeZone={timeZone} />
        <LeadDuplicatesCard lead={lead} duplicates={duplicates} timeZone={timeZone} />
        <LeadTimeline leadId={lead.id} items={timeline} viewerId={viewerId} timeZone={timeZone} />
      </LeadDetailView>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isForbiddenError(error)) return <ConsoleForbidden />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const backPath =
    isRouteErrorResponse(error) &&
    typeof (error.data as { backPath?: unknown } | null)?.backPath === "string"
      ? (error.data as { backPath: string }).backPath
      : LEADS_LIST_PATH;
  return (
    <div className="flex flex-col items-center gap-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? "Lead not found" : "Something went wrong"}</h1>
      <p className="text-muted-foreground">
        {notFound
          ? "This lead does not exist. It may have been deleted permanently."
          : "The lead could not be loaded. Please try again."}
      </p>
      <Link to={backPath} className={buttonVariants()}>
        <ArrowLeft aria-hidden="true" />
        Back to Leads
      </Link>
    </div>
  );
}
