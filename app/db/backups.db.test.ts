import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { databaseMediaStore } from "#app/modules/media/media-store.server.ts";
import { backupDataDir, restoreDataDir } from "./backups.server.ts";
import { openDatabase } from "./client.server.ts";
import { leads } from "./schema.ts";

const dirs: string[] = [];
function tempDir(prefix = "dmflow-backup-") {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

const logoBytes = randomBytes(64 * 1024);
const faviconBytes = randomBytes(2 * 1024);
let seededDataDir: string;

/** The data and media a backup must carry, read back through the app's own queries. */
async function readContents(dataDir: string) {
  const connection = await openDatabase({ engine: "pglite", dataDir });
  try {
    const media = databaseMediaStore(connection.db);
    const logo = await media.readFile("logo-backup.png");
    const favicon = await media.readVariant("logo-backup.png", "favicon-32");
    const rows = await connection.db.select().from(leads).orderBy(asc(leads.email));
    return {
      leadEmails: rows.map((row) => row.email),
      logo: logo && Buffer.from(logo.bytes),
      favicon: favicon && Buffer.from(favicon.bytes),
    };
  } finally {
    await connection.close();
  }
}

async function addLead(dataDir: string, email: string) {
  const connection = await openDatabase({ engine: "pglite", dataDir });
  try {
    await connection.db.insert(leads).values({ name: "Lead", email, source: "backup_test" });
  } finally {
    await connection.close();
  }
}

/** A copy of a migrated data directory that holds one lead and one image with a variant. */
function seededCopy(): string {
  const dataDir = path.join(tempDir(), "data");
  cpSync(seededDataDir, dataDir, { recursive: true });
  return dataDir;
}

function startServer(dataDir: string, email: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [path.resolve("tests/helpers/serve-data-dir.ts"), dataDir, email],
    { env: { ...process.env, DATABASE_URL: "" }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  return new Promise((resolve, reject) => {
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      if (output.includes("ready")) resolve(child);
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

function stopServer(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
}

function runScript(script: string, args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, [path.resolve("scripts", script), ...args], {
    env: { ...process.env, DATABASE_URL: "", ...env },
    encoding: "utf8",
  });
}

// Backups of the embedded database; PostgreSQL is backed up with pg_dump.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("embedded database backups", () => {
  beforeAll(async () => {
    seededDataDir = path.join(tempDir("dmflow-backup-seed-"), "data");
    // From the migrated template rather than initdb: ~0.5 s instead of ~3 s.
    const connection = await openDatabase({
      engine: "pglite",
      dataDir: seededDataDir,
      loadDataDir: inject("pgliteTemplatePath"),
    });
    try {
      await connection.db
        .insert(leads)
        .values({ name: "Before", email: "before@example.pk", source: "backup_test" });
      const media = databaseMediaStore(connection.db);
      const logo = await media.saveUpload(
        {
          filename: "logo-backup.png",
          originalName: "logo.png",
          mimeType: "image/png",
          bytes: logoBytes,
        },
        null,
      );
      await media.saveVariants(logo.id, [
        {
          variant: "favicon-32",
          mimeType: "image/png",
          width: 32,
          height: 32,
          bytes: faviconBytes,
        },
      ]);
    } finally {
      await connection.close();
    }
  });
  afterAll(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** Every path below `root` (itself included) whose mode gives the group or others anything. */
  function openToOthers(root: string): string[] {
    const entries = [
      root,
      ...readdirSync(root, { recursive: true }).map((name) => path.join(root, String(name))),
    ];
    return entries.filter((entry) => lstatSync(entry).mode & 0o077);
  }

  it("writes a new data directory and its backups with no group or other permission bits", async () => {
    const previousUmask = process.umask(0o022);
    try {
      const dataDir = path.join(tempDir(), "data");
      const connection = await openDatabase({
        engine: "pglite",
        dataDir,
        loadDataDir: inject("pgliteTemplatePath"),
      });
      await connection.close();
      const backups = path.join(tempDir(), "backups");
      const backup = path.join(backups, "snapshot.tar.gz");
      await backupDataDir(dataDir, backup);

      expect(openToOthers(dataDir)).toEqual([]);
      expect(lstatSync(backups).mode & 0o777).toBe(0o700);
      expect(lstatSync(backup).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(previousUmask);
    }
  });

  it("makes an existing data directory open to other users private at start, and says so", async () => {
    const dataDir = seededCopy();
    for (const entry of [dataDir, ...readdirSync(dataDir, { recursive: true })]) {
      const target = entry === dataDir ? entry : path.join(dataDir, String(entry));
      chmodSync(target, lstatSync(target).isDirectory() ? 0o755 : 0o666);
    }
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const connection = await openDatabase({ engine: "pglite", dataDir });
      await connection.close();
      expect(openToOthers(dataDir)).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/was open to other local users/));
    } finally {
      warn.mockRestore();
    }
  });

  it("restores a stopped data directory's leads and media bytes, keeping the replaced data aside", async () => {
    const dataDir = seededCopy();
    const backup = path.join(tempDir(), "backups", "snapshot.tar.gz");
    const result = await backupDataDir(dataDir, backup);
    expect(result.from).toBe("data-dir");
    await addLead(dataDir, "after-backup@example.pk");

    const { previous } = await restoreDataDir(dataDir, backup);

    expect(await readContents(dataDir)).toEqual({
      leadEmails: ["before@example.pk"],
      logo: logoBytes,
      favicon: faviconBytes,
    });
    expect(previous).toMatch(/pglite\.before-restore-/);
    expect(readdirSync(dataDir).sort()).toEqual(["pglite", path.basename(previous!)]);
  });

  it("backs up a running server through it, and restore waits for that server to stop", async () => {
    const dataDir = seededCopy();
    // What a server killed while sending a snapshot leaves: the next one removes it.
    writeFileSync(path.join(dataDir, "backup-sending-1-1.tar.gz"), "half a snapshot");
    const server = await startServer(dataDir, "written-by-server@example.pk");
    const backup = path.join(tempDir(), "running.tar.gz");
    try {
      const run = runScript("backup.ts", [backup], { DATA_DIR: dataDir });
      expect(run.stderr).toBe("");
      expect(run.stdout).toContain("from the running server");
      expect(run.status).toBe(0);

      await expect(restoreDataDir(dataDir, backup)).rejects.toThrow(
        new RegExp(`A server \\(pid ${server.pid}\\) is using .*Stop it first`),
      );
      expect(
        readdirSync(dataDir)
          .filter((name) => name !== "backup.sock")
          .sort(),
      ).toEqual(["pglite", "server.lock"]);
    } finally {
      expect(await stopServer(server)).toBe(0);
    }
    // The server removes its socket on a clean stop.
    expect(existsSync(path.join(dataDir, "backup.sock"))).toBe(false);

    const elsewhere = path.join(tempDir(), "data");
    expect(await restoreDataDir(elsewhere, backup)).toEqual({ previous: undefined });
    expect((await readContents(elsewhere)).leadEmails).toEqual([
      "before@example.pk",
      "written-by-server@example.pk",
    ]);
  });

  it("refuses an archive that is not a database snapshot and leaves the data as it was", async () => {
    const dataDir = seededCopy();
    const notABackup = path.join(tempDir(), "photos.tar.gz");
    writeFileSync(notABackup, gzipSync(Buffer.alloc(4096)));

    await expect(restoreDataDir(dataDir, notABackup)).rejects.toThrow(/is not a DMflow backup/);
    expect(readdirSync(dataDir)).toEqual(["pglite"]);
    expect((await readContents(dataDir)).leadEmails).toEqual(["before@example.pk"]);
  });

  it("points to pg_dump and exits non-zero when the database is PostgreSQL", () => {
    const run = runScript("backup.ts", [], {
      DATABASE_URL: "postgres://app@db.example:5432/dmflow",
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('pg_dump -Fc "$DATABASE_URL" > dmflow.dump');
    expect(run.stderr).toContain('pg_restore --clean --if-exists -d "$DATABASE_URL" dmflow.dump');
  });
});
