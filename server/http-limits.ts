// How long the server waits for a request to arrive (docs/product.md#limits). Node's defaults
// (60 s for the headers, 300 s for the whole request) let a client that stops sending mid-body
// hold its connection and the body read so far for five minutes. The whole request's limit is
// sized for the largest body, the 5 MB upload, on a slow mobile link: 5 × 1024 × 1024 bytes are
// 42 Mbit, 42 s at 1 Mbit/s, so 90 s takes it at down to 470 kbit/s. Headers are a few KB: 20 s
// is ample over a bad link. Both cover receiving the request only: a response, a live-update
// stream's included, runs as long as it runs once its request has arrived.
import type { ServerOptions } from "node:http";

export type HttpTimeLimitConfig = {
  HTTP_HEADERS_TIMEOUT_SECONDS: number;
  HTTP_REQUEST_TIMEOUT_SECONDS: number;
};

/** The node:http server options that hold requests to the configured time limits. */
export function httpTimeLimits(
  config: HttpTimeLimitConfig,
): Pick<ServerOptions, "headersTimeout" | "requestTimeout" | "connectionsCheckingInterval"> {
  const headersTimeout = config.HTTP_HEADERS_TIMEOUT_SECONDS * 1000;
  return {
    headersTimeout,
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
    // Node checks both on a timer, every 30 s by default: a request would be held up to 30 s
    // past its limit. Checking 4 times per headers' limit keeps the overshoot within a quarter.
    connectionsCheckingInterval: headersTimeout / 4,
  };
}
