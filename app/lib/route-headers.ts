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
