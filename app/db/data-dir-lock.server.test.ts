import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.server.ts";

const dirs: string[] = [];
function tempDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "dmflow-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("refuses a second holder while another live process has the directory", async () => {
    const dir = tempDataDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "server.lock"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(`Another server \\(pid ${other.pid}\\) holds the data directory ${dir}`),
      );
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that no longer runs (kill -9)", async () => {
    const dir = tempDataDir();
    const dead = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => dead.on("exit", resolve));
    writeFileSync(path.join(dir, "server.lock"), String(dead.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, "server.lock"))).toBe(false);
  });

  it("creates a missing data directory and can be taken again after release", () => {
    const dir = path.join(tempDataDir(), "nested", "data");
    lockDataDir(dir)();
    lockDataDir(dir)();
  });
});
