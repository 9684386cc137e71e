// The Content-Security-Policy of every page. Scripts run only from our own origin or inline
// with this response's nonce (a page rendered for this request) or the hash of their exact
// text (a page served from the page cache, whose bytes are the same for every visitor, so a
// per-request nonce cannot be written into them: ADR 0005). Styles may be inline: React and
// Radix set style attributes, and the saved theme is an inline <style>.
import { createHash, randomBytes } from "node:crypto";

export type ScriptSources = { nonce: string } | { hashes: string[] };

/** A fresh nonce for one response. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export function contentSecurityPolicy(
  scripts: ScriptSources,
  {
    https,
    framedBySelf = false,
  }: {
    https: boolean;
    /** The page editor's live preview, which the console frames (ADR 0024); no other page. */
    framedBySelf?: boolean;
  },
): string {
  const scriptSources =
    "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'${hash}'`);
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    // Blog posts may show pictures from other sites (https only); icons and previews use data:.
    "img-src 'self' data: blob: https:",
    // Fonts, fetch/EventSource and media fall back to default-src 'self'.
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${framedBySelf ? "'self'" : "'none'"}`,
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** The policy of a response that is not a page (data, files, feeds): nothing runs in it. */
export const RESOURCE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
// Data blocks (JSON-LD and the like) are never run, so the policy need not name them: only
// classic and module scripts, import maps and speculation rules are checked against it.
const TYPE_ATTRIBUTE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
const POLICED_TYPES =
  /^(text\/javascript|application\/javascript|module|importmap|speculationrules)$/i;

function isPolicedScript(attributes: string): boolean {
  const type = TYPE_ATTRIBUTE.exec(attributes)?.[1];
  return type === undefined || POLICED_TYPES.test(type);
}

/** The nonce a page's policy lets inline scripts run with (a page rendered for the request). */
export function policyNonce(policy: string | null): string | null {
  return /'nonce-([^']+)'/.exec(policy ?? "")?.[1] ?? null;
}

const NONCE_ATTRIBUTE = /\snonce\s*=\s*"([^"]*)"/i;

/**
 * The CSP hash sources ('sha256-…') of the inline scripts of an HTML document that the policy
 * governs and that carry `nonce`, the nonce of the render that wrote it, in order (a page's
 * bytes go out in one round trip or two: no hash to spare). Only the app writes that nonce
 * (our components, React and React Router, a new one per render), so a cached page allows the
 * scripts its render's policy allowed and nothing else: a script that got into the page another
 * way (rich text past the sanitizer) does not run (ADR 0005). Only for HTML we rendered
 * ourselves: React escapes "</script" inside scripts, so the first "</script>" after a tag ends
 * it.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes) || !isPolicedScript(attributes)) continue;
    if (NONCE_ATTRIBUTE.exec(attributes)?.[1] !== nonce) continue;
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
