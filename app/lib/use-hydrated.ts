import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False while server-rendered and before hydration; true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
