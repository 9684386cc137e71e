import { createCookie } from "react-router";
import { withoutControlCharacters } from "#app/lib/control-characters.ts";

// First-touch attribution: the UTM parameters, the external referrer and the landing page of
// the visit that brought someone in, kept in a session cookie across the pages of the visit
// and stored with their lead. Plain data the admin can read; nothing that identifies anyone.

export type FirstTouch = {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  referrer?: string;
  landingPage?: string;
};

const UTM_PARAMS = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
} as const;
const MAX_VALUE_LENGTH = 200;

export const firstTouchCookie = createCookie("first_touch", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
});

// Every value passes here, from the URL, the Referer and the cookie (one set before control
// characters were removed among them): a NUL would fail the lead's insert.
const clip = (value: string | null | undefined) =>
  value
    ? withoutControlCharacters(value).trim().slice(0, MAX_VALUE_LENGTH) || undefined
    : undefined;

/** The attribution this request carries: UTM parameters or a referrer from another site. */
export function touchFromRequest(request: Request): FirstTouch | null {
  const url = new URL(request.url);
  const touch: FirstTouch = {};
  for (const [param, field] of Object.entries(UTM_PARAMS)) {
    const value = clip(url.searchParams.get(param));
    if (value) touch[field] = value;
  }
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      if (new URL(referer).host !== url.host) touch.referrer = clip(referer);
    } catch {
      // An unparseable Referer is ignored.
    }
  }
  if (Object.keys(touch).length === 0) return null;
  touch.landingPage = clip(url.pathname);
  return touch;
}

/** The visit's stored first touch, re-checked field by field (the cookie is the visitor's). */
export async function readFirstTouch(request: Request): Promise<FirstTouch> {
  const stored: unknown = await firstTouchCookie.parse(request.headers.get("cookie"));
  if (typeof stored !== "object" || stored === null) return {};
  const touch: FirstTouch = {};
  for (const field of [...Object.values(UTM_PARAMS), "referrer", "landingPage"] as const) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value === "string") touch[field] = clip(value);
  }
  return touch;
}

/** A Set-Cookie value when this request starts attribution for the visit, else null. */
export async function firstTouchSetCookie(
  request: Request,
  secure: boolean,
): Promise<string | null> {
  const cookieHeader = request.headers.get("cookie");
  if (cookieHeader && (await firstTouchCookie.parse(cookieHeader)) !== null) return null;
  const touch = touchFromRequest(request);
  return touch ? firstTouchCookie.serialize(touch, { secure }) : null;
}
