import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { extractTarball, TarballError, writeTarball } from "./tarball.server.ts";

const dir = mkdtempSync(path.join(tmpdir(), "dmflow-tarball-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A directory as PostgreSQL leaves one: nested folders, an empty file, files of odd sizes. */
function dataDirectory(name: string): Record<string, Buffer> {
  const root = path.join(dir, name);
  const files: Record<string, Buffer> = {
    PG_VERSION: Buffer.from("17\n"),
    "global/pg_control": randomBytes(8192),
    "base/5/1259": randomBytes(200_001),
    "base/5/empty": Buffer.alloc(0),
  };
  mkdirSync(path.join(root, "pg_wal/archive_status"), { recursive: true });
  for (const [file, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), bytes);
  }
  return files;
}

const tree = (root: string) => readdirSync(root, { recursive: true }).map(String).sort();

describe("a data directory as a gzipped tarball", () => {
  it("unpacks what it packed: every file's bytes, empty folders and files too", async () => {
    const files = dataDirectory("source");
    const archive = path.join(dir, "source.tar.gz");
    const size = await writeTarball(path.join(dir, "source"), archive);
    expect(size).toBe(readFileSync(archive).length);

    const target = path.join(dir, "target");
    const names = await extractTarball(archive, target);

    expect(names).toContain("pg_wal/archive_status");
    for (const [file, bytes] of Object.entries(files)) {
      expect(readFileSync(path.join(target, file)).equals(bytes)).toBe(true);
    }
    expect(tree(target)).toEqual(tree(path.join(dir, "source")));
  });

  it("writes ustar entries named from the directory, as PGlite's own snapshots are", async () => {
    dataDirectory("named");
    const archive = path.join(dir, "named.tar.gz");
    await writeTarball(path.join(dir, "named"), archive);
    const tar = gunzipSync(readFileSync(archive));
    expect(tar.toString("ascii", 0, 10)).toBe("PG_VERSION");
    expect(tar.toString("ascii", 257, 262)).toBe("ustar");
    expect(tar.length % 512).toBe(0);
  });

  it("reads an uncompressed tarball too (PGlite's dumpDataDir('none'))", async () => {
    dataDirectory("plain");
    const archive = path.join(dir, "plain.tar.gz");
    await writeTarball(path.join(dir, "plain"), archive);
    const plain = path.join(dir, "plain.tar");
    writeFileSync(plain, gunzipSync(readFileSync(archive)));
    const names = await extractTarball(plain, path.join(dir, "plain-out"));
    expect(names).toContain("global/pg_control");
  });

  it("refuses a file that is not a tarball, a cut one, and entries outside its folder", async () => {
    const notTar = path.join(dir, "photo.gz");
    writeFileSync(notTar, gzipSync(randomBytes(5000)));
    await expect(extractTarball(notTar, path.join(dir, "x1"))).rejects.toThrow(TarballError);

    dataDirectory("cut");
    const archive = path.join(dir, "cut.tar.gz");
    await writeTarball(path.join(dir, "cut"), archive);
    const whole = gunzipSync(readFileSync(archive));
    const cut = path.join(dir, "cut-short.tar.gz");
    writeFileSync(cut, gzipSync(whole.subarray(0, 100_000)));
    await expect(extractTarball(cut, path.join(dir, "x2"))).rejects.toThrow(/ends early/);

    const escaping = Buffer.from(whole);
    escaping.write("../../escaped\0", 0, "ascii");
    const bad = path.join(dir, "escaping.tar.gz");
    writeFileSync(bad, gzipSync(escaping));
    await expect(extractTarball(bad, path.join(dir, "x3", "in"))).rejects.toThrow(/outside/);
    expect(readdirSync(dir)).not.toContain("escaped");
  });
});
