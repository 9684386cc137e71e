// What pieces of a cached page's request cost the request thread, in µs a call, apart from
// Node's HTTP and the write (bench/cached-hit-profile.ts shows those under wrk): the request
// id; the access line as logged now (joined into batches here, a batch handed to the stream at
// a time); and, for comparison, one line handed to a stream that batches by itself (sonic-boom's
// `minLength`, as the access log did before: it measures its whole waiting text in UTF-8 for
// every line); and a counted view's limit per address, with as many addresses seen in its
// window as it keeps (50,000: a busy site behind many networks, or a flood). A million calls
// each after a warm-up, in one synchronous loop, so the stream's writes themselves (on libuv's
// threads) are not in these figures.
//
//   node bench/hit-path-costs.ts
import pino from "pino";
import { accessLine, createAccessLogger } from "../app/modules/logging/logger.server.ts";
import { createRateLimiter } from "../app/modules/security/rate-limiter.ts";
import { logAccess, requestIdOf } from "../server/request-log.ts";
import { table } from "./lib/wrk.ts";

const CALLS = 1_000_000;

function microseconds(run: (index: number) => void): number {
  for (let index = 0; index < CALLS / 5; index++) run(index);
  const started = performance.now();
  for (let index = 0; index < CALLS; index++) run(index);
  return ((performance.now() - started) * 1000) / CALLS;
}

type Req = Parameters<typeof requestIdOf>[0];
type Res = Parameters<typeof logAccess>[2];
const request = { method: "GET", url: "/", headers: { host: "127.0.0.1" } } as unknown as Req;
const response = { statusCode: 200 } as unknown as Res;
const id = "0b6f0b8e-7d0f-4f7e-9d62-3f6a8f0c9c1a";
const entry = {
  event: "http.request",
  reqId: id,
  method: "GET",
  path: "/",
  status: 200,
  ms: 1.2,
} as const;
const line = accessLine("info", ',"pid":1,"hostname":"bench"', entry, "GET / 200");

const access = createAccessLogger({ level: "info", dest: "/dev/null" });
const streamBatched = pino.destination({ dest: "/dev/null", sync: false, minLength: 4096 });

/** The page views' limiter (app/services.server.ts), holding as many recent addresses as it can. */
function fullPageViewLimiter() {
  const limiter = createRateLimiter({ limit: 1e9, windowMs: 10 * 60_000 });
  for (let index = 0; index < 50_000; index++) limiter.consume(`10.1.${index}`, index / 100);
  return limiter;
}
const busyLimiter = fullPageViewLimiter();
const floodedLimiter = fullPageViewLimiter();

const rows = [
  [
    "request id (X-Request-Id absent: a new one)",
    microseconds(() => {
      delete request.headers["x-request-id"];
      requestIdOf(request);
    }),
  ],
  [
    "access line, as logged (logAccess)",
    microseconds(() =>
      logAccess(access.logger, request, response, { id, started: 0, when: "now" }),
    ),
  ],
  [
    "the same line to a stream that batches itself (before)",
    microseconds(() => streamBatched.write(line)),
  ],
  [
    "a view's limit: one address again, 50,000 others recent",
    microseconds((index) => busyLimiter.consume("203.0.113.7", 500 + index / 1000)),
  ],
  [
    "a view's limit: a new address each time, 50,000 others recent",
    microseconds((index) => floodedLimiter.consume(`10.2.${index}`, 500 + index / 1000)),
  ],
] as const;

console.log(
  table(
    ["piece", "µs a call"],
    rows.map(([label, cost]) => [label, cost.toFixed(2)]),
  ),
);
