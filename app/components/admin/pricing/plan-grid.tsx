import { arrayMove } from "@dnd-kit/sortable";
import { SortableList } from "#app/components/admin/sortable-list.tsx";
import { type AdminPlanCardData, type PlanCardActions, SortablePlanCard } from "./plan-card.tsx";

/**
 * The plans in display order, reordered by dragging a card's handle with a pointer (mouse or
 * touch) or with the keyboard (Space to lift, arrows to move, Space to drop), with spoken
 * announcements. `onReorder` receives every plan id in the new order.
 */
export function PlanGrid({
  plans,
  busyIds,
  onReorder,
  ...actions
}: PlanCardActions & {
  plans: AdminPlanCardData[];
  busyIds: ReadonlySet<string>;
  onReorder: (orderedIds: string[]) => void;
}) {
  const ids = plans.map((plan) => plan.id);
  return (
    <SortableList
      id="pricing-plans-dnd"
      ids={ids}
      noun="plan"
      nameOf={(id) => plans.find((plan) => plan.id === id)?.name ?? "The plan"}
      layout="grid"
      onMove={(from, to) => onReorder(arrayMove(ids, from, to))}
    >
      <ol aria-label="Pricing plans" className="grid gap-5 md:grid-cols-2 2xl:grid-cols-3">
        {plans.map((plan) => (
          <SortablePlanCard key={plan.id} plan={plan} busy={busyIds.has(plan.id)} {...actions} />
        ))}
      </ol>
    </SortableList>
  );
}
