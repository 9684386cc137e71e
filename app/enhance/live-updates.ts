import { listenForChanges } from "../lib/live-stream.ts";
import { morphPage, parseDocument } from "./morph.ts";

// Keeps an open public page in step with the console: on a change (listenForChanges) it
// fetches the page again and morphs it in place, one refresh at a time.

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
    morphPage(parseDocument(await response.text()));
  } catch {
    // Offline for a moment: the next event, or the next visit, brings the page up to date.
  }
}

export function startLiveUpdates(): void {
  let refreshing: Promise<void> = Promise.resolve();
  listenForChanges(
    () => document.documentElement.dataset.livePosition,
    () => {
      refreshing = refreshing.then(reload);
    },
  );
}
