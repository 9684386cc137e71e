import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { pricingPlans } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { englishText } from "#app/modules/i18n/translated-content.ts";
import { type PendingTimes, setSchedule } from "#app/modules/publishing/schedules.server.ts";
import { planDefinition } from "./plan-definition.ts";
import type { PlanInput } from "./plan-form.ts";

// The Pricing Manager's reads and writes (docs/product.md#pricing-manager,
// #plan-fields). Every write and its activity entry land in one transaction.

const ENTITY = "pricing_plans";

export type AdminPlan = typeof pricingPlans.$inferSelect;

const PLAN_GONE = "This pricing plan no longer exists";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isPlanId(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/**
 * Creating and reordering read the current plans and write their order: they take this lock so
 * two of them never interleave (reads of the public pages are not blocked).
 */
async function lockPlanOrder(tx: Database): Promise<void> {
  await tx.execute(sql`LOCK TABLE ${pricingPlans} IN SHARE ROW EXCLUSIVE MODE`);
}

/** Every plan, active or not, by display_order (ties: oldest first). */
export async function listAdminPlans(db: Database): Promise<AdminPlan[]> {
  return db
    .select()
    .from(pricingPlans)
    .orderBy(asc(pricingPlans.displayOrder), asc(pricingPlans.createdAt), asc(pricingPlans.id));
}

/** One plan, or null when there is none with this id. */
export async function getAdminPlan(db: Database, id: string): Promise<AdminPlan | null> {
  if (!isPlanId(id)) return null;
  const [plan] = await db.select().from(pricingPlans).where(eq(pricingPlans.id, id));
  return plan ?? null;
}

/**
 * Saves the plan editor's form: a new plan (planId null) or an existing one, then its
 * schedule. A plan that goes live at a later time stays off the pricing page until then: the
 * answer says when (`goesLiveAt`), or null.
 */
export async function savePlanFromEditor(
  db: Database,
  actorId: string | null,
  planId: string | null,
  input: PlanInput,
  times: PendingTimes,
  now = new Date(),
): Promise<{ saved: AdminPlan; goesLiveAt: Date | null }> {
  const later = times.publishAt !== null && times.publishAt > now;
  const plan = later ? { ...input, isActive: false } : input;
  const saved =
    planId === null
      ? await createPlan(db, actorId, plan)
      : await updatePlan(db, actorId, planId, plan);
  await schedulePlan(db, actorId, saved.id, times);
  return { saved, goesLiveAt: later ? times.publishAt : null };
}

/** Adds a plan after the others: its display_order is the current maximum plus 1. */
export async function createPlan(
  db: Database,
  actorId: string | null,
  input: PlanInput,
): Promise<AdminPlan> {
  return db.transaction(async (tx) => {
    await lockPlanOrder(tx);
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${pricingPlans.displayOrder}), 0)`.mapWith(Number) })
      .from(pricingPlans);
    const [created] = await tx
      .insert(pricingPlans)
      .values({ ...input, displayOrder: (last?.max ?? 0) + 1 })
      .returning();
    const plan = created as AdminPlan;
    await recordActivity(tx, {
      userId: actorId,
      action: "create_pricing_plan",
      entity: ENTITY,
      entityId: plan.id,
      details: { plan_name: englishText(plan.name) },
    });
    return plan;
  });
}

/**
 * Writes `values` to one plan and logs it as an update: its name, the labels of the fields that
 * changed (from the plan's definition) and `details`.
 */
async function updatePlanRow(
  db: Database,
  actorId: string | null,
  id: string,
  values: Partial<PlanInput> & { isActive?: boolean },
  details: Record<string, unknown> = {},
): Promise<AdminPlan> {
  if (!isPlanId(id)) throw new RuleError("not-found", PLAN_GONE);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(pricingPlans)
      .where(eq(pricingPlans.id, id))
      .for("update");
    if (!before) throw new RuleError("not-found", PLAN_GONE);
    const [updated] = await tx
      .update(pricingPlans)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(pricingPlans.id, id))
      .returning();
    if (!updated) throw new RuleError("not-found", PLAN_GONE);
    await recordActivity(tx, {
      userId: actorId,
      action: "update_pricing_plan",
      entity: ENTITY,
      entityId: id,
      details: {
        plan_name: englishText(updated.name),
        changed_fields: planDefinition.changedLabels(before, updated),
        ...details,
      },
    });
    return updated;
  });
}

/** Replaces a plan's fields (its place in the order stays). */
export function updatePlan(
  db: Database,
  actorId: string | null,
  id: string,
  input: PlanInput,
): Promise<AdminPlan> {
  return updatePlanRow(db, actorId, id, input);
}

/**
 * Replaces a plan's pending Publish at / Unpublish at times (docs/product.md#publishing; the schedule runner
 * makes the plan active or inactive then), logged as schedule_pricing_plan when they changed.
 */
export async function schedulePlan(
  db: Database,
  actorId: string | null,
  id: string,
  times: PendingTimes,
): Promise<boolean> {
  if (!isPlanId(id)) throw new RuleError("not-found", PLAN_GONE);
  return db.transaction(async (tx) => {
    const changed = await setSchedule(tx, actorId, { planId: id }, times);
    if (changed) {
      await recordActivity(tx, {
        userId: actorId,
        action: "schedule_pricing_plan",
        entity: ENTITY,
        entityId: id,
        details: {
          publish_at: times.publishAt?.toISOString() ?? null,
          unpublish_at: times.unpublishAt?.toISOString() ?? null,
        },
      });
    }
    return changed;
  });
}

/** Shows or hides a plan on the public site (Active/Inactive, docs/product.md#pricing-manager). */
export function setPlanActive(
  db: Database,
  actorId: string | null,
  id: string,
  isActive: boolean,
): Promise<AdminPlan> {
  return updatePlanRow(db, actorId, id, { isActive }, { is_active: isActive });
}

export async function deletePlan(db: Database, actorId: string | null, id: string): Promise<void> {
  if (!isPlanId(id)) throw new RuleError("not-found", PLAN_GONE);
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(pricingPlans)
      .where(eq(pricingPlans.id, id))
      .returning({ name: englishOf(pricingPlans.name) });
    if (!deleted) throw new RuleError("not-found", PLAN_GONE);
    await recordActivity(tx, {
      userId: actorId,
      action: "delete_pricing_plan",
      entity: ENTITY,
      entityId: id,
      details: { plan_name: deleted.name },
    });
  });
}

/**
 * Puts the plans in the given order, rewriting display_order as 1..n in one statement of one
 * transaction (docs/product.md#pricing-manager). The list must hold every current plan exactly once: a list made from
 * a stale screen (a plan added or deleted meanwhile) is refused and nothing changes.
 */
export async function reorderPlans(
  db: Database,
  actorId: string | null,
  orderedIds: readonly string[],
): Promise<AdminPlan[]> {
  const stale = new RuleError(
    "conflict",
    "The plans changed since this page was loaded. Reload and try again.",
  );
  if (!orderedIds.every(isPlanId) || new Set(orderedIds).size !== orderedIds.length) throw stale;
  return db.transaction(async (tx) => {
    await lockPlanOrder(tx);
    const current = await tx
      .select({ id: pricingPlans.id, name: pricingPlans.name })
      .from(pricingPlans);
    const known = new Set(current.map((plan) => plan.id));
    if (current.length !== orderedIds.length || !orderedIds.every((id) => known.has(id))) {
      throw stale;
    }
    if (orderedIds.length > 0) {
      const ids = sql.join(
        orderedIds.map((id) => sql`${id}`),
        sql`, `,
      );
      await tx
        .update(pricingPlans)
        .set({
          displayOrder: sql`array_position(ARRAY[${ids}]::uuid[], ${pricingPlans.id})`,
          updatedAt: new Date(),
        })
        .where(
          sql`${pricingPlans.displayOrder} IS DISTINCT FROM array_position(ARRAY[${ids}]::uuid[], ${pricingPlans.id})`,
        );
    }
    const names = new Map(current.map((plan) => [plan.id, englishText(plan.name)]));
    await recordActivity(tx, {
      userId: actorId,
      action: "reorder_pricing_plans",
      entity: ENTITY,
      details: {
        new_order: orderedIds.map((id, index) => ({
          id,
          name: names.get(id),
          display_order: index + 1,
        })),
      },
    });
    return listAdminPlans(tx);
  });
}
