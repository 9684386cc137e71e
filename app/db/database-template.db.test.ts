import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, selectRows } from "./client.server.ts";
import { templateForNewDatabase, writeDatabaseTemplate } from "./database-template.server.ts";

const dir = mkdtempSync(path.join(tmpdir(), "dmflow-template-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the new database's template", () => {
  it("fills a new data directory with a migrated database, and leaves an existing one", async () => {
    const template = path.join(dir, "template.tar.gz");
    await writeDatabaseTemplate(template);
    const dataDir = path.join(dir, "data");
    const loadDataDir = templateForNewDatabase(dataDir, template);
    expect(loadDataDir).toBe(template);

    const connection = await openDatabase({ engine: "pglite", dataDir, loadDataDir });
    try {
      const [applied] = await selectRows<{ count: number }>(
        connection.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      const migrations = readdirSync("drizzle").filter((file) => file.endsWith(".sql"));
      expect(applied?.count).toBe(migrations.length);
      await connection.migrate();
      const plans = await selectRows<{ count: number }>(
        connection.db,
        sql`select count(*)::int as count from pricing_plans`,
      );
      expect(plans[0]?.count).toBe(0);
    } finally {
      await connection.close();
    }
    expect(templateForNewDatabase(dataDir, template)).toBeUndefined();
    expect(templateForNewDatabase(path.join(dir, "other"), path.join(dir, "none"))).toBeUndefined();
  }, 120_000);
});
