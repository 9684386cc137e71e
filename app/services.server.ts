import { createContext, RouterContextProvider } from "react-router";
import { type AppConfig, readConfig } from "./config.server.ts";
import { type Database, type DatabaseConnection, openDatabase } from "./db/client.server.ts";
import { seedDatabase } from "./db/seed.server.ts";
import { parseTrustedProxies, resolveClientIp } from "./modules/security/client-ip.ts";
import { createRateLimiter, type RateLimiter } from "./modules/security/rate-limiter.ts";

/** What every request can reach: the configuration, the database and the abuse limits. */
export type AppServices = {
  config: AppConfig;
  db: Database;
  connection: DatabaseConnection;
  rateLimits: { leadSubmissions: RateLimiter };
};

/** The caller: the socket's address, or the client behind a proxy named in TRUST_PROXY. */
export type RequestClient = { ip: string };

const LEAD_RATE_WINDOW_MS = 10 * 60_000;

export const servicesContext = createContext<AppServices>();
export const clientContext = createContext<RequestClient>({ ip: "unknown" });

export type RunningServices = AppServices & {
  createLoadContext(request: Request, socket: { address: string }): RouterContextProvider;
  close(): Promise<void>;
};

/**
 * Opens the database (PGlite by default, PostgreSQL when DATABASE_URL is set), applies the
 * migrations and the seed. The Node entry calls this through the server build, so that the
 * app's modules exist once in the process.
 */
export async function startAppServices(
  env: Record<string, string | undefined> = process.env,
): Promise<RunningServices> {
  const config = readConfig(env);
  const connection = await openDatabase(
    config.DATABASE_URL
      ? { engine: "postgres", url: config.DATABASE_URL, maxConnections: config.DATABASE_POOL_SIZE }
      : { engine: "pglite", dataDir: config.DATA_DIR },
  );
  try {
    await connection.migrate();
    await seedDatabase(connection.db);
  } catch (error) {
    await connection.close();
    throw error;
  }
  const services: AppServices = {
    config,
    db: connection.db,
    connection,
    rateLimits: {
      leadSubmissions: createRateLimiter({
        limit: config.LEAD_RATE_LIMIT,
        windowMs: LEAD_RATE_WINDOW_MS,
      }),
    },
  };
  const trustedProxies = parseTrustedProxies(config.TRUST_PROXY);
  return {
    ...services,
    createLoadContext(request, socket) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(clientContext, {
        ip: resolveClientIp(socket.address, request.headers.get("x-forwarded-for"), trustedProxies),
      });
      return context;
    },
    close: () => connection.close(),
  };
}
