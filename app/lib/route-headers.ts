import type { HeadersArgs } from "react-router";

/**
 * A route's `headers` export that sends the headers its loader and action set (Retry-After,
 * X-Robots-Tag, ...) with the document. React Router sends Set-Cookie by itself.
 */
export function loaderAndActionHeaders({ loaderHeaders, actionHeaders }: HeadersArgs): Headers {
  const headers = new Headers();
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const [name, value] of source) if (name !== "set-cookie") headers.set(name, value);
  }
  return headers;
}

/** Whether the caller is a script asking for JSON (uploads, exports) rather than a page. */
export function wantsJson(request: Request): boolean {
  const accept = request.headers.get("accept") ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
}

/**
 * The headers of a page whose address holds a token (a password or sign-in link): never
 * cached, no Referer sent onwards, not indexed.
 */
export const TOKEN_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
} as const;
