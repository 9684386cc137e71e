import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  createNonce,
  inlineScriptHashes,
  policyNonce,
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
  // Hashes checked against: printf 'window.a=1' | openssl sha256 -binary | base64
  const WINDOW_A = "sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E=";
  const hashOf = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

  it("hashes the exact text of each inline script with the nonce and skips scripts loaded by src", () => {
    const html =
      '<script nonce="n">window.a=1</script><script nonce="n" src="/x.js"></script>' +
      '<script type="module" nonce="n">import "/y.js";</script><script nonce="n">window.a=1</script>';
    expect(inlineScriptHashes(html, "n")).toEqual([WINDOW_A, hashOf('import "/y.js";')]);
  });

  it("hashes speculation rules and import maps but not data blocks, which never run", () => {
    const html =
      '<script type="application/ld+json" nonce="n">{"@type":"Organization"}</script>' +
      '<script type="speculationrules" nonce="n">{"prerender":[]}</script>' +
      "<script type='importmap' nonce=\"n\">{}</script>" +
      '<script type="text/javascript" nonce="n">window.a=1</script>';
    expect(inlineScriptHashes(html, "n")).toEqual([
      hashOf('{"prerender":[]}'),
      hashOf("{}"),
      WINDOW_A,
    ]);
  });

  it("allows only the scripts the render wrote with its nonce, not scripts injected into the page", () => {
    const rules = '{"prerender":[]}';
    const html =
      `<head><script type="speculationrules" nonce="Rn/d+0m==">${rules}</script></head>` +
      '<body><div class="prose-content"><p>Post</p><script>alert(1)</script>' +
      '<script nonce="guessed">alert(2)</script><script type="module">alert(3)</script></div>';
    const hashes = inlineScriptHashes(html, "Rn/d+0m==");
    expect(hashes).toEqual([hashOf(rules)]);
    for (const injected of ["alert(1)", "alert(2)", "alert(3)"]) {
      expect(hashes).not.toContain(hashOf(injected));
    }
  });

  it("finds nothing in a page without inline scripts", () => {
    expect(inlineScriptHashes("<p>hi</p>", "n")).toEqual([]);
  });
});

describe("policyNonce", () => {
  it("reads the nonce a rendered page's policy allows, and none from a policy without", () => {
    const nonce = createNonce();
    expect(policyNonce(contentSecurityPolicy({ nonce }, { https: true }))).toBe(nonce);
    expect(policyNonce(contentSecurityPolicy({ hashes: ["sha256-x"] }, { https: true }))).toBe(
      null,
    );
    expect(policyNonce(null)).toBe(null);
  });
});
