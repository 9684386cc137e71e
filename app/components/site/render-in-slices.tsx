import { Children, createContext, Suspense, use, useContext } from "react";

// Rendering a public page for the page cache is synchronous work on the one thread that also
// answers every visitor from the cache: one render of `/` held the event loop for up to 100 ms
// under load, and each admin save starts one. Rendered in slices, each a macrotask of its own,
// the cache's answers go out between them (ADR 0008). Public documents are written whole
// (onAllReady, entry.server.tsx), so the slices leave no trace in the HTML but React's
// boundary comments, and need no script.

/**
 * Hands out one gate per slice and opens them one at a time: the next only a turn of the event
 * loop after the slice before it was rendered (opening them on a timer alone let React render
 * two slices in one go when both had opened by the time it ran).
 */
export type SliceScheduler = {
  nextGate(): Promise<void>;
  /** Called by a slice as React renders it: the next gate opens on the following turn. */
  sliceRendered(gate: Promise<void>): void;
};

export function createSliceScheduler(): SliceScheduler {
  const waiting: { gate: Promise<void>; open: () => void }[] = [];
  // The gate opened last, until its slice is rendered.
  let opened: Promise<void> | null = null;
  function openNext() {
    const next = waiting.shift();
    opened = next?.gate ?? null;
    if (next) setImmediate(next.open);
  }
  return {
    nextGate() {
      let open = () => {};
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      waiting.push({ gate, open });
      if (!opened) openNext();
      return gate;
    },
    sliceRendered(gate) {
      // Once per slice, however often React renders it again.
      if (gate === opened) openNext();
    },
  };
}

const SliceSchedulerContext = createContext<SliceScheduler | null>(null);

export const SliceSchedulerProvider = SliceSchedulerContext.Provider;

function Gate({
  gate,
  scheduler,
  children,
}: {
  gate: Promise<void>;
  scheduler: SliceScheduler;
  children: React.ReactNode;
}) {
  use(gate);
  scheduler.sliceRendered(gate);
  return children;
}

/**
 * Renders each child as a slice of its own where the server slices renders (a provider is
 * present), else as they are. The gates are made once, by this component: a slice that React
 * renders again after its gate opened finds the same, settled promise.
 */
export function RenderInSlices({ children }: { children: React.ReactNode }) {
  const scheduler = useContext(SliceSchedulerContext);
  if (!scheduler) return children;
  return Children.map(children, (child) => (
    <Suspense fallback={null}>
      <Gate gate={scheduler.nextGate()} scheduler={scheduler}>
        {child}
      </Gate>
    </Suspense>
  ));
}
