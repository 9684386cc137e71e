import { useEffect, useRef } from "react";
import type { Fetcher } from "react-router";

type Tracked<Result> = { busy: boolean; seen: Result | undefined };

/**
 * One step of useFetcherSettled, on each fetcher state: whether a submission has just
 * settled, with its answer (undefined when none came). React Router updates its state in
 * transitions, and React may skip the render of one that is overtaken: a fast answer (or one
 * that lands while a live-update reload renders) can go from idle to idle without the busy state
 * ever showing. A new answer while idle therefore counts as settled too.
 */
export function fetcherProgress<Result>(
  tracked: Tracked<Result>,
  state: Fetcher["state"],
  data: Result | undefined,
): { tracked: Tracked<Result>; settled: { result: Result | undefined } | null } {
  if (state !== "idle") return { tracked: { ...tracked, busy: true }, settled: null };
  const fresh = data !== undefined && data !== tracked.seen;
  if (!tracked.busy && !fresh) return { tracked, settled: null };
  return { tracked: { busy: false, seen: data }, settled: { result: fresh ? data : undefined } };
}

/**
 * Calls `onSettled` once each time a fetcher's submission has finished (the action answered
 * and the page's data was reloaded), with the action's answer, or `undefined` when no new
 * answer came (the request failed before one did).
 */
export function useFetcherSettled<Result>(
  fetcher: Fetcher<Result>,
  onSettled: (result: Result | undefined) => void,
) {
  const tracked = useRef<Tracked<Result>>({ busy: false, seen: fetcher.data });
  const callback = useRef(onSettled);
  callback.current = onSettled;
  useEffect(() => {
    const step = fetcherProgress(tracked.current, fetcher.state, fetcher.data);
    tracked.current = step.tracked;
    if (step.settled) callback.current(step.settled.result);
  }, [fetcher.state, fetcher.data]);
}
