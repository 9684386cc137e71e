// Anti-forgery (OWASP ASVS 3.5) by the headers browsers attach to every request: no token to
// thread through forms. Why requests without either header pass:
// docs/decisions/0004-anti-forgery-by-fetch-metadata.md.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

export type OriginVerdict = { allowed: true } | { allowed: false; reason: string };

/**
 * Whether a request may change state, judged by what browsers send with it. Sec-Fetch-Site
 * (every current browser) must be same-origin, or none (typed into the address bar, a
 * bookmark). Without it, Origin must be the site's. With neither, the caller is not a browser
 * (curl, a script): no cookie of a visitor rides along without the browser adding one of them.
 */
export function checkRequestOrigin(request: {
  method: string;
  secFetchSite: string | null;
  origin: string | null;
  siteOrigin: string;
}): OriginVerdict {
  if (!isStateChanging(request.method)) return { allowed: true };
  const site = request.secFetchSite?.trim().toLowerCase();
  if (site) {
    return site === "same-origin" || site === "none"
      ? { allowed: true }
      : { allowed: false, reason: `Sec-Fetch-Site: ${site.slice(0, 40)}` };
  }
  if (request.origin === null) return { allowed: true };
  return originOf(request.origin) === originOf(request.siteOrigin)
    ? { allowed: true }
    : { allowed: false, reason: `Origin: ${request.origin.slice(0, 200)}` };
}

/** A serialized origin, or null for "null" (opaque) and anything that is not a URL. */
function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origin the site is served from: PUBLIC_URL's when set; else the request's own (its Host),
 * on https when a trusted proxy says X-Forwarded-Proto: https (TLS ended at the proxy).
 */
export function siteOriginOf(options: {
  publicUrl: string | undefined;
  requestUrl: string;
  /** X-Forwarded-Proto, passed only when the socket is a proxy named in TRUST_PROXY. */
  forwardedProto: string | null;
}): string {
  if (options.publicUrl) return new URL(options.publicUrl).origin;
  const url = new URL(options.requestUrl);
  const proto = options.forwardedProto?.split(",")[0]?.trim().toLowerCase();
  if (proto === "https" || proto === "http") url.protocol = `${proto}:`;
  return url.origin;
}
