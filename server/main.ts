// The Node entry: serves the React Router build over node:http. Node 24 runs this file as
// TypeScript directly. The app (database, routes, domain code) is reached only through the
// server build, so every module of the app exists once in the process.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestListener } from "@react-router/node";
import compression from "compression";
import type { ServerBuild } from "react-router";
import { loadStaticFiles, serveStaticFile } from "./static-files.ts";

type RunningServices = {
  config: { PORT: number; HOST: string };
  createLoadContext(request: Request, client: { address: string }): unknown;
  close(): Promise<void>;
  connection: { engine: string; location: string };
  /** The database's change events (app/modules/live/change-feed.server.ts, ChangeFeed). */
  changes: {
    subscribe(listener: (event: ChangeEvent) => void): () => void;
    since(seq: number): ChangeEvent[] | null;
    readonly bootId: string;
    /** Ends every open /events stream (browsers reconnect elsewhere); services.close() calls it too. */
    close(): Promise<void>;
  };
};
type ChangeEvent = { seq: number; entity: string; id: string | null; op: string };
type AppEntryModule = { startAppServices(env?: NodeJS.ProcessEnv): Promise<RunningServices> };

const BUILD_DIR = path.resolve("build");
const SHUTDOWN_GRACE_MS = 10_000;

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

export async function main(): Promise<void> {
  const { build, entry, handleAssets, closeDev } = await loadBuild();
  let services: RunningServices;
  try {
    services = await entry.startAppServices(process.env);
  } catch (error) {
    // Configuration and lock problems are the operator's to fix: say what, not where.
    const known =
      error instanceof Error && /Invalid configuration|data directory/.test(error.message);
    console.error(known ? `\n${(error as Error).message}\n` : error);
    await closeDev?.();
    process.exit(1);
  }

  const handleRequest = createRequestListener({
    build,
    mode: process.env.NODE_ENV === "development" ? "development" : "production",
    getLoadContext: (request, client) =>
      services.createLoadContext(request, client) as ReturnType<
        NonNullable<Parameters<typeof createRequestListener>[0]["getLoadContext"]>
      >,
  });
  const compress = compression();

  const server = createServer((req, res) => {
    handleAssets(req, res, () =>
      compress(req as never, res as never, () => handleRequest(req, res)),
    );
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
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await services.close();
    await closeDev?.();
    process.exit(0);
  }
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
}

if (import.meta.main) await main();
