// The link prompt's rule: a link goes to an http(s) page, an e-mail (mailto:), a phone number
// (tel:) or a path on this site. Anything else, javascript: first of all, is refused here, in
// the editor's own link check, and again by the server's allow-list.

export const LINK_PROTOCOLS = ["http:", "https:", "mailto:", "tel:"] as const;

export type LinkUrlResult = { ok: true; href: string } | { ok: false; error: string };

const LOOKS_LIKE_DOMAIN = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#]|$)/i;

/**
 * Checks and normalizes what was typed: "example.com" becomes "https://example.com/", a
 * path such as "/pricing" stays as it is.
 */
export function normalizeLinkUrl(input: string): LinkUrlResult {
  const value = input.trim();
  if (!value) return { ok: false, error: "Enter a link address" };
  // Control characters, spaces and backslashes are how scheme checks get fooled ("java\tscript:",
  // "/\evil.test"): such an address is refused outright.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is what it looks for
  if (/[\u0000-\u0020\u007f\\]/.test(value)) {
    return { ok: false, error: "A link address can't contain spaces or backslashes" };
  }
  if (value.startsWith("/")) {
    return value.startsWith("//")
      ? { ok: false, error: "Start the address with https://" }
      : { ok: true, href: value };
  }
  const withScheme = LOOKS_LIKE_DOMAIN.test(value) ? `https://${value}` : value;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, error: "Enter a full address, e.g. https://example.com" };
  }
  if (!(LINK_PROTOCOLS as readonly string[]).includes(url.protocol)) {
    return { ok: false, error: "Only http, https, mailto and tel links are allowed" };
  }
  if ((url.protocol === "http:" || url.protocol === "https:") && !url.hostname) {
    return { ok: false, error: "Enter a full address, e.g. https://example.com" };
  }
  return { ok: true, href: url.href };
}

/** For the editor's own check of pasted and auto-detected links. */
export function isSafeLinkUrl(url: string): boolean {
  return normalizeLinkUrl(url).ok;
}
