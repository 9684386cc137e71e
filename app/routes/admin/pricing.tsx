import { Plus, Tags } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { Outlet, useFetcher, useNavigate, useRevalidator } from "react-router";
import { AdminPageHeader } from "#app/components/admin/admin-page.tsx";
import { LoadErrorCard } from "#app/components/admin/load-error-card.tsx";
import type { AdminPlanCardData } from "#app/components/admin/pricing/plan-card.tsx";
import { PlanGrid } from "#app/components/admin/pricing/plan-grid.tsx";
import { useFetcherSettled } from "#app/components/admin/use-fetcher-settled.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent } from "#app/components/ui/card.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { answerIntent, type IntentResult } from "#app/lib/intent-action.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import {
  deletePlan,
  listAdminPlans,
  reorderPlans,
  setPlanActive,
} from "#app/modules/pricing/pricing-admin.server.ts";
import { consolePlan } from "#app/modules/pricing/pricing-display.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/pricing";

// The Pricing Manager (docs/product.md#pricing-manager): the plan grid and its list actions
// (Active/Inactive, delete, reorder). The plan editor is the nested route pricing-plan.tsx.

const MESSAGES = {
  updated: "Pricing plan updated successfully!",
  deleted: "Pricing plan deleted successfully!",
  reordered: "Pricing plans reordered successfully!",
  saveFailed: "Failed to save pricing plan",
  deleteFailed: "Failed to delete pricing plan",
  reorderFailed: "Failed to reorder pricing plans",
  fetchFailed: "Failed to fetch pricing plans",
} as const;

export type PricingActionResult = IntentResult<"toggle-active" | "delete" | "reorder">;

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission({ request, context }, "pricing.edit");
  const { db } = context.get(servicesContext);
  try {
    const plans = await listAdminPlans(db);
    return {
      loadFailed: false,
      plans: plans.map((plan): AdminPlanCardData => consolePlan(plan)),
    };
  } catch (error) {
    context.get(requestInfoContext).log.error({ err: error }, "Error fetching pricing plans");
    return { loadFailed: true, plans: [] as AdminPlanCardData[] };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { id: actorId } = requirePermission({ request, context }, "pricing.edit");
  const { db } = context.get(servicesContext);
  const formData = await request.formData();
  const id = String(formData.get("id") ?? "");
  return answerIntent(
    formData,
    {
      "toggle-active": async () => {
        await setPlanActive(db, actorId, id, formData.get("is_active") === "true");
        return MESSAGES.updated;
      },
      delete: async () => {
        await deletePlan(db, actorId, id);
        return MESSAGES.deleted;
      },
      reorder: async () => {
        await reorderPlans(db, actorId, formData.getAll("ids").map(String));
        return MESSAGES.reordered;
      },
    },
    {
      log: context.get(requestInfoContext).log,
      fallback: "Something went wrong. Please try again.",
      what: "Pricing plans",
    },
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Pricing | Admin" }];

function postData(fields: Record<string, string | string[]>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) formData.append(name, item);
  }
  return formData;
}

