// Opening PGlite, shared by the server's thread (the in-memory engine of the tests) and the
// embedded database's own thread (app/db/pglite-worker.server.ts), which Node runs without a
// bundler: erasable syntax only, relative imports with `.ts`.
import { existsSync } from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions, types } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLITE_SETTINGS } from "../lib/memory-budget.ts";

// A bytea parameter goes to PostgreSQL as its bytes (the binary format), where PGlite's own
// serializer wrote it out as hex text, one string a byte: 230 MB and 1.2 s for a 2.3 MB image,
// against 9 MB and 0.1 s (ADR 0050). PGlite sends a parameter given as bytes in binary.
const BYTES_AS_THEY_ARE = ((bytes: Uint8Array) => bytes) as unknown as NonNullable<
  PGliteOptions["serializers"]
>[number];

/**
 * PGlite on `dataDir` (in memory without one). `loadDataDir`: fill a new data directory from a
 * snapshot (a restore) instead of initdb.
 */
export async function openPglite({
  dataDir,
  loadDataDir,
}: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<PGlite> {
  const open = () =>
    PGlite.create({
      dataDir,
      // pg_trgm: the leads search; btree_gist: the bookings' no-overlap constraint.
      extensions: { pg_trgm, btree_gist },
      // Inside the WebAssembly memory, which never shrinks (app/lib/memory-budget.ts).
      postgresqlconf: PGLITE_SETTINGS,
      serializers: { [types.BYTEA]: BYTES_AS_THEY_ARE },
      loadDataDir,
    });
  const created = dataDir !== undefined && !existsSync(path.join(dataDir, "PG_VERSION"));
  const client = await open();
  if (!created || loadDataDir) return client;
  // The instance that ran initdb keeps its memory (some 400 MB) for as long as it lives: a new
  // database is opened afresh, so a first start weighs what every later one does.
  await client.close();
  return open();
}

/**
 * The data directory as a gzipped tarball, consistent (taken between two queries, like the
 * state a killed process leaves, which PGlite recovers from).
 */
export async function snapshotPglite(client: PGlite): Promise<Uint8Array> {
  // A checkpoint first, so that opening the snapshot replays little or no WAL.
  await client.exec("CHECKPOINT");
  const tarball = await client.dumpDataDir("gzip");
  return new Uint8Array(await tarball.arrayBuffer());
}
