import { createRequestHandler, type ServerBuild } from "react-router";
import { readConfig } from "#app/config.server.ts";
import type { Database } from "#app/db/client.server.ts";
import { prepareFirstAdmin } from "#app/modules/auth/admin-bootstrap.server.ts";
import { signInToConsole } from "#app/modules/auth/session.server.ts";
import { logServerError } from "#app/modules/logging/server-errors.server.ts";
import { seedDatabase } from "#app/modules/seed/seed.server.ts";
import { middleware as rootMiddleware } from "#app/root.tsx";
import { middleware as consoleMiddleware } from "#app/routes/admin/layout.tsx";
import { type AppServices, createAppServices, createRequestContext } from "#app/services.server.ts";
import { createTestDatabase, type TestDatabase } from "../db.ts";
import { captureLogs, type LogEntry } from "./log-capture.ts";

// The app's request pipeline in process: React Router's own request handler, the real root
// middleware (anti-forgery, body limits, log scope) and console middleware (admin session),
// the real route actions, services built by createAppServices over a test database, and the
// load context built as the Node entry builds it, errors logged by the app's handleError (as
// app/entry.server.tsx exports it). Only the page rendering is left out: the
// routes are mounted without their components, so an action's answer comes back as it is.

/** A route's server exports; a public page may bring its layout's middleware along. */
type RouteModule = { action?: unknown; loader?: unknown; middleware?: unknown };
/** Public routes sit under the root; console routes under /admin, behind its middleware. */
export type HarnessRoutes = {
  site?: Record<string, RouteModule>;
  admin?: Record<string, RouteModule>;
};

export const SITE = "http://localhost:3000";
export const ADMIN = { email: "owner@dmflow.pk", password: "correct horse battery" };

export type AppHarness = {
  services: AppServices;
  db: Database;
  logs: LogEntry[];
  /** Sends the request through the pipeline; `ip` is the socket's address. */
  send(request: Request, ip?: string): Promise<Response>;
  /** The session cookie of the seeded admin (ADMIN), signed in through Better Auth. */
  adminCookie(): Promise<string>;
  close(): Promise<void>;
};

export async function createAppHarness(
  routes: HarnessRoutes,
  env: Record<string, string> = {},
): Promise<AppHarness> {
  const database: TestDatabase = await createTestDatabase();
  const { logger, entries } = captureLogs();
  const config = readConfig({ AUTH_SECRET: "test-secret-".repeat(4), ...env });
  await seedDatabase(database.db);
  const { services, stop } = await createAppServices(config, database, logger);
  await prepareFirstAdmin(database.db, services.hashPassword, ADMIN);

  const manifest: Record<string, { id: string; parentId?: string; path?: string; module: object }> =
    {
      root: { id: "root", path: "", module: { middleware: rootMiddleware } },
      admin: {
        id: "admin",
        parentId: "root",
        path: "admin",
        module: { middleware: consoleMiddleware },
      },
    };
  for (const [parentId, children] of [
    ["root", routes.site],
    ["admin", routes.admin],
  ] as const) {
    for (const [path, { action, loader, middleware }] of Object.entries(children ?? {})) {
      // Without its component a route answers like a resource route: the action's data as is.
      const id = `${parentId}:${path}`;
      manifest[id] = { id, parentId, path, module: { action, loader, middleware } };
    }
  }
  const build = {
    entry: {
      // No document is rendered here: an answer that would be a page (an address no route
      // matches) is its status alone, the one React Router chose.
      module: {
        default: (_: Request, status: number) => new Response(null, { status }),
        handleError: logServerError,
      },
    },
    routes: manifest,
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    // As react-router.config.ts: the root middleware, not React Router, judges origins.
    allowedActionOrigins: ["**"],
  } as unknown as ServerBuild;
  const handle = createRequestHandler(build, "production");

  return {
    services,
    db: database.db,
    logs: entries,
    send: (request, ip = "203.0.113.10") =>
      handle(request, createRequestContext(services, request, { address: ip })),
    async adminCookie() {
      const signedIn = await signInToConsole(services, new Request(`${SITE}/admin-auth`), ADMIN);
      if (!signedIn.ok) throw new Error(`The test admin could not sign in: ${signedIn.reason}`);
      return signedIn.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
    },
    async close() {
      await stop();
      await database.close();
    },
  };
}
