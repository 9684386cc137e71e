import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultSiteConfig } from "#app/modules/site-config/defaults.ts";
import { valuesFromConfig } from "#app/modules/site-config/site-config-form.ts";
import {
  type RestartableAppServer as AppServer,
  appServer,
  freePort,
} from "./helpers/app-server.ts";
import { createThrowawayDatabase, type ThrowawayDatabase } from "./helpers/postgres.ts";

// Two app instances on one PostgreSQL database, as behind a load balancer: a change saved in
// the console of instance A reaches the live event stream of instance B (PostgreSQL NOTIFY, no
// other broker), and B's pages show it at once (B keeps no stale copy). Needs PostgreSQL
// (TEST_DATABASE_URL) and the production build.

const SERVER_URL = process.env.TEST_DATABASE_URL;
const SKIP_REASON = "needs PostgreSQL: set TEST_DATABASE_URL (README, npm run test:pg)";
const BUILD = path.resolve("build/server/index.js");
const ADMIN = { email: "owner@multi-instance.test", password: "multi-instance-password" };
const SSE_LIMIT = 2;

let database: ThrowawayDatabase | undefined;
const servers: { a?: AppServer; b?: AppServer } = {};
let origins = { a: "", b: "" };

async function startInstance(): Promise<{ server: AppServer; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = appServer({
    NODE_ENV: "production",
    DATABASE_URL: database?.url ?? "",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SSE_CONNECTION_LIMIT: String(SSE_LIMIT),
  });
  await server.start();
  return { server, origin };
}

beforeAll(async () => {
  if (!SERVER_URL) return;
  if (!existsSync(BUILD)) {
    throw new Error(`${path.relative(process.cwd(), BUILD)} is missing: run npm run build first`);
  }
  database = await createThrowawayDatabase(SERVER_URL, "multi");
  // One after the other: the first migrates and creates the admin.
  const a = await startInstance();
  servers.a = a.server;
  const b = await startInstance();
  servers.b = b.server;
  origins = { a: a.origin, b: b.origin };
}, 120_000);

afterAll(async () => {
  await Promise.all([servers.a?.stop(), servers.b?.stop()]);
  await database?.drop();
}, 60_000);

/** An EventSource-like reader of GET /events: collects the events' data. */
async function openEventStream(origin: string) {
  const abort = new AbortController();
  const response = await fetch(`${origin}/events`, { signal: abort.signal });
  const events: { entity: string; id: string | null; op: string }[] = [];
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let pending = "";
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          pending += decoder.decode(chunk, { stream: true });
          const blocks = pending.split("\n\n");
          pending = blocks.pop() ?? "";
          for (const block of blocks) {
            const data = block.split("\n").find((line) => line.startsWith("data: "));
            if (data) events.push(JSON.parse(data.slice("data: ".length)));
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return { response, events, close: () => abort.abort() };
}

/** Signs in on an instance through the sign-in form; returns the session cookies. */
async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/admin-auth`, {
    method: "POST",
    headers: { Origin: origin },
    body: new URLSearchParams(ADMIN),
    redirect: "manual",
  });
  expect(response.status, await response.clone().text()).toBe(302);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe("two app instances on one PostgreSQL", () => {
  it("a console save on A reaches B's live stream, and B's pages show it", async (context) => {
    context.skip(!SERVER_URL, SKIP_REASON);
    const title = `Multi ${randomBytes(3).toString("hex")}`;
    // B has served the home page once (and may keep a copy of it).
    const before = await (await fetch(`${origins.b}/`)).text();
    expect(before).toContain(defaultSiteConfig().siteTitle);
    expect(before).not.toContain(title);
    const stream = await openEventStream(origins.b);
    try {
      expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);

      const cookie = await signIn(origins.a);
      const save = await fetch(`${origins.a}/admin/settings`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: origins.a },
        body: new URLSearchParams({
          ...valuesFromConfig(defaultSiteConfig()),
          siteTitle: title,
        }),
      });
      expect(save.status).toBe(200);
      expect(await save.text()).toContain("Website settings saved successfully!");

      await vi.waitFor(
        () =>
          expect(stream.events).toContainEqual({
            entity: "website_config",
            id: "1",
            op: "UPDATE",
          }),
        { timeout: 5_000 },
      );
      const after = await (await fetch(`${origins.b}/`)).text();
      expect(after).toContain(title);
    } finally {
      stream.close();
    }
  });

  it("refuses a client more live streams than SSE_CONNECTION_LIMIT, with 429 and Retry-After", async (context) => {
    context.skip(!SERVER_URL, SKIP_REASON);
    const open: Awaited<ReturnType<typeof openEventStream>>[] = [];
    /** A stream B accepts, once the slot of one just closed is free again. */
    const accepted = () =>
      vi.waitFor(
        async () => {
          const stream = await openEventStream(origins.b);
          open.push(stream);
          expect(stream.response.status).toBe(200);
        },
        { timeout: 5_000 },
      );
    try {
      for (let index = 0; index < SSE_LIMIT; index += 1) await accepted();
      const refused = await fetch(`${origins.b}/events`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("30");

      // A closed stream frees its slot.
      for (const stream of open.splice(0)) stream.close();
      await accepted();
    } finally {
      for (const stream of open) stream.close();
    }
  });
});
