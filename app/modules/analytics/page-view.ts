import { isbot } from "isbot";
import { UAParser } from "ua-parser-js";
import { withoutControlCharacters } from "#app/lib/control-characters.ts";
import { memoized } from "#app/lib/memoized.ts";
import { loggablePath } from "#app/modules/logging/loggable.ts";
import type { UTM_PARAMETERS } from "./campaign-parameters.ts";

// What a page view records about the visitor, reduced on arrival: the device class and the
// browser and OS families from the User-Agent, the referrer's host, the campaign parameters.
// The User-Agent and the address themselves are never kept (the daily visitor id hashes them).

export type DeviceClass = "desktop" | "mobile" | "tablet";

export type PageViewFacts = {
  path: string;
  locale: string | null;
  entry: boolean;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  device: DeviceClass;
  browser: string | null;
  os: string | null;
  country: string | null;
};

/** Stored text is bounded: a campaign tag or a path longer than this is someone's noise. */
const MAX_TEXT = 200;

// The visitor's text (the URL's tags, the beacon's language) passes here: one NUL in a row would
// make the database refuse the batch it goes out in.
const bounded = (value: string | null | undefined) => {
  const trimmed = value && withoutControlCharacters(value).trim();
  return trimmed ? trimmed.slice(0, MAX_TEXT) : null;
};

/** desktop, mobile or tablet: ua-parser-js leaves `device.type` empty for desktops. */
export function deviceClassOf(type: string | undefined): DeviceClass {
  if (type === "tablet") return "tablet";
  if (type === "mobile" || type === "wearable" || type === "embedded") return "mobile";
  return "desktop";
}

function hostOf(url: string | URL | null | undefined): string | null {
  if (!url) return null;
  try {
    const { protocol, hostname } = typeof url === "string" ? new URL(url) : url;
    return protocol === "http:" || protocol === "https:" ? hostname.replace(/^www\./, "") : null;
  } catch {
    return null;
  }
}

/** What a page's URL tells a view: its host, path and campaign tags. */
type PageOfUrl = Pick<
  PageViewFacts,
  "path" | "utmSource" | "utmMedium" | "utmCampaign" | "utmTerm" | "utmContent"
> & { host: string | null };

// A site's views are of its few pages, reached by a few links (and campaigns): each URL and
// referrer is parsed once while it is kept (in memory only, as the User-Agents below).
const MAX_URLS = 2_000;

/** A URL's page, or null when it is no page to count (not a URL, a preview). */
const pageOf = memoized((url: string): PageOfUrl | null => {
  let page: URL;
  try {
    page = new URL(url);
  } catch {
    return null;
  }
  // Previews show unpublished versions to the console's people, not visitors.
  if (page.pathname.startsWith("/preview/")) return null;
  // Most pages are asked for without a query: no parameters to parse then.
  const query = page.search ? page.searchParams : null;
  const utm = (name: (typeof UTM_PARAMETERS)[number]) => bounded(query?.get(name));
  return {
    host: hostOf(page),
    // A booking link's secret is the visitor's alone: its page counts as "/book/cancel/[token]".
    path: loggablePath(page.pathname).slice(0, MAX_TEXT),
    utmSource: utm("utm_source"),
    utmMedium: utm("utm_medium"),
    utmCampaign: utm("utm_campaign"),
    utmTerm: utm("utm_term"),
    utmContent: utm("utm_content"),
  };
}, MAX_URLS);

const referrerHostOf = memoized(hostOf, MAX_URLS);

export type PageViewInput = {
  /** The page's full URL, as the browser shows it (path, query with the UTM tags). */
  url: string;
  /** document.referrer: the page or site the visitor came from, empty when none. */
  referrer: string | null;
  userAgent: string;
  /** The page's language (<html lang>). */
  locale: string | null;
  /** From a trusted proxy only (countryFromHeaders). */
  country: string | null;
  /** This site's host: a referrer on it is a step inside a visit, not where it came from. */
  siteHost: string;
};

