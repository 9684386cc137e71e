import { randomUUID } from "node:crypto";

// A request id ties a request's log lines together and is echoed in X-Request-Id. An id sent
// by a proxy or client is kept when it is short and plain (so it cannot forge log structure or
// bloat every line); otherwise a fresh one is made.
const SANE_REQUEST_ID = /^[\w.:@-]{1,128}$/;

export function requestIdFrom(header: string | null | undefined): string {
  return header && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}
