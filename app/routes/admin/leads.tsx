import { Download, FileDown, MessageCirclePlus, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import {
  Link,
  type ShouldRevalidateFunctionArgs,
  useFetchers,
  useLocation,
  useNavigation,
} from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { downloadLeadsCsv } from "#app/components/admin/leads/download-leads-csv.ts";
import { withLeadActionToast } from "#app/components/admin/leads/lead-action-toast.ts";
import { LeadsBulkBar } from "#app/components/admin/leads/leads-bulk-bar.tsx";
import { LeadsFilters } from "#app/components/admin/leads/leads-filters.tsx";
import { LeadsPagination } from "#app/components/admin/leads/leads-pagination.tsx";
import { LeadsTable } from "#app/components/admin/leads/leads-table.tsx";
import { formatLeadsTotal, WithLeadsTotal } from "#app/components/admin/leads/leads-total.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { cn } from "#app/lib/utils.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import {
  DEFAULT_LEAD_FILTERS,
  LEADS_LIST_PATH,
  leadFiltersSearch,
  parseLeadFilters,
} from "#app/modules/leads/lead-filters.ts";
import { LEAD_FROM_CHAT_PATH } from "#app/modules/leads/lead-from-chat-form.ts";
import { listAssignableUsers } from "#app/modules/leads/lead-owner.server.ts";
import { leadsPage } from "#app/modules/leads/lead-queries.server.ts";
import { answerLeadCommand } from "#app/modules/leads/leads-admin-action.server.ts";
import { leadCount } from "#app/modules/leads/leads-admin-display.ts";
import { FETCH_FAILED_MESSAGE } from "#app/modules/leads/leads-admin-form.ts";
import { ALL_FIELDS_EXPORT_HINT, SPEC_EXPORT_HINT } from "#app/modules/leads/leads-csv.ts";
import { can, worksOwnLeadsOnly } from "#app/modules/users/permissions.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/leads";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requirePermission({ request, context }, "leads.work");
  const { db, config } = context.get(servicesContext);
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  const timeZone = config.SITE_TIMEZONE;
  const ownLeadsOnly = worksOwnLeadsOnly(viewer);
  // What the screen offers (ADR 0027); the server checks each again when it is asked.
  const abilities = {
    manage: can(viewer, "leads.manage"),
    exportAll: can(viewer, "leads.export"),
    privacy: can(viewer, "leads.privacy"),
  };
  const log = context.get(requestInfoContext).log;
  try {
    const { list, total } = await leadsPage(db, filters, {
      timeZone,
      viewerId: viewer.id,
      workerId: ownLeadsOnly ? viewer.id : undefined,
    });
    if (total instanceof Promise) {
      total.catch((error) => log.error({ err: error }, "Failed to count leads"));
    }
    const owners = await listAssignableUsers(db);
    return {
      filters: { ...filters, page: list.page },
      list,
      total,
      owners: ownLeadsOnly ? owners.filter((owner) => owner.id === viewer.id) : owners,
      abilities,
      timeZone,
      error: null,
    };
  } catch (error) {
    log.error({ err: error }, "Failed to fetch leads");
    const list = { rows: [], page: 1, size: filters.size, hasNext: false };
    return {
      filters,
      list,
      total: 0,
      owners: [],
      abilities,
      timeZone,
      error: FETCH_FAILED_MESSAGE,
    };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requirePermission({ request, context }, "leads.work");
  const { db, config } = context.get(servicesContext);
  return answerLeadCommand(db, user.id, await request.formData(), {
    timeZone: config.SITE_TIMEZONE,
    log: context.get(requestInfoContext).log,
    ownLeadsOnly: worksOwnLeadsOnly(user),
  });
}

/** A refused action may still mean the list is stale (someone else changed it): reload. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? true : defaultShouldRevalidate;
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return withLeadActionToast(serverAction);
}

export const meta: Route.MetaFunction = () => [{ title: "Leads | Admin" }];

/** True while the list is being (re)loaded: a filter or page change, or after an action. */
function useLeadsPending() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const navigating =
    navigation.state === "loading" && navigation.location.pathname === LEADS_LIST_PATH;
  return navigating || fetchers.some((fetcher) => fetcher.state === "loading");
}

