import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** Events closer together than this cause one reload of the page's data. */
const COALESCE_MS = 100;
/** After the server refused the stream (429, a proxy's 502), the browser gives up: try again. */
const REOPEN_MS = 30_000;
/** The longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Keeps the open page in step with the database: listens to GET /events and reloads the
 * page's loader data (root included: theme, logo, icons, title, navigation) when something
 * changed. The stream opens only after the load event, when the browser is idle, so it never
 * competes with the first paint. `position` is where the root data stood (feedPosition): the
 * server replays whatever changed since, so an edit made while the page loaded is not lost.
 * Loaders never write what the triggers watch, so a reload cannot set off another event.
 */
export function useLiveUpdates(position: string | undefined): void {
  const { revalidate } = useRevalidator();
  const latest = useRef({ revalidate, position });
  useEffect(() => {
    latest.current = { revalidate, position };
  });

  useEffect(() => {
    let source: EventSource | undefined;
    let coalesce: number | undefined;
    let reopen: number | undefined;
    let idle: number | undefined;
    let missedWhileHidden = false;

    function refresh() {
      // A hidden tab catches up once, when it is shown again.
      if (document.visibilityState === "hidden") {
        missedWhileHidden = true;
        return;
      }
      if (coalesce !== undefined) return;
      coalesce = window.setTimeout(() => {
        coalesce = undefined;
        void latest.current.revalidate();
      }, COALESCE_MS);
    }

    function onVisibilityChange() {
      if (document.visibilityState !== "visible" || !missedWhileHidden) return;
      missedWhileHidden = false;
      refresh();
    }

    function open() {
      const after = latest.current.position;
      const stream = new EventSource(
        after ? `/events?after=${encodeURIComponent(after)}` : "/events",
      );
      source = stream;
      // Every event means "reload": after a server restart the browser reconnects by itself
      // and the server answers the old Last-Event-ID with a RESYNC event.
      stream.onmessage = refresh;
      stream.onerror = () => {
        if (stream.readyState !== EventSource.CLOSED) return;
        reopen = window.setTimeout(open, REOPEN_MS);
      };
    }

    function whenIdle() {
      if (typeof window.requestIdleCallback === "function") {
        idle = window.requestIdleCallback(open, { timeout: IDLE_TIMEOUT_MS });
      } else {
        reopen = window.setTimeout(open, 1);
      }
    }

    document.addEventListener("visibilitychange", onVisibilityChange);
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });

    return () => {
      document.removeEventListener("visibilitychange", onVisibilityChange);
      window.removeEventListener("load", whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(coalesce);
      window.clearTimeout(reopen);
      source?.close();
    };
  }, []);
}
