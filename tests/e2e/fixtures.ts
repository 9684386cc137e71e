// Data shared by the e2e server (serve.ts) and the specs, so both sides agree on what was saved.
// Plain TypeScript with erasable syntax only: serve.ts runs it natively on Node 24.
import { DEFAULT_THEME, type Theme } from "../../app/modules/theme/theme.ts";

/** The port of the e2e server (never 3000, which a developer's own server may hold). */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);

/** The database of the e2e server on `port` (created afresh by serve.ts), one per port so that
 * servers side by side never drop each other's. */
export function e2eDatabaseUrl(port: number): string {
  const url = new URL(
    process.env.E2E_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres",
  );
  url.pathname = `/dmflow_e2e_${port}`;
  return url.toString();
}
export const E2E_DATABASE_URL = e2eDatabaseUrl(E2E_PORT);
export const E2E_DATABASE = new URL(E2E_DATABASE_URL).pathname.slice(1);

/** Every line the e2e server logged in this run (serve.ts), one file per e2e port. */
export const E2E_SERVER_LOG = new URL(
  `../../.cache/e2e-server-${Number(process.env.E2E_PORT || 3100)}.log`,
  import.meta.url,
).pathname;

/**
 * The environment of an e2e app server: production mode, the e2e database of this process (a
 * second instance started from a spec shares the shared server's), loopback only.
 * Every spec submits forms and opens pages from 127.0.0.1, so the per-IP lead, page-view and
 * live-stream limits and the global lead ceiling are raised (the lead limits' own tests cover them; many
 * specs submit before the background challenge is solved), and specs pose as distinct clients
 * with X-Forwarded-For (the sign-in rate-limit test).
 */
export function e2eServerEnv(port: number): Record<string, string> {
  return {
    NODE_ENV: "production",
    DATABASE_URL: E2E_DATABASE_URL,
    PORT: String(port),
    HOST: "127.0.0.1",
    LEAD_RATE_LIMIT: "1000",
    LEAD_GLOBAL_RATE_LIMIT: "100000",
    SSE_CONNECTION_LIMIT: "1000",
    PAGE_VIEW_RATE_LIMIT: "100000",
    SIGN_IN_RATE_LIMIT: "50",
    TRUST_PROXY: "loopback",
    // Everything, for the specs that read the log; serve.ts shows only warnings and worse.
    LOG_LEVEL: "debug",
  };
}

/** A theme far from the default, saved before the server starts. */
export const E2E_THEME: Theme = {
  ...DEFAULT_THEME,
  primary: "199 89% 48%",
  primaryGlow: "187 85% 53%",
  accent: "199 89% 94%",
  fontFamily: "Inter",
};

/** Every kind of public page, the 404s included. */
export const PUBLIC_PAGES = [
  "/",
  "/features",
  "/pricing",
  "/about",
  "/contact",
  "/form",
  "/blog",
  "/blog/answer-every-dm-in-seconds",
  "/blog/no-such-post",
  "/no-such-page",
];
