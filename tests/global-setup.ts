import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#app/db/client.server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/**
 * Creating a PGlite database costs ~2.5 s (initdb); loading a dump ~0.3 s. So the migrated
 * schema is built once per run and every test database starts from that dump.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const connection = await openDatabase({ engine: "pglite-memory" });
  await connection.migrate();
  const client = (connection.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await connection.close();
  const dir = path.resolve(".cache/test");
  mkdirSync(dir, { recursive: true });
  const templatePath = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplatePath", templatePath);
  return () => rmSync(templatePath, { force: true });
}
