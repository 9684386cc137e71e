// SIGTERM (a deploy, `docker stop`) while a visitor's lead is on its way: the built server,
// a real socket, the embedded database. Needs `npm run build`; runs in `npm run test:pg`.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "#app/db/client.server.ts";
import { leads } from "#app/db/schema.ts";
import { type AppServer, assertBuilt, startAppServer } from "./helpers/app-server.ts";
import { getStartedFields, LEAD_ACKNOWLEDGED } from "./helpers/form-post.ts";

assertBuilt("tests/faults.shutdown.test.ts");

const dataDir = mkdtempSync(path.join(tmpdir(), "dmflow-sigterm-"));
const servers: AppServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

it("finishes a lead in flight on SIGTERM, stores it, exits 0 and frees the data directory", async () => {
  const server = await startAppServer({ DATA_DIR: dataDir });
  servers.push(server);
  const email = `sigterm-${Date.now()}@example.com`;
  const body = getStartedFields(email).toString();

  // The request's head goes first; the server's "100 Continue" proves it is being handled.
  const request = http.request(`${server.url}/form`, {
    method: "POST",
    headers: {
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": Buffer.byteLength(body),
      Expect: "100-continue",
    },
  });
  const response = new Promise<{ status?: number; html: string }>((resolve, reject) => {
    request.on("error", reject);
    request.on("response", async (res) => {
      let html = "";
      for await (const chunk of res) html += chunk;
      resolve({ status: res.statusCode, html });
    });
  });
  request.flushHeaders();
  await new Promise((resolve) => request.once("continue", resolve));

  server.child.kill("SIGTERM");
  await expect.poll(() => server.output(), { timeout: 5000 }).toContain("SIGTERM received");

  // The body arrives after the signal: the answer is still the acknowledgement.
  request.end(body);
  const { status, html } = await response;
  expect(status).toBe(200);
  expect(html).toContain(LEAD_ACKNOWLEDGED);

  // The visitor leaves. (A kept-alive connection would hold the exit back by up to its
  // 5 s keep-alive timeout: the answer given during shutdown still says keep-alive.)
  request.destroy();
  expect(await server.exited).toBe(0);
  expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);

  const next = await startAppServer({ DATA_DIR: dataDir });
  servers.push(next);
  expect((await fetch(next.url)).status).toBe(200);
  expect(await next.stop("SIGTERM")).toBe(0);

  const connection = await openDatabase({ engine: "pglite", dataDir });
  try {
    expect(await connection.db.select().from(leads).where(eq(leads.email, email))).toHaveLength(1);
  } finally {
    await connection.close();
  }
}, 120_000);

it("a server stopped after it listened does not have its log read (a bench's may be too large to read)", async () => {
  const logDir = mkdtempSync(path.join(tmpdir(), "dmflow-stopped-log-"));
  const logFile = path.join(logDir, "server.log");
  const ownDataDir = mkdtempSync(path.join(tmpdir(), "dmflow-stopped-"));
  const server = await startAppServer({ DATA_DIR: ownDataDir }, { logFile });
  servers.push(server);
  // Unreadable from now on: reading it at the exit would throw, unhandled, and fail this run.
  rmSync(logDir, { recursive: true, force: true });
  expect(await server.stop("SIGTERM")).toBe(0);
  rmSync(ownDataDir, { recursive: true, force: true });
}, 60_000);
