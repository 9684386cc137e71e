// The embedded database in its own thread (ADR 0010), through the same handle the server uses:
// what crossed no thread before (transactions, values, errors, notifications) must not change.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DatabaseConnection, openDatabase, selectRows } from "./client.server.ts";
import { leads } from "./schema.ts";
import { isDatabaseUnavailable } from "./unavailable.server.ts";

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("PGlite in a worker thread", () => {
  let dataDir: string;
  let connection: DatabaseConnection;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "dmflow-thread-"));
    connection = await openDatabase({
      engine: "pglite",
      dataDir,
      loadDataDir: inject("pgliteTemplatePath"),
    });
    await connection.db.execute(sql`create table probe (key text primary key, bytes bytea)`);
  });
  afterAll(async () => {
    await connection?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("returns the values Drizzle maps: dates, bytes, numbers and JSON", async () => {
    const [lead] = await connection.db
      .insert(leads)
      .values({ name: "Thread", email: "values@example.com", source: "thread_test" })
      .returning();
    expect(lead?.createdAt).toBeInstanceOf(Date);
    const [read] = await connection.db.select().from(leads).where(eq(leads.id, lead!.id));
    expect(read).toEqual(lead);

    const bytes = new Uint8Array([0, 1, 254, 255]);
    await connection.db.execute(sql`insert into probe values ('bytes', ${bytes})`);
    const rows = await selectRows<{ bytes: Uint8Array; n: number; doc: unknown }>(
      connection.db,
      sql`select bytes, 2 + 2 as n, '{"a":[1]}'::jsonb as doc from probe where key = 'bytes'`,
    );
    expect(rows).toEqual([{ bytes, n: 4, doc: { a: [1] } }]);
  });

  it("rejects a unique violation with PostgreSQL's code and constraint in the cause chain", async () => {
    await connection.db.execute(sql`insert into probe (key) values ('unique')`);
    const error = await connection.db
      .execute(sql`insert into probe (key) values ('unique')`)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).cause).toMatchObject({
      code: "23505",
      constraint: "probe_pkey",
      message: expect.stringContaining("duplicate key"),
    });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("runs no other query inside an open transaction, and rolls back on a throw", async () => {
    let outside: Promise<unknown> | undefined;
    const rolledBack = connection.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe (key) values ('in-transaction')`);
      // Issued while the transaction is open: it must wait for it, not run inside it.
      outside = selectRows(connection.db, sql`select key from probe where key = 'in-transaction'`);
      await tx.execute(sql`select 1`);
      throw new Error("changed my mind");
    });
    await expect(rolledBack).rejects.toThrow("changed my mind");
    expect(await outside).toEqual([]);

    await connection.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe (key) values ('committed')`);
      // A nested transaction (a savepoint) rolled back alone.
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into probe (key) values ('savepoint')`);
          inner.rollback();
        })
        .catch(() => {});
    });
    const keys = await selectRows<{ key: string }>(
      connection.db,
      sql`select key from probe where key in ('committed', 'savepoint')`,
    );
    expect(keys).toEqual([{ key: "committed" }]);
  });

  it("fails a commit of a transaction whose statement failed, and keeps nothing of it", async () => {
    const committed = connection.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe (key) values ('aborted')`);
      await tx.execute(sql`insert into probe (key) values ('aborted')`).catch(() => {});
    });
    await expect(committed).rejects.toThrow();
    expect(
      await selectRows(connection.db, sql`select key from probe where key = 'aborted'`),
    ).toEqual([]);
  });

  it("delivers notifications of committed transactions only, until the listener closes", async () => {
    const received: string[] = [];
    const listener = await connection.listen(["probe_channel"], {
      notification: (channel, payload) => received.push(`${channel}:${payload}`),
      reconnected: () => {},
    });
    await connection.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('probe_channel', 'rolled back')`);
        tx.rollback();
      })
      .catch(() => {});
    await connection.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('probe_channel', 'committed')`);
    });
    // Sent before the reply of the query that raised it.
    expect(received).toEqual(["probe_channel:committed"]);

    await listener.close();
    await connection.db.execute(sql`select pg_notify('probe_channel', 'after close')`);
    expect(received).toEqual(["probe_channel:committed"]);
  });

  it("bulk-loads CSV from a Blob with COPY FROM '/dev/blob'", async () => {
    await connection.copyFromBlob?.(
      "COPY probe (key) FROM '/dev/blob' WITH (FORMAT csv)",
      new Blob(['"copied, one"\n"copied ""two"""\n']),
    );
    const rows = await selectRows<{ key: string }>(
      connection.db,
      sql`select key from probe where key like 'copied%'`,
    );
    expect(rows.map((row) => row.key).sort()).toEqual(['copied "two"', "copied, one"]);
  });

  it("writes a snapshot: a gzipped tarball of the data directory, its size answered", async () => {
    const file = path.join(dataDir, "..", `${path.basename(dataDir)}-snapshot.tar.gz`);
    try {
      const size = await connection.snapshot!(file);
      const bytes = readFileSync(file);
      expect(size).toBe(bytes.length);
      expect(gunzipSync(bytes).toString("latin1")).toContain("PG_VERSION");
    } finally {
      rmSync(file, { force: true });
    }
  });

  // Last: it closes the shared connection (closing again in afterAll does nothing).
  it("answers 'database unavailable' once closed, and frees the data directory", async () => {
    await connection.close();
    const error = await selectRows(connection.db, sql`select 1`).catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);
  });
});
