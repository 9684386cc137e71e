import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formEntries } from "#app/lib/form-entries.ts";
import { englishText } from "#app/modules/i18n/translated-content.ts";
import { defaultSiteConfig } from "#app/modules/site-config/defaults.ts";
import { siteConfigFormValues } from "#app/modules/site-config/site-config-form.ts";
import {
  type RestartableAppServer as AppServer,
  appServer,
  freePort,
} from "./helpers/app-server.ts";
import {
  changeSiteTitleIn,
  isResync,
  openEventStream,
  pagePosition,
} from "./helpers/event-stream.ts";
import { createThrowawayDatabase, type ThrowawayDatabase } from "./helpers/postgres.ts";

// Two app instances on one PostgreSQL database, as behind a load balancer: a change saved in
// the console of instance A reaches the live event stream of instance B (PostgreSQL NOTIFY, no
// other broker), and B's pages show it at once (B keeps no stale copy). Needs PostgreSQL
// (TEST_DATABASE_URL) and the production build.

const SERVER_URL = process.env.TEST_DATABASE_URL;
const SKIP_REASON =
  "needs PostgreSQL: set TEST_DATABASE_URL (docs/development.md, npm run test:pg)";
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

/** Changes the site title straight in the database; returns the change's live position. */
const changeSiteTitle = (title: string) => changeSiteTitleIn(database?.url ?? "", title);

/** Signs in on an instance through the sign-in form; returns the session cookies. */
async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/admin-auth`, {
    method: "POST",
    headers: { Origin: origin },
    body: new URLSearchParams({ intent: "sign-in", ...ADMIN }),
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
    expect(before).toContain(englishText(defaultSiteConfig().siteTitle));
    expect(before).not.toContain(title);
    const stream = await openEventStream(origins.b);
    try {
      expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);

      const cookie = await signIn(origins.a);
      const save = await fetch(`${origins.a}/admin/settings`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: origins.a },
        body: new URLSearchParams([
          ...formEntries({
            ...siteConfigFormValues(defaultSiteConfig()),
            siteTitle: { en: title },
          }),
        ]),
      });
      expect(save.status).toBe(200);
      expect(await save.text()).toContain("Website settings saved successfully!");

      await vi.waitFor(
        () =>
          expect(stream.events).toContainEqual(
            expect.objectContaining({ entity: "website_config", id: "1", op: "UPDATE" }),
          ),
        { timeout: 5_000 },
      );
      // As the page's live refetch asks (a page load may get the stale copy meanwhile, ADR 0008).
      const after = await (
        await fetch(`${origins.b}/`, { headers: { "X-Live-Refresh": "1" } })
      ).text();
      expect(after).toContain(title);
    } finally {
      stream.close();
    }
  });

  it("a page rendered by one instance resumes its stream on the other with no RESYNC, 20 times in a row", async (context) => {
    context.skip(!SERVER_URL, SKIP_REASON);
    let resyncs = 0;
    for (let load = 0; load < 20; load += 1) {
      const [rendering, streaming] = load % 2 ? [origins.a, origins.b] : [origins.b, origins.a];
      // A public page, as served (the page cache may answer): its position is the database's.
      const position = pagePosition(await (await fetch(`${rendering}/pricing`)).text());
      const stream = await openEventStream(streaming, { after: position });
      try {
        expect(stream.response.status).toBe(200);
        const saved = await changeSiteTitle(`Resumed ${load}`);
        // A page the cache kept from before an earlier change gets that one too.
        await vi.waitFor(
          () =>
            expect(stream.events.at(-1)).toEqual({
              position: saved,
              entity: "website_config",
              id: "1",
              op: "UPDATE",
            }),
          { timeout: 5_000 },
        );
        resyncs += stream.events.filter(isResync).length;
        for (const event of stream.events) {
          expect(Number(event.position)).toBeGreaterThan(Number(position));
        }
      } finally {
        stream.close();
      }
    }
    expect(resyncs).toBe(0);
  });

  it("a reconnection to either instance gets exactly the changes made while it was away", async (context) => {
    context.skip(!SERVER_URL, SKIP_REASON);
    let last = pagePosition(await (await fetch(`${origins.a}/`)).text());
    let resyncs = 0;
    for (let reconnect = 0; reconnect < 20; reconnect += 1) {
      // Saved while no stream is open: what the reconnection must bring.
      await changeSiteTitle(`Away ${reconnect} a`);
      await changeSiteTitle(`Away ${reconnect} b`);
      const stream = await openEventStream(reconnect % 2 ? origins.a : origins.b, {
        lastEventId: last,
      });
      try {
        await vi.waitFor(() => expect(stream.events.length).toBeGreaterThanOrEqual(2), {
          timeout: 5_000,
        });
        // Nothing more (no duplicate, no RESYNC) comes after them.
        await new Promise((resolve) => setTimeout(resolve, 100));
        resyncs += stream.events.filter(isResync).length;
        expect(stream.events.map(({ entity, op }) => `${entity} ${op}`)).toEqual([
          "website_config UPDATE",
          "website_config UPDATE",
        ]);
        const [first, second] = stream.events.map((event) => Number(event.position));
        expect(first).toBeGreaterThan(Number(last));
        expect(second).toBeGreaterThan(first!);
        last = stream.events.at(-1)!.position;
      } finally {
        stream.close();
      }
    }
    expect(resyncs).toBe(0);
  });

  it("says RESYNC to a position older than an instance holds, or one of the former boot-count form", async (context) => {
    context.skip(!SERVER_URL, SKIP_REASON);
    const old = pagePosition(await (await fetch(`${origins.a}/`)).text());
    // More changes than an instance keeps (its ring buffer of 1,000), one transaction each,
    // until B has received them all.
    const watching = await openEventStream(origins.b);
    const client = new pg.Client({ connectionString: database?.url });
    await client.connect();
    try {
      // One round trip: statements sent together run as one transaction unless they say.
      await client.query(
        Array.from(
          { length: 1_001 },
          (_, change) =>
            `BEGIN; UPDATE website_config SET site_title = '{"en": "Many ${change}"}' WHERE id = 1; COMMIT;`,
        ).join("\n"),
      );
      await vi.waitFor(() => expect(watching.events).toHaveLength(1_001), { timeout: 30_000 });
    } finally {
      watching.close();
      await client.end();
    }
    for (const lastEventId of [old, "5f3a2b9c81d0-12"]) {
      const stream = await openEventStream(origins.b, { lastEventId });
      try {
        await vi.waitFor(() => expect(stream.events.length).toBeGreaterThanOrEqual(1), {
          timeout: 5_000,
        });
        expect(stream.events[0]).toMatchObject({ entity: "*", id: null, op: "RESYNC" });
      } finally {
        stream.close();
      }
    }
  }, 60_000);

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
