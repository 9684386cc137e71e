import ipaddr from "ipaddr.js";

// Which addresses the server may send a request to for someone else (a webhook, a calendar
// feed): public unicast only (docs/decisions/0039-outbound-request-guard.md). Pure, so that
// the console's form refuses an internal address as it is typed, as the server does on save.

/** An address's range as ipaddr.js names it ("loopback", "private", ...), and whether it is public. */
export type AddressRange = { range: string; public: boolean };

/** IPv6 forms that carry an IPv4 address in their last 32 bits: mapped, translated, NAT64. */
const IPV4_CARRYING_RANGES = new Set(["ipv4Mapped", "rfc6145", "rfc6052"]);

function ipv4RangeOf(address: ipaddr.IPv4): AddressRange {
  const range = address.range();
  return { range, public: range === "unicast" };
}

function ipv6RangeOf(address: ipaddr.IPv6): AddressRange {
  const range = address.range();
  const [first = 0, second = 0, third = 0, fourth = 0, fifth = 0, sixth = 0, high = 0, low = 0] =
    address.parts;
  // 64:ff9b:1::/48 is a network's own translator, where the IPv4 part need not be the last 32
  // bits: refused whole, as are the other ranges ipaddr.js names.
  const localTranslator = first === 0x64 && third !== 0;
  if (IPV4_CARRYING_RANGES.has(range) && !localTranslator) {
    const inner = ipv4RangeOf(new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]));
    return { range: `${range} ${inner.range}`, public: inner.public };
  }
  // Only 2000::/3 is handed out for the public internet; ::/96 (the old IPv4-compatible form)
  // and the unassigned rest are "unicast" to ipaddr.js but lead nowhere public.
  const global = first >> 13 === 0b001;
  const ipv4Compatible = !global && first + second + third + fourth + fifth + sixth === 0;
  if (range === "unicast" && !global) {
    return { range: ipv4Compatible ? "ipv4Compatible" : "unassigned", public: false };
  }
  return { range, public: range === "unicast" };
}

/**
 * The range of an IP address (IPv4 in any of the spellings inet_aton takes, such as `127.1`,
 * `0x7f.1` or `2130706433`; IPv6 with or without brackets); undefined when it is not one.
 */
export function addressRangeOf(address: string): AddressRange | undefined {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  if (ipaddr.IPv4.isValid(bare)) return ipv4RangeOf(ipaddr.IPv4.parse(bare));
  if (ipaddr.IPv6.isValid(bare)) return ipv6RangeOf(ipaddr.IPv6.parse(bare));
  return undefined;
}

/** Names that mean this machine whatever the resolver says. */
export function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost");
}

/**
 * Why the server may not send to this address as written (a literal internal IP in any
 * spelling, or localhost), without resolving any name; undefined when nothing in the address
 * itself says so. The name's addresses are checked again when a request is sent.
 */
export function internalTargetOf(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  // WHATWG URL parsing has already turned `127.1`, `0x7f.1` and `2130706433` into 127.0.0.1.
  const { hostname } = new URL(url);
  if (isLocalhostName(hostname)) return "localhost";
  const address = addressRangeOf(hostname);
  return address && !address.public ? address.range : undefined;
}
