// Opening PGlite, shared by the server's thread (the in-memory engine of the tests) and the
// embedded database's own thread (app/db/pglite-worker.server.ts), which Node runs without a
// bundler: erasable syntax only, relative imports with `.ts`.
import { existsSync } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite, type PGliteOptions, types } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLITE_SETTINGS } from "../lib/memory-budget.ts";
import { extractTarball, writeTarball } from "./tarball.server.ts";

// A bytea parameter goes to PostgreSQL as its bytes (the binary format), where PGlite's own
// serializer wrote it out as hex text, one string a byte: 230 MB and 1.2 s for a 2.3 MB image,
// against 9 MB and 0.1 s (ADR 0050). PGlite sends a parameter given as bytes in binary.
const BYTES_AS_THEY_ARE = ((bytes: Uint8Array) => bytes) as unknown as NonNullable<
  PGliteOptions["serializers"]
>[number];

/**
 * PGlite on `dataDir` (in memory without one). `loadDataDir`: a snapshot to fill a new data
 * directory from instead of initdb: a gzipped tarball's file, unpacked onto the disk first (so
 * a new database opens as an existing one does), or its bytes for a database in memory.
 */
export async function openPglite({
  dataDir,
  loadDataDir,
}: {
  dataDir?: string;
  loadDataDir?: string | Blob;
}): Promise<PGlite> {
  const open = (bytes?: Blob) =>
    PGlite.create({
      dataDir,
      // pg_trgm: the leads search; btree_gist: the bookings' no-overlap constraint.
      extensions: { pg_trgm, btree_gist },
      // Inside the WebAssembly memory, which never shrinks (app/lib/memory-budget.ts).
      postgresqlconf: PGLITE_SETTINGS,
      serializers: { [types.BYTEA]: BYTES_AS_THEY_ARE },
      loadDataDir: bytes,
    });
  if (typeof loadDataDir === "string") {
    if (dataDir === undefined) throw new Error("A snapshot file is unpacked into a data directory");
    // Beside it first: a start stopped halfway leaves no half database to be taken for one.
    const unpacking = `${dataDir}.unpacking`;
    await rm(unpacking, { recursive: true, force: true });
    await extractTarball(loadDataDir, unpacking);
    await rename(unpacking, dataDir);
    return open();
  }
  const created = dataDir !== undefined && !existsSync(path.join(dataDir, "PG_VERSION"));
  const client = await open(loadDataDir);
  if (!created || loadDataDir) return client;
  // The instance that ran initdb keeps its memory (some 400 MB) for as long as it lives: a new
  // database is opened afresh, so a first start weighs what every later one does.
  await client.close();
  return open();
}

/** PGlite's lock on its queries (what its dumpDataDir holds): no query runs while `work` does. */
function withoutQueries<T>(client: PGlite, work: () => Promise<T>): Promise<T> {
  return (
    client as unknown as { _runExclusiveQuery(work: () => Promise<T>): Promise<T> }
  )._runExclusiveQuery(work);
}

/**
 * Writes the data directory to `file` as a gzipped tarball, consistent (taken between two
 * queries, like the state a killed process leaves, which PGlite recovers from); returns its
 * size. A database on disk (`dataDir`, its directory) is streamed from its files; one in
 * memory is dumped by PGlite.
 */
export async function snapshotPglite(
  client: PGlite,
  file: string,
  dataDir?: string,
): Promise<number> {
  // A checkpoint first, so that opening the snapshot replays little or no WAL.
  await client.exec("CHECKPOINT");
  if (dataDir !== undefined) {
    return withoutQueries(client, () => writeTarball(dataDir, file));
  }
  const tarball = await client.dumpDataDir("gzip");
  const bytes = new Uint8Array(await tarball.arrayBuffer());
  await writeFile(file, bytes, { mode: 0o600 });
  return bytes.byteLength;
}
