import { lookup } from "node:dns/promises";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { addressRangeOf, isLocalhostName } from "./outbound-address.ts";

// Every request the server sends to an address someone else chose (the lead webhook and its
// test, the calendar feeds) goes through here (docs/decisions/0039-outbound-request-guard.md):
// the name is resolved once, every address it has must be public, and the connection is made
// to those checked addresses (a second lookup could answer differently). No redirect is
// followed: a 3xx comes back as the answer. One deadline covers the lookup, the connection and
// the whole answer, whose size is bounded.

export type OutboundRequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** The whole exchange, from the name's lookup to the answer's last byte. */
  timeoutMs: number;
  /** More than this in the answer's body ends the request with an error. */
  maxResponseBytes: number;
};

export type OutboundResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** Sends one request through the guard; throws OutboundRequestError when the guard stops it. */
export type OutboundRequest = (
  url: string,
  options: OutboundRequestOptions,
) => Promise<OutboundResponse>;

export type ResolvedAddress = { address: string; family: number };
/** A name's addresses, all of them (node:dns lookup by default; the tests give their own). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

/**
 * For tests only: loopback ports the test's own receivers listen on, which the guard lets
 * through. Built in test code (the test files, tests/e2e/serve.ts); the app reads no setting
 * that makes one, so a deployment cannot turn it on.
 */
export type OutboundTestAllowance = { loopbackPorts: readonly number[] };

export type OutboundRequestErrorReason =
  | "unsupported-url"
  | "refused-address"
  | "time-limit"
  | "size-limit";

/** Why the guard stopped a request: its message is safe to store and log (no address, no body). */
export class OutboundRequestError extends Error {
  readonly reason: OutboundRequestErrorReason;
  /** The refused address, for the server's log only. */
  readonly address: string | undefined;
  constructor(reason: OutboundRequestErrorReason, message: string, address?: string) {
    super(message);
    this.name = "OutboundRequestError";
    this.reason = reason;
    this.address = address;
  }
}

const resolveWithSystem: ResolveHost = (hostname) => lookup(hostname, { all: true });

function defaultPort(protocol: string): number {
  return protocol === "https:" ? 443 : 80;
}

/** Throws unless every address is public (or a test receiver's loopback port). */
function checkAddresses(
  hostname: string,
  addresses: ResolvedAddress[],
  port: number,
  allowance: OutboundTestAllowance | undefined,
): void {
  if (addresses.length === 0) {
    throw new OutboundRequestError("refused-address", `${hostname} has no address`);
  }
  for (const { address } of addresses) {
    const range = addressRangeOf(address);
    if (range?.public) continue;
    const testReceiver =
      allowance?.loopbackPorts.includes(port) &&
      (range?.range === "loopback" || range?.range === "ipv4Mapped loopback");
    if (testReceiver) continue;
    throw new OutboundRequestError(
      "refused-address",
      `${hostname} is not a public address (${range?.range ?? "unknown"})`,
      address,
    );
  }
}

/** Node's connection lookup, answered with the addresses already checked. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : undefined;
    const usable = addresses.filter((entry) => !family || entry.family === family);
    const [first] = usable;
    if (!first) {
      const error: NodeJS.ErrnoException = new Error("No checked address of that family");
      error.code = "ENOTFOUND";
      callback(error, "", 0);
    } else if (options.all) {
      // Node's types give the callback one address; with `all` it takes the list.
      (callback as unknown as (error: null, all: ResolvedAddress[]) => void)(null, usable);
    } else {
      callback(null, first.address, first.family);
    }
  };
}

/** Rejects when the deadline passes, so a slow lookup cannot outlast it. */
function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(deadline.reason);
    if (deadline.aborted) onAbort();
    deadline.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener("abort", onAbort));
  });
}

function exchange(
  url: URL,
  host: string,
  addresses: ResolvedAddress[],
  options: OutboundRequestOptions,
  deadline: AbortSignal,
): Promise<OutboundResponse> {
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<OutboundResponse>((resolve, reject) => {
    const request = send({
      // The name, not the address: the Host header, TLS's server name and its certificate
      // check are the name's; `lookup` makes the connection go to the checked address.
      host,
      port: url.port || defaultPort(url.protocol),
      path: `${url.pathname}${url.search}`,
      method: options.method ?? "GET",
      headers: options.headers,
      lookup: pinnedLookup(addresses),
      // A pooled socket would skip this request's lookup.
      agent: false,
    });
    const fail = (error: unknown) => {
      deadline.removeEventListener("abort", onAbort);
      request.destroy();
      reject(error);
    };
    const onAbort = () => fail(deadline.reason);
    deadline.addEventListener("abort", onAbort, { once: true });
    request.on("error", fail);
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("error", fail);
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxResponseBytes) {
          fail(
            new OutboundRequestError(
              "size-limit",
              `The answer was larger than ${options.maxResponseBytes} bytes`,
            ),
          );
          return;
        }
        chunks.push(chunk);
      });
      response.on("end", () => {
        deadline.removeEventListener("abort", onAbort);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        });
      });
    });
    request.end(options.body);
  });
}

/** A signal that aborts with a time-limit error after `timeoutMs`; `clear` when done. */
function deadlineAfter(timeoutMs: number): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(
        new OutboundRequestError("time-limit", `No complete answer within ${timeoutMs} ms`),
      ),
    timeoutMs,
  );
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/**
 * The guard, with the system's resolver unless `resolve` is given; `testAllowance` only from
 * tests (OutboundTestAllowance).
 */
export function createOutboundRequest(
  policy: { resolve?: ResolveHost; testAllowance?: OutboundTestAllowance } = {},
): OutboundRequest {
  const resolve = policy.resolve ?? resolveWithSystem;
  return async (address, options) => {
    const url = URL.canParse(address) ? new URL(address) : undefined;
    if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
      throw new OutboundRequestError("unsupported-url", "Only http and https addresses are sent");
    }
    // URL keeps an IPv6 address in brackets; the connection wants it bare.
    const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
    if (isLocalhostName(host)) {
      throw new OutboundRequestError("refused-address", `${host} is this machine`);
    }
    const deadline = deadlineAfter(options.timeoutMs);
    try {
      const family = isIP(host);
      const addresses = family
        ? [{ address: host, family }]
        : await beforeDeadline(resolve(host), deadline.signal);
      const port = Number(url.port || defaultPort(url.protocol));
      checkAddresses(host, addresses, port, policy.testAllowance);
      return await exchange(url, host, addresses, options, deadline.signal);
    } finally {
      deadline.clear();
    }
  };
}