/** The facts of one page view, or null when it is not one to count (a bot, a foreign URL). */
export function describePageView(input: PageViewInput): PageViewFacts | null {
  const agent = input.userAgent ? agentOf(input.userAgent) : null;
  if (!agent) return null;
  const page = pageOf(input.url);
  const siteHost = input.siteHost.replace(/^www\./, "");
  if (page?.host !== siteHost) return null;
  const referrerHost = input.referrer ? referrerHostOf(input.referrer) : null;
  const internal = referrerHost === siteHost;
  return {
    path: page.path,
    locale: bounded(input.locale),
    entry: !internal,
    referrerHost: internal ? null : referrerHost,
    utmSource: page.utmSource,
    utmMedium: page.utmMedium,
    utmCampaign: page.utmCampaign,
    utmTerm: page.utmTerm,
    utmContent: page.utmContent,
    ...agent,
    country: input.country,
  };
}

type Agent = Pick<PageViewFacts, "device" | "browser" | "os">;

// Parsing a User-Agent takes dozens of regular expressions, and a site's visitors share a few
// hundred browser builds: the answers are kept in memory (never stored).
const MAX_AGENTS = 2_000;

/** The device class, browser and OS family of a User-Agent; null for a bot. */
const agentOf = memoized((userAgent: string): Agent | null => {
  if (isbot(userAgent)) return null;
  const parsed = new UAParser(userAgent).getResult();
  return {
    device: deviceClassOf(parsed.device.type),
    browser: bounded(parsed.browser.name),
    os: bounded(parsed.os.name),
  };
}, MAX_AGENTS);

// Headers in which a CDN or a proxy's GeoIP module names the visitor's country. Read only when
// the request came through a proxy named in TRUST_PROXY: anyone else could send any country.
const COUNTRY_HEADERS = ["cf-ipcountry", "cloudfront-viewer-country", "x-country-code"];
// Codes the CDNs use for "unknown" and "Tor", which are not countries.
const NOT_COUNTRIES = new Set(["XX", "T1"]);

export function countryFromHeaders(headers: Headers, fromTrustedProxy: boolean): string | null {
  if (!fromTrustedProxy) return null;
  for (const name of COUNTRY_HEADERS) {
    const code = headers.get(name)?.trim().toUpperCase();
    if (code && /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code)) return code;
  }
  return null;
}

// The console and previews are not the site's pages; the rest of what is not a page is told
// apart by its answer (only an HTML page is counted).
const NOT_SITE_PAGES = ["/admin", "/preview/"];

/** Request headers as Node gives them. */
type HeaderBag = Readonly<Record<string, string | string[] | undefined>>;

/**
 * Whether the server counts this request's view as it serves it (ADR 0017): a browser's own
 * navigation to a page of the site (Sec-Fetch-Dest: document); not a prefetch or a prerender
 * (Sec-Purpose: the beacon counts it when shown), and not through a proxy (X-Forwarded-For,
 * Forwarded, Via): a proxy or CDN may keep the answer and give it to later visitors without
 * asking, and those views only the beacon sees.
 */
export function isCountedOnServe(method: string | undefined, url: string, headers: HeaderBag) {
  return (
    method === "GET" &&
    headers["sec-fetch-dest"] === "document" &&
    headers["sec-purpose"] === undefined &&
    headers["x-forwarded-for"] === undefined &&
    headers.forwarded === undefined &&
    headers.via === undefined &&
    !NOT_SITE_PAGES.some((prefix) => url.startsWith(prefix))
  );
}

/** The calendar day (YYYY-MM-DD) of an instant in the site's time zone. */
export function siteDayOf(instant: Date, timeZone: string): string {
  // Every view asks, and a day only turns on a whole minute (time zones are whole minutes
  // apart): the last minute's answer is kept per zone.
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  const day = dayFormat(timeZone).format(instant);
  lastDays.set(timeZone, { minute, day });
  return day;
}
const lastDays = new Map<string, { minute: number; day: string }>();

// Making a DateTimeFormat costs far more than formatting with one, and every beacon asks.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}
