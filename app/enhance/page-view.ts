// Counts the page once it is shown to the visitor (ADR 0017), unless the server counted it as
// it served it (a browser's own navigation, straight to this server: Server-Timing says so). A
// page prerendered by the speculation rules counts when it is activated, never if it is not; a
// page brought back from the back/forward cache counts again, as a step inside the visit; a page
// a proxy's cache answered counts here. sendBeacon outlives the page and never delays it; the
// server answers with nothing to read.

export const PAGE_VIEW_ENDPOINT = "/page-view";
/** The Server-Timing metric on a page whose view the server counted as it served it. */
export const COUNTED_ON_SERVE_METRIC = "page-view";

type Page = {
  document: Pick<Document, "referrer" | "addEventListener"> & {
    prerendering?: boolean;
    documentElement: { lang: string };
  };
  location: Pick<Location, "href">;
  addEventListener: Window["addEventListener"];
  sendBeacon: (url: string, body: URLSearchParams) => boolean;
  /** The Server-Timing metrics of the document's own response. */
  serverTiming: () => readonly { name: string }[];
};

export function countPageViews(
  page: Page = {
    document,
    location,
    addEventListener: window.addEventListener.bind(window),
    sendBeacon: navigator.sendBeacon.bind(navigator),
    serverTiming: () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)
        ?.serverTiming ?? [],
  },
): void {
  const send = (referrer: string) =>
    page.sendBeacon(
      PAGE_VIEW_ENDPOINT,
      new URLSearchParams({
        u: page.location.href,
        r: referrer,
        l: page.document.documentElement.lang,
      }),
    );
  const shown = () => send(page.document.referrer);
  if (page.document.prerendering) {
    // A prerender's request is never counted by the server (Sec-Purpose).
    page.document.addEventListener("prerenderingchange", shown, { once: true });
  } else if (!page.serverTiming().some((metric) => metric.name === COUNTED_ON_SERVE_METRIC)) {
    shown();
  }
  page.addEventListener("pageshow", (event) => {
    // A restored page's referrer is still the one it first had: the visitor came back from a
    // page of this site, so the view is no new entry.
    if ((event as PageTransitionEvent).persisted) send(page.location.href);
  });
}
