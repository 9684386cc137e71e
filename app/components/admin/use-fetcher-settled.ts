import { useEffect, useRef } from "react";
import type { Fetcher } from "react-router";

/**
 * Calls `onSettled` once each time a fetcher's submission has finished (the action answered
 * and the page's data was reloaded), with the action's answer, or `undefined` when no new
 * answer came (the request failed before one did).
 */
export function useFetcherSettled<Result>(
  fetcher: Fetcher<Result>,
  onSettled: (result: Result | undefined) => void,
) {
  const busy = useRef(false);
  const seen = useRef<Result | undefined>(fetcher.data);
  const callback = useRef(onSettled);
  callback.current = onSettled;
  useEffect(() => {
    if (fetcher.state !== "idle") {
      busy.current = true;
      return;
    }
    if (!busy.current) return;
    busy.current = false;
    const result = fetcher.data;
    const fresh = result !== undefined && result !== seen.current;
    seen.current = result;
    callback.current(fresh ? result : undefined);
  }, [fetcher.state, fetcher.data]);
}
