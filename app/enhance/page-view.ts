// Counts the page once it is shown to the visitor (ADR 0017): a page prerendered by the
// speculation rules counts when it is activated, never if it is not; a page brought back from
// the back/forward cache counts again, as a step inside the visit. sendBeacon outlives the
// page and never delays it; the server answers with nothing to read.

export const PAGE_VIEW_ENDPOINT = "/page-view";

type Page = {
  document: Pick<Document, "referrer" | "addEventListener"> & {
    prerendering?: boolean;
    documentElement: { lang: string };
  };
  location: Pick<Location, "href">;
  addEventListener: Window["addEventListener"];
  sendBeacon: (url: string, body: URLSearchParams) => boolean;
};

export function countPageViews(
  page: Page = {
    document,
    location,
    addEventListener: window.addEventListener.bind(window),
    sendBeacon: navigator.sendBeacon.bind(navigator),
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
    page.document.addEventListener("prerenderingchange", shown, { once: true });
  } else shown();
  page.addEventListener("pageshow", (event) => {
    // A restored page's referrer is still the one it first had: the visitor came back from a
    // page of this site, so the view is no new entry.
    if ((event as PageTransitionEvent).persisted) send(page.location.href);
  });
}
