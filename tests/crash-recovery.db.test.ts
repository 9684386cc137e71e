import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/client.server.ts";
import { leads } from "#app/db/schema.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Durability after a crash is the embedded engine's concern; PostgreSQL has its own WAL.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("embedded database after kill -9", () => {
  it("keeps a write acknowledged just before the process was killed", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "dmflow-crash-"));
    dirs.push(dataDir);
    const email = `crash-${Date.now()}@example.com`;

    const child = spawn(process.execPath, [
      path.resolve("tests/helpers/write-then-hang.ts"),
      dataDir,
      email,
    ]);
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk) => {
        if (String(chunk).includes("written")) resolve();
      });
      child.on("exit", (code) => reject(new Error(`child exited (${code}): ${stderr}`)));
    });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    child.kill("SIGKILL");
    await exited;

    // The dead process's lock is taken over and the row is there.
    const connection = await openDatabase({ engine: "pglite", dataDir });
    try {
      const rows = await connection.db.select().from(leads).where(eq(leads.email, email));
      expect(rows).toHaveLength(1);
    } finally {
      await connection.close();
    }
  });
});
