import net from "node:net";
import { sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailableResponse } from "#app/lib/database-unavailable.ts";
import { isDatabaseUnavailable, orDatabaseUnavailable } from "./unavailable.server.ts";

/** The error a Drizzle query on node-postgres throws when the pool reaches `port` on loopback. */
async function queryErrorVia(port: number): Promise<unknown> {
  const pool = new pg.Pool({
    connectionString: `postgres://app@127.0.0.1:${port}/app`,
    connectionTimeoutMillis: 300,
  });
  pool.on("error", () => {});
  try {
    await drizzle({ client: pool }).execute(sql`select 1`);
    throw new Error("the query answered");
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
}

/** A loopback server doing `onConnection` to each connection; gone after the tests. */
async function listen(onConnection: (socket: net.Socket) => void): Promise<number> {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    sockets.push(socket);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  afterAll(() => {
    server.close();
    for (const socket of sockets) socket.destroy();
  });
  return (server.address() as net.AddressInfo).port;
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("isDatabaseUnavailable", () => {
  it("recognises a refused connection through Drizzle's wrapping", async () => {
    expect(isDatabaseUnavailable(await queryErrorVia(await closedPort()))).toBe(true);
  });

  it("recognises a connection the server dropped", async () => {
    const hangsUp = await listen((socket) => socket.destroy());
    expect(isDatabaseUnavailable(await queryErrorVia(hangsUp))).toBe(true);
  });

  it("recognises a server that accepts but never answers (the connection times out)", async () => {
    const silent = await listen(() => {});
    expect(isDatabaseUnavailable(await queryErrorVia(silent))).toBe(true);
  });

  // PostgreSQL's errors carry their SQLSTATE in `code`; Drizzle wraps them with the query.
  const postgresError = (code: string, message: string) =>
    new DrizzleQueryError("select 1", [], Object.assign(new Error(message), { code }));

  it("recognises PostgreSQL shutting down or restarting", () => {
    expect(
      isDatabaseUnavailable(
        postgresError("57P01", "terminating connection due to administrator command"),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(postgresError("08006", "connection failure"))).toBe(true);
  });

  it("leaves a query's own fault alone", () => {
    expect(isDatabaseUnavailable(postgresError("42P01", 'relation "nope" does not exist'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(new Response(null, { status: 302 }))).toBe(false);
  });
});

describe("orDatabaseUnavailable", () => {
  it("throws a 503 that the error page recognises when the database cannot be reached", async () => {
    const refused = await queryErrorVia(await closedPort());
    const thrown = (await orDatabaseUnavailable(Promise.reject(refused)).catch(
      (error: unknown) => error,
    )) as { data: unknown; init: ResponseInit };
    expect(thrown.init.status).toBe(503);
    // As the router hands it to the error boundary.
    const boundaryError = new ErrorResponseImpl(503, "", thrown.data);
    expect(isDatabaseUnavailableResponse(boundaryError)).toBe(true);
    expect(isDatabaseUnavailableResponse(new ErrorResponseImpl(503, "", null))).toBe(false);
    expect(isDatabaseUnavailableResponse(new ErrorResponseImpl(500, "", thrown.data))).toBe(false);
  });

  it("passes any other outcome through unchanged", async () => {
    const redirect = new Response(null, { status: 302 });
    await expect(orDatabaseUnavailable(Promise.reject(redirect))).rejects.toBe(redirect);
    await expect(orDatabaseUnavailable(Promise.resolve(42))).resolves.toBe(42);
  });
});
