import {
  type Announcements,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useRef } from "react";

// What every reorderable console list shares (pricing plans, Page Settings): a pointer (mouse
// or touch) or the keyboard (Space to lift, arrows to move, Space to drop) moves an item by its
// handle, and each step is said to screen readers in plain words.

export function useReorderSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/**
 * The DndContext's `accessibility` prop for a list of `ids`: instructions naming the kind of
 * item (`plan`, `page`), and announcements naming the item moved and its position.
 */
export function useReorderAccessibility({
  ids,
  itemNoun,
  nameOf,
}: {
  ids: readonly string[];
  itemNoun: string;
  nameOf: (id: string) => string | undefined;
}) {
  const name = (id: UniqueIdentifier) => nameOf(String(id)) ?? `The ${itemNoun}`;
  const positionOf = (id: UniqueIdentifier) =>
    `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;

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
  return {
    announcements,
    screenReaderInstructions: {
      draggable:
        `To reorder a ${itemNoun}, press Space or Enter on its drag handle to pick it up. ` +
        "Use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.",
    },
  };
}
