import { morphPage, parseDocument } from "./morph.ts";

// Keeps an open public page in step with the console: listens to GET /events and, when
// something changed, fetches the page again (from the page cache, normally) and morphs it in
// place. The stream opens once the page has loaded and the browser is idle, so it never
// competes with the first paint, and only once a prerendered page is shown.

/** Events closer together than this cause one refresh. */
const COALESCE_MS = 100;
/** After the server refused the stream (429, a proxy's 502), the browser gives up: try again. */
const REOPEN_MS = 30_000;
/** The longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 3_000;

export function startLiveUpdates(): void {
  let source: EventSource | undefined;
  let coalesce: number | undefined;
  let missedWhileHidden = false;
  let refreshing: Promise<void> = Promise.resolve();

  async function reload(): Promise<void> {
    try {
      // Past the browser's own cache (the page may be fresh there, or stale-while-revalidate);
      // X-Live-Refresh: the page cache answers with a copy at least as new as the change.
      const response = await fetch(location.href, {
        cache: "no-cache",
        headers: { Accept: "text/html", "X-Live-Refresh": "1" },
      });
      // A 404 is a page too (a page switched off); a 5xx is a passing fault: keep what is shown.
      if (response.status >= 500) return;
      const page = parseDocument(await response.text());
      morphPage(page);
    } catch {
      // Offline for a moment: the next event, or the next visit, brings the page up to date.
    }
  }

  function refresh(): void {
    // A hidden tab catches up once, when it is shown again.
    if (document.visibilityState === "hidden") {
      missedWhileHidden = true;
      return;
    }
    if (coalesce !== undefined) return;
    coalesce = window.setTimeout(() => {
      coalesce = undefined;
      refreshing = refreshing.then(reload);
    }, COALESCE_MS);
  }

  function open(): void {
    // Where the shown page's data stood: the server replays whatever changed since.
    const after = document.documentElement.dataset.livePosition;
    const stream = new EventSource(
      after ? `/events?after=${encodeURIComponent(after)}` : "/events",
    );
    source = stream;
    // Every event means "refresh": after a server restart the browser reconnects by itself and
    // the server answers the old Last-Event-ID with a RESYNC event.
    stream.onmessage = refresh;
    stream.onerror = () => {
      if (stream.readyState === EventSource.CLOSED) window.setTimeout(open, REOPEN_MS);
    };
  }

  function whenIdle(): void {
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(open, { timeout: IDLE_TIMEOUT_MS });
    } else {
      window.setTimeout(open, 1);
    }
  }

  function whenLoaded(): void {
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  }

  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || !missedWhileHidden) return;
    missedWhileHidden = false;
    refresh();
  });
  // The back/forward cache keeps pages whose streams are closed; a page brought back from it
  // may have missed changes, so it refreshes once and listens again.
  window.addEventListener("pagehide", (event) => {
    if (event.persisted) source?.close();
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    refresh();
    open();
  });

  const prerendering = (document as Document & { prerendering?: boolean }).prerendering;
  if (prerendering) document.addEventListener("prerenderingchange", whenLoaded, { once: true });
  else whenLoaded();
}
