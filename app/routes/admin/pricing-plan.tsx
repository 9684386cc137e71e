import { data, redirect, useNavigate } from "react-router";
import {
  PlanDialog,
  type PlanEditorActionData,
} from "#app/components/admin/pricing/plan-dialog.tsx";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { requirePermission } from "#app/modules/auth/session.server.ts";
import {
  newPlanValues,
  parsePlanEditor,
  planEditorValues,
} from "#app/modules/pricing/plan-form.ts";
import { getAdminPlan, savePlanFromEditor } from "#app/modules/pricing/pricing-admin.server.ts";
import { formatSiteTime, instantToSiteTime } from "#app/modules/publishing/schedule-time.ts";
import { pendingTimes } from "#app/modules/publishing/schedules.server.ts";
import { flashToastHeader } from "#app/modules/toast/flash.server.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/pricing-plan";

// The plan editor: /admin/pricing/new and /admin/pricing/:planId, a dialog over the plan grid
// (docs/product.md#pricing-manager). One loader, one action, one schema (plan-form.ts).

const GRID = "/admin/pricing";
const PLAN_GONE = "This pricing plan no longer exists. It may have been deleted.";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requirePermission({ request, context }, "pricing.edit");
  const { db, config, secureCookies } = context.get(servicesContext);
  const timeZone = config.SITE_TIMEZONE;
  if (!params.planId) return { planId: null, timeZone, defaultValue: newPlanValues() };
  const plan = await getAdminPlan(db, params.planId);
  if (!plan) {
    // Deleted meanwhile (by a colleague, or in another tab): back to the grid, saying so.
    throw redirect(GRID, {
      headers: {
        "Set-Cookie": await flashToastHeader(
          { kind: "error", title: "Plan not found", description: PLAN_GONE },
          secureCookies,
        ),
      },
    });
  }
  const times = (await pendingTimes(db, [plan.id], "plan")).get(plan.id);
  const asTyped = (instant: Date | null | undefined) =>
    instant ? instantToSiteTime(instant, timeZone) : "";
  return {
    planId: plan.id,
    timeZone,
    defaultValue: planEditorValues(plan, {
      publishAt: asTyped(times?.publishAt),
      unpublishAt: asTyped(times?.unpublishAt),
    }),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requirePermission({ request, context }, "pricing.edit");
  const services = context.get(servicesContext);
  const timeZone = services.config.SITE_TIMEZONE;
  const submission = parsePlanEditor(await request.formData(), timeZone);
  if (submission.status !== "success") {
    return data<PlanEditorActionData>(
      { saved: false, result: submission.reply(), error: "Please check the highlighted fields." },
      { status: submission.status === "error" ? 400 : 200 },
    );
  }
  const { plan, publishAt, unpublishAt } = submission.value;
  try {
    const { saved, goesLiveAt } = await savePlanFromEditor(
      services.db,
      user.id,
      params.planId ?? null,
      plan,
      { publishAt, unpublishAt },
    );
    return data<PlanEditorActionData>({
      saved: true,
      message: params.planId
        ? "Pricing plan updated successfully!"
        : "Pricing plan created successfully!",
      description: goesLiveAt
        ? `“${saved.name}” goes live on ${formatSiteTime(goesLiveAt, timeZone)}.`
        : undefined,
    });
  } catch (error) {
    const rule = ruleErrorOf(error);
    if (rule) {
      return data<PlanEditorActionData>(
        {
          saved: false,
          result: submission.reply({ formErrors: [rule.message] }),
          error: rule.message,
        },
        { status: rule.status },
      );
    }
    context.get(requestInfoContext).log.error({ err: error }, "Pricing plans: save failed");
    const message = "Something went wrong. Please try again.";
    return data<PlanEditorActionData>(
      { saved: false, result: submission.reply({ formErrors: [message] }), error: message },
      { status: 500 },
    );
  }
}

export default function PlanEditor({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <PlanDialog
      planId={loaderData.planId}
      defaultValue={loaderData.defaultValue}
      timeZone={loaderData.timeZone}
      onClose={() => navigate(GRID, { preventScrollReset: true })}
    />
  );
}
