import { closestCenter, DndContext, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext } from "@dnd-kit/sortable";
import { useReorderAccessibility, useReorderSensors } from "../sortable-reorder.ts";
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
  const sensors = useReorderSensors();
  const ids = plans.map((plan) => plan.id);
  const accessibility = useReorderAccessibility({
    ids,
    itemNoun: "plan",
    nameOf: (id) => plans.find((plan) => plan.id === id)?.name,
  });

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  }

  return (
    <DndContext
      // A fixed id keeps the accessibility ids the same in the server HTML and the browser.
      id="pricing-plans-dnd"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ol aria-label="Pricing plans" className="grid gap-5 md:grid-cols-2 2xl:grid-cols-3">
          {plans.map((plan) => (
            <SortablePlanCard key={plan.id} plan={plan} busy={busyIds.has(plan.id)} {...actions} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
