import { describe, expect, it } from "vitest";
import { countryFromHeaders, describePageView, isCountedOnServe, siteDayOf } from "./page-view.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const WINDOWS_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const view = (overrides: Partial<Parameters<typeof describePageView>[0]> = {}) =>
  describePageView({
    url: "https://dmflow.pk/pricing?utm_source=facebook&utm_medium=cpc&utm_campaign=eid&utm_term=bots&utm_content=a",
    referrer: "https://www.facebook.com/some/post",
    userAgent: IPHONE,
    locale: "en",
    country: null,
    siteHost: "dmflow.pk",
    ...overrides,
  });

describe("describePageView", () => {
  it("keeps the path, campaign, referrer host and the browser reduced to families", () => {
    expect(view()).toEqual({
      path: "/pricing",
      locale: "en",
      entry: true,
      referrerHost: "facebook.com",
      utmSource: "facebook",
      utmMedium: "cpc",
      utmCampaign: "eid",
      utmTerm: "bots",
      utmContent: "a",
      device: "mobile",
      browser: "Mobile Safari",
      os: "iOS",
      country: null,
    });
  });

  it("keeps no NUL or other control character from the campaign tags or the language", () => {
    expect(
      view({
        url: "https://dmflow.pk/pricing?utm_source=%00&utm_campaign=eid%00sale&utm_term=%1B%5B31m%7F",
        locale: "\u0000en\r\n",
      }),
    ).toMatchObject({ utmSource: null, utmCampaign: "eidsale", utmTerm: "[31m", locale: "en" });
  });

  it("tells desktops, phones and tablets apart", () => {
    expect(view({ userAgent: WINDOWS_CHROME })).toMatchObject({
      device: "desktop",
      browser: "Chrome",
      os: "Windows",
    });
    expect(view({ userAgent: IPAD })?.device).toBe("tablet");
  });

  it("drops bots and requests without a User-Agent", () => {
    expect(view({ userAgent: GOOGLEBOT })).toBeNull();
    expect(view({ userAgent: "" })).toBeNull();
  });

  it("treats a referrer on this site as a step inside a visit, not an entry", () => {
    expect(view({ referrer: "https://www.dmflow.pk/" })).toMatchObject({
      entry: false,
      referrerHost: null,
    });
    expect(view({ referrer: "" })).toMatchObject({ entry: true, referrerHost: null });
  });

  it("refuses a page of another site and bounds what it stores", () => {
    expect(view({ url: "https://elsewhere.example/" })).toBeNull();
    expect(view({ url: "not a url" })).toBeNull();
    expect(view({ url: "https://dmflow.pk/preview/abc" })).toBeNull();
    expect(
      view({ url: `https://dmflow.pk/?utm_campaign=${"x".repeat(500)}` })?.utmCampaign,
    ).toHaveLength(200);
  });
});

describe("isCountedOnServe", () => {
  const navigation = { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" };

  it("counts a browser's navigation to a page of the site, English or Urdu", () => {
    expect(isCountedOnServe("GET", "/pricing?utm_source=x", navigation)).toBe(true);
    expect(isCountedOnServe("GET", "/ur/blog", navigation)).toBe(true);
  });

  it("leaves prefetches and prerenders to the beacon, which counts them when shown", () => {
    expect(isCountedOnServe("GET", "/", { ...navigation, "sec-purpose": "prefetch" })).toBe(false);
    expect(
      isCountedOnServe("GET", "/", { ...navigation, "sec-purpose": "prefetch;prerender" }),
    ).toBe(false);
  });

  it("leaves what came through a proxy to the beacon: a cache there answers without asking", () => {
    for (const proxied of [
      { "x-forwarded-for": "203.0.113.9" },
      { forwarded: "for=203.0.113.9" },
      { via: "1.1 cdn" },
    ]) {
      expect(isCountedOnServe("GET", "/", { ...navigation, ...proxied })).toBe(false);
    }
  });

  it("does not count what is not a page view: other requests, the console, previews", () => {
    expect(isCountedOnServe("GET", "/", {})).toBe(false);
    expect(isCountedOnServe("GET", "/", { "sec-fetch-dest": "image" })).toBe(false);
    expect(isCountedOnServe("HEAD", "/", navigation)).toBe(false);
    expect(isCountedOnServe("POST", "/contact", navigation)).toBe(false);
    expect(isCountedOnServe("GET", "/admin/leads", navigation)).toBe(false);
    expect(isCountedOnServe("GET", "/admin-auth", navigation)).toBe(false);
    expect(isCountedOnServe("GET", "/preview/abc", navigation)).toBe(false);
  });
});

describe("countryFromHeaders", () => {
  const headers = new Headers({ "cf-ipcountry": "pk" });
  it("believes a country header only from a trusted proxy", () => {
    expect(countryFromHeaders(headers, true)).toBe("PK");
    expect(countryFromHeaders(headers, false)).toBeNull();
  });
  it("ignores unknown and Tor codes and anything that is not two letters", () => {
    expect(countryFromHeaders(new Headers({ "cf-ipcountry": "XX" }), true)).toBeNull();
    expect(countryFromHeaders(new Headers({ "x-country-code": "T1" }), true)).toBeNull();
    expect(countryFromHeaders(new Headers({ "x-country-code": "PAK" }), true)).toBeNull();
  });
});

describe("siteDayOf", () => {
  it("is the calendar day in the site's time zone", () => {
    const instant = new Date("2026-03-01T20:30:00Z");
    expect(siteDayOf(instant, "Asia/Karachi")).toBe("2026-03-02");
    expect(siteDayOf(instant, "UTC")).toBe("2026-03-01");
  });
});
