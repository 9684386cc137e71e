// A data directory as a gzipped tarball and back, streamed: a backup, a restore and a new
// database's template hold one read of a file at a time (64 KB), where PGlite's own
// dumpDataDir and loadDataDir hold the whole directory, its tarball and the gzip of it at once
// (128 MB of buffers for a 41 MB directory; ADR 0050). The format is PGlite's (a ustar archive
// of the directory's files, names relative to it), so snapshots go both ways between them.
// Used by the embedded database's thread, which Node runs without a bundler: erasable syntax
// only, relative imports with `.ts`.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";

const BLOCK = 512;
const CHUNK = 64 * 1024;
const FILE = "0";
const DIRECTORY = "5";

/** The archive is not a tarball this code wrote or can read (or not a gzipped one at all). */
export class TarballError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TarballError";
  }
}

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, "0")}\0`;
}

/** A ustar header: the name (under 100 bytes: PostgreSQL's paths are short), mode, size, type. */
function header(name: string, size: number, mode: number, mtime: Date, type: string): Buffer {
  const block = Buffer.alloc(BLOCK);
  if (Buffer.byteLength(name) >= 100) throw new TarballError(`A name too long for ustar: ${name}`);
  block.write(name, 0, 100, "utf8");
  block.write(octal(mode & 0o7777, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  block.write(" ".repeat(8), 148, "ascii");
  block.write(type, 156, "ascii");
  block.write("ustar\u000000", 257, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return block;
}

/** The directory's entries, depth first, each directory before what it holds. */
async function* entries(root: string, relative = ""): AsyncGenerator<string> {
  const names = (await readdir(path.join(root, relative))).sort();
  for (const name of names) {
    const entry = relative ? `${relative}/${name}` : name;
    yield entry;
    if ((await stat(path.join(root, entry))).isDirectory()) yield* entries(root, entry);
  }
}

/** The archive's bytes: each entry's header, then a regular file's bytes in 64 KB reads. */
async function* archive(root: string): AsyncGenerator<Buffer> {
  for await (const entry of entries(root)) {
    const info = await stat(path.join(root, entry));
    if (info.isDirectory()) {
      yield header(entry, 0, info.mode, info.mtime, DIRECTORY);
      continue;
    }
    if (!info.isFile()) continue;
    yield header(entry, info.size, info.mode, info.mtime, FILE);
    const file = await open(path.join(root, entry));
    try {
      // Exactly the size in the header, though nothing should write the file meanwhile.
      for (let done = 0; done < info.size; ) {
        const want = Math.min(CHUNK, info.size - done);
        const chunk = Buffer.alloc(want);
        const { bytesRead } = await file.read(chunk, 0, want, done);
        if (bytesRead === 0) {
          yield Buffer.alloc(info.size - done);
          break;
        }
        yield bytesRead === want ? chunk : chunk.subarray(0, bytesRead);
        done += bytesRead;
      }
    } finally {
      await file.close();
    }
    const padding = (BLOCK - (info.size % BLOCK)) % BLOCK;
    if (padding) yield Buffer.alloc(padding);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/**
 * Writes the directory `root` as a gzipped tarball to `file` (created with `mode`), streamed.
 * Nothing may write to `root` meanwhile. Returns the file's size.
 */
export async function writeTarball(root: string, file: string, mode = 0o600): Promise<number> {
  await pipeline(Readable.from(archive(root)), createGzip(), createWriteStream(file, { mode }));
  return (await stat(file)).size;
}

const text = (block: Buffer, start: number, length: number) =>
  block.toString("utf8", start, start + length).replace(/\0.*$/s, "");

/** An entry's name, kept inside the directory it is unpacked into. */
function safeName(block: Buffer): string {
  const prefix = block.toString("ascii", 257, 262) === "ustar" ? text(block, 345, 155) : "";
  const name = text(block, 0, 100);
  const joined = (prefix ? `${prefix}/${name}` : name).replace(/^(\.?\/)+/, "");
  const parts = joined.split("/").filter((part) => part && part !== ".");
  if (parts.length === 0 || parts.includes("..")) {
    throw new TarballError(`An entry outside the archive's directory: ${joined}`);
  }
  return parts.join("/");
}

/** Whether `file` starts as gzip does (PGlite writes snapshots either way). */
async function isGzipped(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const magic = Buffer.alloc(2);
    await handle.read(magic, 0, 2, 0);
    return magic[0] === 0x1f && magic[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/**
 * Unpacks the tarball `file` (gzipped or not) into `root` (made if missing), streamed; returns
 * the names of its entries. Regular files and directories only. Throws TarballError when the
 * file is not a whole tarball.
 */
export async function extractTarball(file: string, root: string): Promise<string[]> {
  await mkdir(root, { recursive: true, mode: 0o700 });
  const names: string[] = [];
  let pending: Buffer = Buffer.alloc(0);
  // The entry being written: its open file and the bytes still to come (then its padding).
  let current: { handle: Awaited<ReturnType<typeof open>> | null; left: number; skip: number } = {
    handle: null,
    left: 0,
    skip: 0,
  };
  let ended = false;
  const read = createReadStream(file);
  const source = (await isGzipped(file)) ? read.pipe(createGunzip()) : read;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (!ended) {
        if (current.left > 0) {
          if (pending.length === 0) break;
          const piece = pending.subarray(0, Math.min(current.left, pending.length));
          await current.handle?.write(piece);
          current.left -= piece.length;
          pending = pending.subarray(piece.length);
          if (current.left === 0) {
            await current.handle?.close();
            current.handle = null;
          }
          continue;
        }
        if (current.skip > 0) {
          const skipped = Math.min(current.skip, pending.length);
          current.skip -= skipped;
          pending = pending.subarray(skipped);
          if (current.skip > 0) break;
          continue;
        }
        if (pending.length < BLOCK) break;
        const block = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (block.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        const name = safeName(block);
        const size = Number.parseInt(text(block, 124, 12).trim() || "0", 8);
        const mode = Number.parseInt(text(block, 100, 8).trim() || "600", 8) & 0o700;
        if (!Number.isFinite(size) || size < 0) throw new TarballError("A damaged tar header");
        const type = block.toString("ascii", 156, 157);
        const target = path.join(root, name);
        names.push(name);
        if (type === DIRECTORY) {
          await mkdir(target, { recursive: true, mode: 0o700 });
        } else if (type === FILE || type === "\0") {
          await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
          await writeFile(target, new Uint8Array(0), { mode: mode || 0o600 });
          current = { handle: size > 0 ? await open(target, "w") : null, left: size, skip: 0 };
        } else {
          current = { handle: null, left: 0, skip: size };
        }
        current.skip += (BLOCK - (size % BLOCK)) % BLOCK;
      }
    }
  } catch (error) {
    await current.handle?.close();
    if (error instanceof TarballError) throw error;
    throw new TarballError(`Not a gzipped tarball: ${(error as Error).message}`);
  }
  // Without its closing zero blocks, an archive still ends between two entries.
  if (current.left > 0 || (!ended && pending.length > 0)) {
    await current.handle?.close();
    throw new TarballError("The archive ends early");
  }
  return names;
}
