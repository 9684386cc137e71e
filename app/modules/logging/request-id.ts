import { randomUUID } from "node:crypto";

// A request id ties a request's log lines together and is echoed in X-Request-Id. An id sent
// by a proxy or client is kept when it is short and plain (so it cannot forge log structure or
// bloat every line); otherwise a fresh one is made.
const SANE_REQUEST_ID = /^[\w.:@-]{1,128}$/;

// A new id is derived, not drawn: a random UUID's first 24 characters per process (its version
// and variant, and 58 random bits that set instances apart), then a counter in the last 12. A
// randomUUID a request was a cached page's largest cost in this module (bench/hit-path-costs.ts,
// docs/decisions/0036-the-cached-path.md). An id correlates lines; it is no secret.
const PROCESS_PREFIX = randomUUID().slice(0, 24);
const COUNTER_DIGITS = 12;
const COUNTER_LIMIT = 16 ** COUNTER_DIGITS;
let counter = 0;

function newRequestId(): string {
  counter = (counter + 1) % COUNTER_LIMIT;
  return PROCESS_PREFIX + counter.toString(16).padStart(COUNTER_DIGITS, "0");
}

export function requestIdFrom(header: string | null | undefined): string {
  return header && SANE_REQUEST_ID.test(header) ? header : newRequestId();
}
