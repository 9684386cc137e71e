import { describe, expect, it } from "vitest";
import { COUNTED_ON_SERVE_METRIC, countPageViews, PAGE_VIEW_ENDPOINT } from "./page-view.ts";

function fakePage(prerendering: boolean, serverTiming: { name: string }[] = []) {
  const documentEvents = new EventTarget();
  const windowEvents = new EventTarget();
  const sent: Record<string, string>[] = [];
  const page = {
    document: {
      referrer: "https://www.google.com/",
      prerendering,
      documentElement: { lang: "en" },
      addEventListener: documentEvents.addEventListener.bind(documentEvents),
    },
    location: { href: "https://dmflow.pk/pricing?utm_source=x" },
    addEventListener: windowEvents.addEventListener.bind(windowEvents),
    sendBeacon(url: string, body: URLSearchParams) {
      expect(url).toBe(PAGE_VIEW_ENDPOINT);
      sent.push(Object.fromEntries(body));
      return true;
    },
    serverTiming: () => serverTiming,
  };
  const restore = (persisted: boolean) =>
    windowEvents.dispatchEvent(Object.assign(new Event("pageshow"), { persisted }));
  return { page, sent, documentEvents, restore };
}

describe("countPageViews", () => {
  it("counts a page shown at once, with its URL, referrer and language", () => {
    const { page, sent } = fakePage(false);
    countPageViews(page as never);
    expect(sent).toEqual([
      { u: "https://dmflow.pk/pricing?utm_source=x", r: "https://www.google.com/", l: "en" },
    ]);
  });

  it("sends nothing for a page the server counted as it served it, but counts its restores", () => {
    const { page, sent, restore } = fakePage(false, [
      { name: "cache" },
      { name: COUNTED_ON_SERVE_METRIC },
    ]);
    countPageViews(page as never);
    expect(sent).toEqual([]);
    restore(true);
    expect(sent).toHaveLength(1);
  });

  it("counts a prerendered page only when it is shown, and once", () => {
    const { page, sent, documentEvents } = fakePage(true);
    countPageViews(page as never);
    expect(sent).toEqual([]);
    documentEvents.dispatchEvent(new Event("prerenderingchange"));
    documentEvents.dispatchEvent(new Event("prerenderingchange"));
    expect(sent).toHaveLength(1);
  });

  it("counts a page restored from the back/forward cache again, as a step inside the visit", () => {
    const { page, sent, restore } = fakePage(false);
    countPageViews(page as never);
    restore(false);
    restore(true);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ r: "https://dmflow.pk/pricing?utm_source=x" });
  });
});
