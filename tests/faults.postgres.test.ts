// PostgreSQL going away for a few seconds (a restart, a failover, a network blip) under the
// built server: a TCP proxy between the two is cut, then restored. Needs `npm run build` and
// TEST_DATABASE_URL; runs in `npm run test:pg`.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#app/db/client.server.ts";
import { leads } from "#app/db/schema.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { type AppServer, assertBuilt, startAppServer } from "./helpers/app-server.ts";
import { getStartedFields, LEAD_ACKNOWLEDGED, postForm } from "./helpers/form-post.ts";
import { createThrowawayDatabase, type ThrowawayDatabase } from "./helpers/postgres.ts";
import { startTcpProxy, type TcpProxy } from "./helpers/tcp-proxy.ts";

assertBuilt("tests/faults.postgres.test.ts");
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error("tests/faults.postgres.test.ts needs TEST_DATABASE_URL");

const ADMIN = { email: "outage-admin@example.com", password: "outage-password-1" };
const OUTAGE_MS = 4000;

let database: ThrowawayDatabase;
let proxy: TcpProxy;
let server: AppServer;
let cookie = "";
let outageStarted = 0;

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: "manual" });
const getAdmin = (path = "/admin") => get(path, { Cookie: cookie });
const submitLead = (email: string) => postForm(server.url, "/form", getStartedFields(email));

beforeAll(async () => {
  database = await createThrowawayDatabase(serverUrl);
  const upstream = new URL(serverUrl);
  proxy = await startTcpProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
  const throughProxy = new URL(database.url);
  throughProxy.host = `127.0.0.1:${proxy.port}`;
  server = await startAppServer({
    DATABASE_URL: throughProxy.toString(),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });

  const signIn = await postForm(
    server.url,
    "/admin-auth",
    new URLSearchParams({ intent: "sign-in", ...ADMIN }),
  );
  expect(signIn.status).toBe(302);
  cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  // Before the outage: the console and a public page answer (the page is now cached).
  expect((await getAdmin()).status).toBe(200);
  expect((await get("/")).status).toBe(200);

  await proxy.cut();
  outageStarted = Date.now();
}, 120_000);

afterAll(async () => {
  await server?.stop("SIGKILL");
  await proxy?.close();
  await database?.drop();
});

describe("while PostgreSQL does not answer", () => {
  it("keeps the server up and tells the admin, with a 503, that the database is not answering", async () => {
    const response = await getAdmin("/admin/leads");
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("The database is not answering. Retrying…");
    expect(server.child.exitCode).toBeNull();
  });

  it("does not acknowledge a lead it could not store", async () => {
    const response = await submitLead(`outage-${Date.now()}@example.com`);
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(await response.text()).not.toContain(LEAD_ACKNOWLEDGED);
  });

  it("tells a visitor, with a 503, that a page it cannot build will be back", async () => {
    const response = await get("/blog/never-fetched-before-the-outage");
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("This page will be back in a moment. Retrying…");
  });

  it("tells an Urdu page's visitor in Urdu, in the Urdu font, though the root's data is missing", async () => {
    const response = await get("/ur/blog/never-fetched-before-the-outage");
    expect(response.status).toBe(503);
    const page = await response.text();
    expect(page).toContain('<html lang="ur" dir="rtl"');
    expect(page).toContain(translator("ur")("errors.unavailableTitle"));
    expect(page).toContain(translator("ur")("errors.unavailableRetrying"));
    // In its own font: the theme's faces come with the root's data, which is missing here.
    expect(page).toMatch(
      /@font-face\{font-family:"Noto Naskh Arabic"[^}]*noto-naskh-arabic-urdu-400/,
    );
  });

  // Served by the page cache for anonymous visitors.
  it("still serves a public page fetched before the outage", async () => {
    expect((await get("/")).status).toBe(200);
  });
});

describe("once PostgreSQL is back", () => {
  it("works again without a restart: the console, the public pages and new leads", async () => {
    await new Promise((resolve) => setTimeout(resolve, outageStarted + OUTAGE_MS - Date.now()));
    expect(server.child.exitCode).toBeNull();
    await proxy.restore();

    await expect.poll(async () => (await getAdmin()).status, { timeout: 15_000 }).toBe(200);
    expect((await get("/")).status).toBe(200);
    const email = `after-outage-${Date.now()}@example.com`;
    const response = await submitLead(email);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(LEAD_ACKNOWLEDGED);

    const connection = await openDatabase({ engine: "postgres", url: database.url });
    try {
      expect(await connection.db.select().from(leads).where(eq(leads.email, email))).toHaveLength(
        1,
      );
    } finally {
      await connection.close();
    }
    expect(server.output()).toContain("PostgreSQL dropped an idle connection");
  });
});
