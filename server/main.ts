// The Node entry: serves the React Router build over node:http. Node 24 runs this file as
// TypeScript directly. The app (database, routes, domain code) is reached only through the
// server build, so every module of the app exists once in the process.
import "./node-env.ts";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestListener } from "@react-router/node";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import type { Logger } from "pino";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { PAGE_CACHE_PRESSURE_CHECK_MS, PAGE_CACHE_PRESSURE_RSS } from "#app/lib/memory-budget.ts";
import { createAccessLogger, type LogLevel } from "#app/modules/logging/logger.server.ts";
// A type only, erased: the app's modules are still reached through the build alone.
import type { TestOnlyOptions } from "#app/services.server.ts";
import { createPageCache, type PageCache } from "./cache-entries.ts";
import { isCacheableRequest } from "./cache-policy.ts";
import { flushWritesAfterDelay } from "./flush-writes.ts";
import { type HttpTimeLimitConfig, httpTimeLimits } from "./http-limits.ts";
import { shrinkPageCacheUnderPressure } from "./memory-pressure.ts";
import { createPageCacheHandler, type PageCacheHandler } from "./page-cache.ts";
import { logAccess, requestIdOf } from "./request-log.ts";
import { loadStaticFiles, serveStaticFile } from "./static-files.ts";

type RunningServices = {
  config: {
    PORT: number;
    HOST: string;
    PAGE_CACHE_MB: number;
    LOG_LEVEL: LogLevel;
  } & HttpTimeLimitConfig;
  createLoadContext(request: Request, client: { address: string }): unknown;
  close(): Promise<void>;
  connection: { engine: string; location: string };
  secureCookies: boolean;
  logger: Logger;
  /** The database's change events (app/modules/live/change-feed.server.ts, ChangeFeed). */
  changes: {
    subscribe(listener: (event: { entity: string }) => void): () => void;
    close(): Promise<void>;
  };
};
// What the server build exports for this entry (app/entry.server.tsx).
type AppEntryModule = {
  startAppServices(
    env?: NodeJS.ProcessEnv,
    testOptions?: TestOnlyOptions,
  ): Promise<RunningServices>;
  contentSecurityPolicy(scripts: { hashes: string[] }, options: { https: boolean }): string;
  policyNonce(policy: string | null): string | null;
  inlineScriptHashes(html: string, nonce: string): string[];
  securityHeaders(options: { https: boolean }): Record<string, string>;
  answerPageViewBeacon(request: Request, context: RouterContextProvider): Promise<Response>;
  isCountedOnServe(method: string | undefined, url: string, headers: IncomingHttpHeaders): boolean;
  countServedPageView(
    services: RunningServices,
    page: { url: string; headers: IncomingHttpHeaders; address: string },
  ): void;
  COUNTED_ON_SERVE_METRIC: string;
};

const BUILD_DIR = path.resolve("build");
const SHUTDOWN_GRACE_MS = 10_000;
// A cached page is rendered again after this long even without a change (the footer's year).
const PAGE_CACHE_MAX_AGE_MS = 5 * 60_000;

async function loadBuild(): Promise<{
  build: ServerBuild | (() => Promise<ServerBuild>);
  entry: AppEntryModule;
  handleAssets: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  closeDev?: () => Promise<void>;
}> {
  if (process.env.NODE_ENV === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    const getBuild = () =>
      devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    const build = await getBuild();
    return {
      build: getBuild,
      entry: build.entry.module as unknown as AppEntryModule,
      handleAssets: (req, res, next) => devServer.middlewares(req, res, next),
      closeDev: () => devServer.close(),
    };
  }
  const build: ServerBuild = await import(
    pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href
  );
  const staticFiles = loadStaticFiles(path.join(BUILD_DIR, "client"));
  return {
    build,
    entry: build.entry.module as unknown as AppEntryModule,
    handleAssets: (req, res, next) => {
      if (!serveStaticFile(staticFiles, req, res)) next();
    },
  };
}

/** Whether a response showed a page (the 404 page too): what a counted view was. */
function isPageAnswer(res: ServerResponse): boolean {
  if (res.statusCode === 304) return true;
  if (res.statusCode !== 200 && res.statusCode !== 404) return false;
  return String(res.getHeader("content-type") ?? "").startsWith("text/html");
}

/**
 * Serves the app. `testOptions` only from the e2e server (tests/e2e/serve.ts); `npm start`
 * passes none (app/services.server.ts, TestOnlyOptions).
 */
