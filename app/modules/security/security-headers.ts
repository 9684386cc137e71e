// Headers every response carries, pages, data and files alike. The page's own
// Content-Security-Policy is set where the page is rendered (entry.server.tsx) or served from
// the page cache; this one is the fallback for everything else.
import { RESOURCE_CONTENT_SECURITY_POLICY } from "./content-security-policy.ts";

export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    "Content-Security-Policy": RESOURCE_CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
