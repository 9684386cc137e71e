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

/**
 * The key a client is limited by: an IPv4 address as it is, an IPv6 address by its /64, the
 * block one subscriber is handed (RFC 6177), so that rotating through it counts as one client.
 */
export function limitKeyOf(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::", 2);
  const headGroups = head ? head.split(":") : [];
  const tailGroups = ip.includes("::") && tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::ffff:a.b.c.d and the like) is two groups, all past the prefix.
  const tailCount = tailGroups.reduce((count, group) => count + (group.includes(".") ? 2 : 1), 0);
  const groups = ip.includes("::")
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailCount).fill("0"), ...tailGroups]
    : headGroups;
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(":")}::/64`;
}
