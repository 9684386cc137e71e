// Data shared by the e2e server (serve.ts) and the specs, so both sides agree on what was saved.
// Plain TypeScript with erasable syntax only: serve.ts runs it natively on Node 24.
import { DEFAULT_THEME, type Theme } from "../../app/modules/theme/theme.ts";

/** The port of the e2e server (never 3000, which a developer's own server may hold). */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);

/** The e2e server's own database on the local PostgreSQL (created afresh by serve.ts), one per
 * e2e port so that runs side by side never drop each other's. */
export const E2E_DATABASE = `dmflow_e2e_${Number(process.env.E2E_PORT || 3100)}`;
const server = new URL(
  process.env.E2E_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres",
);
server.pathname = `/${E2E_DATABASE}`;
export const E2E_DATABASE_URL = server.toString();

/** A theme far from the default, saved before the server starts. */
export const E2E_THEME: Theme = {
  ...DEFAULT_THEME,
  primary: "199 89% 48%",
  primaryGlow: "187 85% 53%",
  accent: "199 89% 94%",
  fontFamily: "Inter",
};