export async function main(testOptions: TestOnlyOptions = {}): Promise<void> {
  const { build, entry, handleAssets, closeDev } = await loadBuild();
  let services: RunningServices;
  try {
    services = await entry.startAppServices(process.env, testOptions);
  } catch (error) {
    // Configuration and lock problems are the operator's to fix: say what, not where.
    const known =
      error instanceof Error && /Invalid configuration|data directory/.test(error.message);
    console.error(known ? `\n${(error as Error).message}\n` : error);
    await closeDev?.();
    process.exit(1);
  }

  const mode = process.env.NODE_ENV === "development" ? "development" : "production";
  const handleRequest = createRequestListener({
    build,
    mode,
    getLoadContext: (request, client) =>
      services.createLoadContext(request, client) as RouterContextProvider,
  });
  const compress = compression();
  const https = services.secureCookies;
  const commonHeaders = entry.securityHeaders({ https });
  const securityHeaders = Object.entries(commonHeaders);
  const access = createAccessLogger({ level: services.config.LOG_LEVEL });
  const accessLog = access.logger;

  // Development renders every request afresh (the code changes under it).
  const pageCache: PageCache | null =
    mode === "production" && services.config.PAGE_CACHE_MB > 0
      ? createPageCache({
          maxBytes: services.config.PAGE_CACHE_MB * 1024 * 1024,
          maxAgeMs: PAGE_CACHE_MAX_AGE_MS,
        })
      : null;
  if (pageCache) {
    shrinkPageCacheUnderPressure({
      cache: pageCache,
      limitBytes: PAGE_CACHE_PRESSURE_RSS,
      everyMs: PAGE_CACHE_PRESSURE_CHECK_MS,
    });
  }
  const renderToFetchResponse = createRequestHandler(build, mode);
  const pages: PageCacheHandler | null =
    pageCache &&
    createPageCacheHandler({
      cache: pageCache,
      toRequest: createRequest,
      render(request, address) {
        return renderToFetchResponse(
          request,
          services.createLoadContext(request, { address }) as RouterContextProvider,
        );
      },
      headersFor(response, body): Record<string, string> {
        if (!response.headers.get("content-type")?.startsWith("text/html")) return {};
        // The bytes are shared by every visitor, so the scripts its render allowed by nonce (the
        // app's own) are allowed by hash, and no other (ADR 0005).
        const nonce = entry.policyNonce(response.headers.get("content-security-policy"));
        const hashes = nonce ? entry.inlineScriptHashes(body.toString("utf8"), nonce) : [];
        return { "content-security-policy": entry.contentSecurityPolicy({ hashes }, { https }) };
      },
      commonHeaders,
      send: sendResponse,
      onBackgroundError(error, key) {
        services.logger.error({ err: error, key }, "page cache: background render failed");
      },
    });
  // Subscribed before any browser can be: entries are stale before the event reaches pages,
  // whose live refetch (X-Live-Refresh) then waits for the new render.
  if (pages) services.changes.subscribe(() => pages.onChange());

  const countedHeader = ["server-timing", entry.COUNTED_ON_SERVE_METRIC] as const;
  const server = createServer(httpTimeLimits(services.config), (req, res) => {
    const started = performance.now();
    const requestId = requestIdOf(req);
    const cacheable = pages !== null && isCacheableRequest(req);
    // A browser's own navigation to a page is counted as it is served, and says so in
    // Server-Timing, so the page sends no beacon for it (ADR 0017).
    const countsView = entry.isCountedOnServe(req.method, req.url ?? "/", req.headers);
    const countView = () =>
      entry.countServedPageView(services, {
        url: req.url ?? "/",
        headers: req.headers,
        address: req.socket.remoteAddress ?? "",
      });
    // A fresh cached page first, before any other work: it carries its security headers, and
    // is written in one writeHead (no header set before it: Node's fast path).
    if (
      cacheable &&
      pages.serveFresh(
        req,
        res,
        countsView ? ["x-request-id", requestId, ...countedHeader] : ["x-request-id", requestId],
      )
    ) {
      if (countsView) countView();
      logAccess(accessLog, req, res, { id: requestId, started, when: "now" });
      return;
    }
    logAccess(accessLog, req, res, { id: requestId, started, when: "when done" });
    res.setHeader("X-Request-Id", requestId);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    if (countsView) {
      res.setHeader(countedHeader[0], countedHeader[1]);
      res.once("finish", () => {
        if (isPageAnswer(res)) countView();
      });
    }
    // The page-view beacon, which every shown page sends, before React Router: routing it
    // cost most of its time (app/routes/api/page-view.ts).
    if (req.method === "POST" && req.url === "/page-view") {
      const request = createRequest(req, res);
      const context = services.createLoadContext(request, {
        address: req.socket.remoteAddress ?? "",
      }) as RouterContextProvider;
      entry.answerPageViewBeacon(request, context).then(
        (response) => sendResponse(res, response),
        (error: unknown) => {
          services.logger.error({ err: error, reqId: requestId }, "page-view beacon");
          if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
          res.end("Internal Server Error");
        },
      );
      return;
    }
    handleAssets(req, res, () => {
      const renderLive = () =>
        compress(req as never, res as never, () => {
          flushWritesAfterDelay(res);
          handleRequest(req, res);
        });
      if (!cacheable) return renderLive();
      pages.handle(req, res, renderLive).catch((error: unknown) => {
        services.logger.error({ err: error, reqId: req.headers["x-request-id"] }, "page cache");
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
        res.end("Internal Server Error");
      });
    });
  });

  const { PORT, HOST } = services.config;
  await new Promise<void>((resolve) => server.listen(PORT, HOST, resolve));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : PORT;
  console.log(
    `DMflow is serving on http://localhost:${actualPort} (database: ${services.connection.engine}, ${services.connection.location})`,
  );

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing requests in flight, then closing the database.`);
    const forceClose = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    forceClose.unref();
    // A keep-alive connection turns idle as its last response ends: close it then, rather than
    // waiting out its keep-alive timeout.
    server.closeIdleConnections();
    // Live event streams never end by themselves: closing the feed ends them (browsers
    // reconnect, to another instance or to this one restarted).
    await services.changes.close();
    const closeIdle = setInterval(() => server.closeIdleConnections(), 50);
    closeIdle.unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await services.close();
    await closeDev?.();
    access.flush();
    process.exit(0);
  }
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

if (import.meta.main) await main();