export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const { filters, list, total, owners, abilities, timeZone, error } = loaderData;
  const location = useLocation();
  const pending = useLeadsPending();

  // The selection belongs to the rows on screen: a new page or new filters clear it.
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [selectionFor, setSelectionFor] = useState(location.search);
  if (selectionFor !== location.search) {
    setSelectionFor(location.search);
    setSelected(new Set());
  }
  const selectedRows = list.rows.filter((row) => selected.has(row.id));

  useEffect(() => {
    if (loaderData.error) toast.error(loaderData.error);
  }, [loaderData]);

  const listSearch = leadFiltersSearch(filters);
  const detailHref = (id: string) =>
    `${LEADS_LIST_PATH}/${id}${listSearch ? `?back=${encodeURIComponent(`${LEADS_LIST_PATH}${listSearch}`)}` : ""}`;
  const exportAllHref = `${LEADS_LIST_PATH}/export${leadFiltersSearch({ ...filters, page: 1, size: DEFAULT_LEAD_FILTERS.size })}`;
  const filtered =
    leadFiltersSearch({ ...filters, page: 1, size: DEFAULT_LEAD_FILTERS.size }) !== "";

  return (
    <>
      <AdminPageHeader
        title="Leads"
        subtitle="Manage and track your customer leads"
        actions={
          <>
            <Link to={LEAD_FROM_CHAT_PATH} className={buttonVariants()}>
              <MessageCirclePlus aria-hidden="true" />
              New lead from a chat
            </Link>
            {abilities.privacy ? (
              <Link
                to={`${LEADS_LIST_PATH}/privacy`}
                className={buttonVariants({ variant: "outline" })}
              >
                <ShieldCheck aria-hidden="true" />
                Privacy requests
              </Link>
            ) : null}
          </>
        }
      />
      <LeadsFilters filters={filters} owners={owners} />
      {abilities.manage ? (
        <LeadsBulkBar
          selectedIds={selectedRows.map((row) => row.id)}
          owners={owners}
          onExport={() => downloadLeadsCsv(selectedRows, timeZone)}
          onClear={() => setSelected(new Set())}
        />
      ) : null}
      <Card>
        <CardHeader className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="flex items-center gap-3">
            <WithLeadsTotal total={total}>
              {(state) => (
                <CardTitle asChild className="text-lg">
                  <h2 aria-busy={state === "counting" || undefined}>
                    Leads ({formatLeadsTotal(state)} total)
                  </h2>
                </CardTitle>
              )}
            </WithLeadsTotal>
            {pending ? (
              <span role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner />
                Loading leads...
              </span>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={list.rows.length === 0}
              onClick={() => downloadLeadsCsv(list.rows, timeZone)}
              title={`The ${leadCount(list.rows.length)} shown, ${SPEC_EXPORT_HINT}`}
            >
              <Download aria-hidden="true" />
              Export CSV
              <span className="sr-only"> of the {leadCount(list.rows.length)} shown</span>
            </Button>
            {abilities.exportAll ? (
              <a
                href={exportAllHref}
                download
                className={cn(
                  buttonVariants({ variant: "outline", size: "sm" }),
                  list.rows.length === 0 && "pointer-events-none opacity-50",
                )}
                aria-disabled={list.rows.length === 0 || undefined}
                title={`Every lead matching the filters, ${ALL_FIELDS_EXPORT_HINT}`}
              >
                <FileDown aria-hidden="true" />
                Export all matching
                <span className="sr-only"> leads, with every field</span>
              </a>
            ) : null}
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
          {error ? (
            <p role="alert" className="rounded-md border border-destructive px-4 py-3 text-sm">
              {error}
            </p>
          ) : null}
          <div
            aria-busy={pending || undefined}
            className={cn("transition-opacity", pending && "opacity-60")}
          >
            <LeadsTable
              rows={list.rows}
              selected={selected}
              selectable={abilities.manage}
              timeZone={timeZone}
              detailHref={detailHref}
              filtered={filtered}
              onSelect={(id, checked) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (checked) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
              onSelectAll={(checked) =>
                setSelected(checked ? new Set(list.rows.map((row) => row.id)) : new Set())
              }
            />
          </div>
          <WithLeadsTotal total={total}>
            {(state) => (
              <LeadsPagination
                total={state}
                page={list.page}
                size={list.size}
                shown={list.rows.length}
                hasNext={list.hasNext}
                pageHref={(page) => `${LEADS_LIST_PATH}${leadFiltersSearch({ ...filters, page })}`}
              />
            )}
          </WithLeadsTotal>
        </CardContent>
      </Card>
    </>
  );
}
