import { createContext, RouterContextProvider } from "react-router";
import { type AppConfig, readConfig } from "./config.server.ts";
import { type Database, type DatabaseConnection, openDatabase } from "./db/client.server.ts";
import { seedDatabase } from "./db/seed.server.ts";

/** What every request can reach: the configuration and the database. */
export type AppServices = {
  config: AppConfig;
  db: Database;
  connection: DatabaseConnection;
};

export type RequestClient = { address: string };

export const servicesContext = createContext<AppServices>();
export const clientContext = createContext<RequestClient>({ address: "unknown" });

export type RunningServices = AppServices & {
  createLoadContext(request: Request, client: RequestClient): RouterContextProvider;
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
  const services: AppServices = { config, db: connection.db, connection };
  return {
    ...services,
    createLoadContext(_request, client) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(clientContext, client);
      return context;
    },
    close: () => connection.close(),
  };
}
