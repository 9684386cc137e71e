import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { listenForChanges } from "#app/lib/live-stream.ts";

/**
 * Keeps the open console page in step with the database: reloads the page's loader data (root
 * included: theme, logo, icons, title, navigation) when something changed (listenForChanges).
 * `position` is where the root data stood. Loaders never write what the triggers watch, so a
 * reload cannot set off another event.
 */
export function useLiveUpdates(position: string | undefined): void {
  const { revalidate } = useRevalidator();
  const latest = useRef({ revalidate, position });
  useEffect(() => {
    latest.current = { revalidate, position };
  });
  useEffect(
    () =>
      listenForChanges(
        () => latest.current.position,
        () => void latest.current.revalidate(),
      ),
    [],
  );
}
