import { createHash } from "node:crypto";

// How a host's private calendar feed is answered over HTTP at /calendar/{token}.ics: as
// text/calendar, kept by the subscriber a few minutes and revalidated by its ETag, private (the
// address is a secret), and limited per client address like the other public endpoints.

/** Short: a change shows in the subscriber's next poll; private: no shared cache keeps it. */
export const FEED_CACHE_CONTROL = "private, max-age=300";

/**
 * Feed requests per client address in 10 minutes. Calendar services poll from few addresses
 * (Google's fetchers serve every subscriber), so the limit is loose: it bounds the database
 * look-ups a client can cause, not guessing (a token is 256 bits).
 */
export const CALENDAR_FEED_LIMIT = {
  bucket: "calendar_feed",
  limit: 300,
  windowMs: 10 * 60_000,
};

/** The same answer for an unknown, revoked or malformed token: nothing tells them apart. */
export function feedNotFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export function feedRateLimited(retryAfterSeconds: number): Response {
  return new Response("Too many requests", {
    status: 429,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(retryAfterSeconds),
    },
  });
}

/** A strong ETag of the feed's text: the same meetings give the same text (calendarFeed). */
export function feedEtag(text: string): string {
  return `"${createHash("sha256").update(text).digest("base64url").slice(0, 32)}"`;
}

/** The feed, or 304 when the subscriber already has this text. */
export function calendarFeedResponse(request: Request, text: string): Response {
  const etag = feedEtag(text);
  const headers = new Headers({
    "Content-Type": "text/calendar; charset=utf-8",
    "Cache-Control": FEED_CACHE_CONTROL,
    "Content-Disposition": 'inline; filename="demos.ics"',
    "X-Content-Type-Options": "nosniff",
    // The address holds a token: never indexed, should a search engine ever be shown it.
    "X-Robots-Tag": "noindex",
    ETag: etag,
  });
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === "HEAD" ? null : text, { headers });
}
