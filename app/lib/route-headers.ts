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
