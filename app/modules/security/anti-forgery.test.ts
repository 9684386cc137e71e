import { describe, expect, it } from "vitest";
import { checkRequestOrigin, isStateChanging, siteOriginOf } from "./anti-forgery.ts";

const SITE = "https://dmflow.pk";
const post = (headers: { secFetchSite?: string; origin?: string }, method = "POST") =>
  checkRequestOrigin({
    method,
    secFetchSite: headers.secFetchSite ?? null,
    origin: headers.origin ?? null,
    siteOrigin: SITE,
  });

describe("checkRequestOrigin", () => {
  it("never stands in the way of reads", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "get"]) {
      expect(isStateChanging(method)).toBe(false);
      expect(post({ secFetchSite: "cross-site", origin: "https://evil.example" }, method)).toEqual({
        allowed: true,
      });
    }
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "PROPFIND"]) {
      expect(isStateChanging(method)).toBe(true);
    }
  });

  it("lets the site's own pages and the address bar change state", () => {
    expect(post({ secFetchSite: "same-origin", origin: SITE })).toEqual({ allowed: true });
    expect(post({ secFetchSite: "none" })).toEqual({ allowed: true });
    expect(post({ secFetchSite: "Same-Origin" })).toEqual({ allowed: true });
  });

  it("refuses what another site or a sibling subdomain sends, whatever its Origin says", () => {
    expect(post({ secFetchSite: "cross-site", origin: "https://evil.example" })).toEqual({
      allowed: false,
      reason: "Sec-Fetch-Site: cross-site",
    });
    expect(post({ secFetchSite: "same-site", origin: SITE })).toMatchObject({ allowed: false });
  });

  it("falls back to Origin for browsers without fetch metadata", () => {
    expect(post({ origin: SITE })).toEqual({ allowed: true });
    expect(post({ origin: "https://dmflow.pk:443" })).toEqual({ allowed: true });
    expect(post({ origin: "https://DMFLOW.pk" })).toEqual({ allowed: true });
    expect(post({ origin: "https://evil.example" })).toEqual({
      allowed: false,
      reason: "Origin: https://evil.example",
    });
    // Same host, other scheme or port: another origin.
    expect(post({ origin: "http://dmflow.pk" })).toMatchObject({ allowed: false });
    expect(post({ origin: "https://dmflow.pk:8443" })).toMatchObject({ allowed: false });
    // Sandboxed frames and privacy redirects send the opaque origin "null".
    expect(post({ origin: "null" })).toMatchObject({ allowed: false });
    expect(post({ origin: "not a url" })).toMatchObject({ allowed: false });
  });

  it("lets callers that are not browsers through (neither header: no visitor's cookies ride along)", () => {
    expect(post({})).toEqual({ allowed: true });
  });
});

describe("siteOriginOf", () => {
  const requestUrl = "http://shop.example:8080/contact?x=1";

  it("is PUBLIC_URL's origin when set", () => {
    expect(
      siteOriginOf({ publicUrl: "https://dmflow.pk/base", requestUrl, forwardedProto: "http" }),
    ).toBe("https://dmflow.pk");
  });

  it("is the request's own origin otherwise, on https when a trusted proxy ended TLS", () => {
    expect(siteOriginOf({ publicUrl: undefined, requestUrl, forwardedProto: null })).toBe(
      "http://shop.example:8080",
    );
    expect(
      siteOriginOf({
        publicUrl: undefined,
        requestUrl: "http://dmflow.pk/contact",
        forwardedProto: "https, http",
      }),
    ).toBe("https://dmflow.pk");
    expect(
      siteOriginOf({
        publicUrl: undefined,
        requestUrl: "http://dmflow.pk/",
        forwardedProto: "gopher",
      }),
    ).toBe("http://dmflow.pk");
  });
});
