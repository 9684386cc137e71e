import {
  type Announcements,
  type CollisionDetection,
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
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { cn } from "#app/lib/utils.ts";

// Reordering in the console (pricing plans, a page's sections): drag an item's handle with a
// pointer (mouse or touch) or with the keyboard (Space to lift, arrows to move, Space to drop),
// with spoken announcements of where the item is.

/**
 * In a list whose items differ in height (a page's open and folded sections), the item over
 * which a dragged one is is the one whose top or bottom edge is nearest its own: the keyboard
 * moves an item up to the next one's top, or down to its bottom, which the items' centres
 * would not follow when the moved item is much taller.
 */
const closestEdge: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers }) =>
  droppableContainers
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      if (!rect) return [];
      const distance = Math.min(
        Math.abs(rect.top - collisionRect.top),
        Math.abs(rect.bottom - collisionRect.bottom),
      );
      return [{ id: container.id, data: { droppableContainer: container, value: distance } }];
    })
    .sort((a, b) => a.data.value - b.data.value);

const LAYOUTS = {
  grid: { strategy: rectSortingStrategy, collisionDetection: closestCenter },
  list: { strategy: verticalListSortingStrategy, collisionDetection: closestEdge },
} as const;

/**
 * The sortable items `ids`, in order. `onMove` gets where the dropped item came from and where
 * it went (indexes in `ids`); `nameOf` names an item in the announcements.
 */
export function SortableList({
  id,
  ids,
  noun,
  nameOf,
  layout,
  onMove,
  children,
}: {
  /** A fixed id keeps the accessibility ids the same in the server HTML and the browser. */
  id: string;
  ids: readonly string[];
  /** What one item is called in the instructions ("plan", "section"). */
  noun: string;
  nameOf: (id: string) => string;
  layout: keyof typeof LAYOUTS;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const name = (item: UniqueIdentifier) => nameOf(String(item));
  const positionOf = (item: UniqueIdentifier) =>
    `position ${ids.indexOf(String(item)) + 1} of ${ids.length}`;

  // dnd-kit reports the lifted item as over itself at once; announcing that would drown out
  // "Picked up", so only a change of place is announced.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${name(active.id)}. It is in ${positionOf(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver.current) return undefined;
      lastOver.current = overId;
      return overId !== null
        ? `${name(active.id)} was moved into ${positionOf(overId)}.`
        : `${name(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} was dropped at ${positionOf(over.id)}.`
        : `${name(active.id)} was dropped.`,
    onDragCancel: ({ active }) =>
      `Reordering cancelled. ${name(active.id)} went back to ${positionOf(active.id)}.`,
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  }

  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={LAYOUTS[layout].collisionDetection}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            `To reorder a ${noun}, press Space or Enter on its drag handle to pick it up. ` +
            "Use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.",
        },
      }}
    >
      <SortableContext items={[...ids]} strategy={LAYOUTS[layout].strategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * One item of a SortableList: the ref and style for its element, and its drag handle, a
 * button named `handleLabel`.
 */
export function useSortableItem(id: string, handleLabel: string) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return {
    ref: setNodeRef,
    style: { transform: CSS.Translate.toString(transform), transition },
    isDragging,
    handle: (
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
        title="Drag to reorder"
        className={cn(
          "-ml-1 inline-flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
          "focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
          isDragging && "cursor-grabbing bg-accent text-accent-foreground",
        )}
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
    ),
  };
}
