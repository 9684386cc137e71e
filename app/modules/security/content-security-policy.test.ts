import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  createNonce,
  inlineScriptHashes,
} from "./content-security-policy.ts";

describe("contentSecurityPolicy", () => {
  it("lets scripts run only from the site or with this response's nonce", () => {
    const policy = contentSecurityPolicy({ nonce: "abc" }, { https: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("lists hashes for a cached page and upgrades requests over HTTPS", () => {
    const policy = contentSecurityPolicy({ hashes: ["sha256-x", "sha256-y"] }, { https: true });
    expect(policy).toContain("script-src 'self' 'sha256-x' 'sha256-y'");
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("makes a new nonce for every response", () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes the exact text of each inline script and skips scripts loaded by src", () => {
    const html =
      '<script nonce="n">window.a=1</script><script src="/x.js"></script>' +
      '<script type="module">import "/y.js";</script><script>window.a=1</script>';
    // Hashes checked against: printf 'window.a=1' | openssl sha256 -binary | base64
    expect(inlineScriptHashes(html)).toEqual([
      "sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E=",
      expect.stringMatching(/^sha256-/),
    ]);
  });

  it("hashes speculation rules and import maps but not data blocks, which never run", () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script type="speculationrules">{"prerender":[]}</script>' +
      "<script type='importmap'>{}</script>" +
      '<script type="text/javascript">window.a=1</script>';
    expect(inlineScriptHashes(html)).toHaveLength(3);
    expect(inlineScriptHashes(html)).toContain(
      "sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E=",
    );
  });

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptHashes("<p>hi</p>")).toEqual([]);
  });
});
