// The browser side of live updates, shared by the console (useLiveUpdates: reload the loader
// data) and the public pages (app/enhance/live-updates.ts: fetch the page and morph it).
// Listens to GET /events once the page has loaded and the browser is idle (a prerendered
// page: once it is shown), so it never competes with the first paint; calls `onChange` once
// for events close together; a hidden tab catches up once, when it is shown again.

/** Events closer together than this cause one refresh. */
const COALESCE_MS = 100;
/** After the server refused the stream (429, a proxy's 502), the browser gives up: try again. */
const REOPEN_MS = 30_000;
/** The longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 3_000;

/** The named events a stream may carry besides changes (a console session's), and their data. */
export type StreamEvents = { visitors: { count: number } };
const STREAM_EVENT_NAMES = ["visitors"] as const satisfies (keyof StreamEvents)[];
const streamEventListeners: {
  [Name in keyof StreamEvents]: Set<(data: StreamEvents[Name]) => void>;
} = { visitors: new Set() };

/** Listens to a named event of the page's stream (opened by listenForChanges); returns the stop. */
export function onStreamEvent<Name extends keyof StreamEvents>(
  name: Name,
  listener: (data: StreamEvents[Name]) => void,
): () => void {
  streamEventListeners[name].add(listener);
  return () => streamEventListeners[name].delete(listener);
}

/**
 * `position()` is where the shown page's data stood (feedPosition): the server replays what
 * changed since, so an edit made while the page loaded is not lost. Returns a stop function.
 */
export function listenForChanges(position: () => string | undefined, onChange: () => void) {
  let source: EventSource | undefined;
  let coalesce: number | undefined;
  let reopen: number | undefined;
  let idle: number | undefined;
  let missedWhileHidden = false;

  function refresh() {
    if (document.visibilityState === "hidden") {
      missedWhileHidden = true;
      return;
    }
    if (coalesce !== undefined) return;
    coalesce = window.setTimeout(() => {
      coalesce = undefined;
      onChange();
    }, COALESCE_MS);
  }

  function open() {
    const after = position();
    const stream = new EventSource(
      after ? `/events?after=${encodeURIComponent(after)}` : "/events",
    );
    source = stream;
    // Every event means "refresh": after a server restart the browser reconnects by itself and
    // the server answers the old Last-Event-ID with a RESYNC event.
    stream.onmessage = refresh;
    for (const name of STREAM_EVENT_NAMES) {
      stream.addEventListener(name, (event) => {
        const data = JSON.parse((event as MessageEvent<string>).data) as StreamEvents[typeof name];
        for (const listener of streamEventListeners[name]) listener(data);
      });
    }
    stream.onerror = () => {
      if (stream.readyState === EventSource.CLOSED) reopen = window.setTimeout(open, REOPEN_MS);
    };
  }

  function whenIdle() {
    if (typeof window.requestIdleCallback === "function") {
      idle = window.requestIdleCallback(open, { timeout: IDLE_TIMEOUT_MS });
    } else {
      reopen = window.setTimeout(open, 1);
    }
  }

  function whenLoaded() {
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  }

  function onVisibilityChange() {
    if (document.visibilityState !== "visible" || !missedWhileHidden) return;
    missedWhileHidden = false;
    refresh();
  }

  // The back/forward cache keeps pages whose streams are closed; a page brought back from it
  // may have missed changes, so it refreshes once and listens again.
  function onPageHide(event: PageTransitionEvent) {
    if (event.persisted) source?.close();
  }
  function onPageShow(event: PageTransitionEvent) {
    if (!event.persisted) return;
    refresh();
    open();
  }

  document.addEventListener("visibilitychange", onVisibilityChange);
  window.addEventListener("pagehide", onPageHide);
  window.addEventListener("pageshow", onPageShow);
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", whenLoaded, { once: true });
  } else whenLoaded();

  return () => {
    document.removeEventListener("visibilitychange", onVisibilityChange);
    document.removeEventListener("prerenderingchange", whenLoaded);
    window.removeEventListener("pagehide", onPageHide);
    window.removeEventListener("pageshow", onPageShow);
    window.removeEventListener("load", whenIdle);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    window.clearTimeout(coalesce);
    window.clearTimeout(reopen);
    source?.close();
  };
}
