import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from "@dnd-kit/sortable";
import { useRef } from "react";
import { type AdminPlanCardData, type PlanCardActions, SortablePlanCard } from "./plan-card.tsx";

const SCREEN_READER_INSTRUCTIONS =
  "To reorder a plan, press Space or Enter on its drag handle to pick it up. " +
  "Use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.";

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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = plans.map((plan) => plan.id);
  const nameOf = (id: UniqueIdentifier) => plans.find((plan) => plan.id === id)?.name ?? "The plan";
  const positionOf = (id: UniqueIdentifier) =>
    `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;

  // dnd-kit reports the lifted card as over itself at once; announcing that would drown out
  // "Picked up", so only a change of place is announced.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${nameOf(active.id)}. It is in ${positionOf(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver.current) return undefined;
      lastOver.current = overId;
      return overId !== null
        ? `${nameOf(active.id)} was moved into ${positionOf(overId)}.`
        : `${nameOf(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped at ${positionOf(over.id)}.`
        : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) =>
      `Reordering cancelled. ${nameOf(active.id)} went back to ${positionOf(active.id)}.`,
  };

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
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS },
      }}
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
