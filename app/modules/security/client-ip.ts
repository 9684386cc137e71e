import { isIP } from "node:net";

// The client's address is the socket's, unless the socket is a proxy the operator named in
// TRUST_PROXY: only then is X-Forwarded-For read, from the right, skipping trusted hops.
// A client-chosen header is never believed on its own.

const LOOPBACK = ["127.0.0.1", "::1", "::ffff:127.0.0.1"];

/** Parses TRUST_PROXY: unset or "false" trusts nobody; "loopback" or a comma-separated list. */
export function parseTrustedProxies(value: string | undefined): Set<string> {
  const trusted = new Set<string>();
  if (!value || value === "false") return trusted;
  for (const entry of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (entry === "loopback") for (const address of LOOPBACK) trusted.add(address);
    else trusted.add(normalizeAddress(entry));
  }
  return trusted;
}

function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/** Whether the socket is a proxy named in TRUST_PROXY, whose forwarded headers are believed. */
export function isTrustedProxy(socketAddress: string, trustedProxies: ReadonlySet<string>) {
  return trustedProxies.has(normalizeAddress(socketAddress)) || trustedProxies.has(socketAddress);
}

export function resolveClientIp(
  socketAddress: string,
  forwardedFor: string | null,
  trustedProxies: ReadonlySet<string>,
): string {
  const socket = normalizeAddress(socketAddress);
  if (!isTrustedProxy(socketAddress, trustedProxies)) return socket;
  const hops = (forwardedFor ?? "")
    .split(",")
    .map(normalizeAddress)
    .filter((hop) => isIP(hop) !== 0);
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index]!;
    if (!trustedProxies.has(hop)) return hop;
  }
  return hops[0] ?? socket;
}