export default function PricingManager({ loaderData }: Route.ComponentProps) {
  const { plans, loadFailed } = loaderData;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  // The editor is a route of its own: its address opens it, Escape and Back close it.
  const openEditor = (plan: AdminPlanCardData | null) =>
    navigate(plan ? plan.id : "new", { preventScrollReset: true });

  // --- Active / Inactive ---
  const toggle = useFetcher<PricingActionResult>();
  useFetcherSettled(toggle, (result) => {
    if (result?.ok) toast.success(result.message);
    else toast.error(MESSAGES.saveFailed, { description: result?.error });
  });
  const togglingId =
    toggle.formData?.get("intent") === "toggle-active" ? String(toggle.formData.get("id")) : null;
  const togglingTo = toggle.formData?.get("is_active") === "true";

  // --- delete (the confirmation stays open, busy, until the server answers) ---
  const [deleteTarget, setDeleteTarget] = useState<AdminPlanCardData | null>(null);
  const remove = useFetcher<PricingActionResult>();
  const settleDelete = useRef<((ok: boolean) => void) | null>(null);
  useFetcherSettled(remove, (result) => {
    if (result?.ok) toast.success(result.message);
    else toast.error(MESSAGES.deleteFailed, { description: result?.error });
    settleDelete.current?.(Boolean(result?.ok));
    settleDelete.current = null;
  });
  function confirmDelete(plan: AdminPlanCardData) {
    return new Promise<boolean | undefined>((resolve) => {
      settleDelete.current = (ok) => resolve(ok ? undefined : false);
      void remove.submit(postData({ intent: "delete", id: plan.id }), { method: "post" });
    });
  }
  const deletingId =
    remove.formData?.get("intent") === "delete" ? String(remove.formData.get("id")) : null;

  // --- reorder (shown at once; put back and reloaded if the server refuses) ---
  const reorder = useFetcher<PricingActionResult>();
  const [localOrder, setLocalOrder] = useState<string[] | null>(null);
  useFetcherSettled(reorder, (result) => {
    setLocalOrder(null);
    if (result?.ok) {
      toast.success(result.message);
    } else {
      toast.error(MESSAGES.reorderFailed, { description: result?.error });
      void revalidator.revalidate();
    }
  });
  function handleReorder(orderedIds: string[]) {
    setLocalOrder(orderedIds);
    void reorder.submit(postData({ intent: "reorder", ids: orderedIds }), { method: "post" });
  }

  const shownPlans = useMemo(() => {
    const withToggle = plans.map((plan) =>
      plan.id === togglingId ? { ...plan, isActive: togglingTo } : plan,
    );
    if (!localOrder) return withToggle;
    const position = new Map(localOrder.map((id, index) => [id, index]));
    return [...withToggle].sort(
      (a, b) =>
        (position.get(a.id) ?? Number.MAX_SAFE_INTEGER) -
        (position.get(b.id) ?? Number.MAX_SAFE_INTEGER),
    );
  }, [plans, localOrder, togglingId, togglingTo]);

  const busyIds = useMemo(
    () => new Set([togglingId, deletingId].filter((id): id is string => Boolean(id))),
    [togglingId, deletingId],
  );

  const addButton = (
    <Button type="button" onClick={() => openEditor(null)}>
      <Plus aria-hidden="true" />
      Add New Plan
    </Button>
  );

  return (
    <>
      <AdminPageHeader
        title="Pricing"
        subtitle="Manage the plans on your pricing page. Drag a card by its handle to change the order."
        actions={addButton}
      />

      {loadFailed ? (
        <LoadErrorCard message={MESSAGES.fetchFailed} />
      ) : shownPlans.length === 0 ? (
        <Card className="border-dashed">
          <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
            <Tags aria-hidden="true" className="size-10 text-muted-foreground" />
            <h2 className="text-lg font-semibold">No pricing plans yet</h2>
            <p className="max-w-sm text-sm text-muted-foreground">
              Add a plan to show it on the public pricing page.
            </p>
            {addButton}
          </CardContent>
        </Card>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted-foreground">
            {shownPlans.length} {shownPlans.length === 1 ? "plan" : "plans"},{" "}
            {shownPlans.filter((plan) => plan.isActive).length} active. Pakistan and International
            plans show in separate groups on the pricing page, each in this order.
          </p>
          <PlanGrid
            plans={shownPlans}
            busyIds={busyIds}
            onReorder={handleReorder}
            onEdit={openEditor}
            onDelete={setDeleteTarget}
            onToggleActive={(plan) =>
              void toggle.submit(
                postData({
                  intent: "toggle-active",
                  id: plan.id,
                  is_active: String(!plan.isActive),
                }),
                { method: "post" },
              )
            }
          />
        </>
      )}

      <Outlet />

      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => {
          if (!open) setDeleteTarget(null);
        }}
        title="Delete pricing plan?"
        description={
          deleteTarget
            ? `"${deleteTarget.name}" will be removed from the pricing page. This cannot be undone.`
            : undefined
        }
        confirmLabel="Delete"
        onConfirm={() => (deleteTarget ? confirmDelete(deleteTarget) : undefined)}
      />
    </>
  );
}
