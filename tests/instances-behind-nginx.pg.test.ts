import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Answer, isRetryableStatus, sendWithRetries } from "#app/enhance/submission-retry.ts";
import { SUBMISSION_KEY_FIELD } from "#app/modules/leads/lead-submission-key.ts";
import {
  changeSiteTitleIn,
  isResync,
  openEventStream,
  pagePosition,
} from "./helpers/event-stream.ts";
import { postForm } from "./helpers/form-post.ts";
import {
  type InstancesBehindNginx,
  startInstancesBehindNginx,
} from "./helpers/instances-behind-nginx.ts";
import { findNginx } from "./helpers/nginx.ts";
import { createThrowawayDatabase, type ThrowawayDatabase } from "./helpers/postgres.ts";

// Three instances of the build on one PostgreSQL database, started at the same moment, behind
// Debian's nginx running deploy/nginx.conf, all on loopback: what a site with more than one
// instance is, and what it must survive (an instance dying under the visitors' leads).
// Needs PostgreSQL (TEST_DATABASE_URL), nginx and the production build; runs in `npm run test:pg`.

const SERVER_URL = process.env.TEST_DATABASE_URL;
const NGINX = findNginx();
const SKIP_REASON = !SERVER_URL
  ? "needs PostgreSQL: set TEST_DATABASE_URL (docs/development.md, npm run test:pg)"
  : "needs nginx (apt-get install nginx)";
const BUILD = path.resolve("build/server/index.js");
const ADMIN = { email: "owner@behind-nginx.test", password: "behind-nginx-password" };
const INSTANCES = 3;
/** The sign-in limit per address (the default of SIGN_IN_RATE_LIMIT). */
const SIGN_IN_LIMIT = 10;
// The load while one instance is killed: 15 leads a second for 4 seconds, the kill after 1.5.
const LEADS_PER_SECOND = 15;
const LOAD_SECONDS = 4;
const KILL_AFTER_MS = 1_500;
const HOLD_BEFORE_KILL_MS = 500;

let database: ThrowawayDatabase | undefined;
let site: InstancesBehindNginx | undefined;
let sql: pg.Pool | undefined;
const runs = Boolean(SERVER_URL && NGINX);

beforeAll(async () => {
  if (!runs) return;
  if (!existsSync(BUILD)) {
    throw new Error(`${path.relative(process.cwd(), BUILD)} is missing: run npm run build first`);
  }
  database = await createThrowawayDatabase(SERVER_URL as string, "nginx");
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  site = await startInstancesBehindNginx({
    nginx: NGINX as string,
    count: INSTANCES,
    env: {
      DATABASE_URL: database.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
      // Every lead here comes from one address (nginx's): the limits are not what is tested.
      LEAD_RATE_LIMIT: "100000",
      LEAD_GLOBAL_RATE_LIMIT: "100000",
    },
  });
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await sql?.end();
  await database?.drop();
}, 60_000);

const contactFields = (email: string, key: string) =>
  new URLSearchParams({
    firstName: "Nginx",
    email,
    message: "Hello from behind nginx",
    [SUBMISSION_KEY_FIELD]: key,
  });

/** The submission key the contact page carries for a browser without JavaScript. */
async function renderedKey(base: string): Promise<string> {
  const page = await (await fetch(`${base}/contact`)).text();
  return keyIn(page);
}

function keyIn(page: string): string {
  const input = new RegExp(`<input[^>]*name="${SUBMISSION_KEY_FIELD}"[^>]*>`).exec(page)?.[0];
  const key = input && /\svalue="([0-9a-f]{32})"/.exec(input)?.[1];
  if (!key) throw new Error("The contact page carries no submission key");
  return key;
}

/** Whether the answer is the contact page saying the lead was taken (its no-JavaScript notice). */
const acknowledges = (answer: Answer) =>
  answer.status === 200 && answer.body.includes('data-form-notice="success"');

const readAnswer = async (response: Response): Promise<Answer> => ({
  status: response.status,
  body: await response.text(),
});

async function storedCountsByEmail(prefix: string): Promise<Map<string, number>> {
  const { rows } = await (sql as pg.Pool).query<{ email: string; count: string }>(
    "SELECT email, count(*) FROM leads WHERE email LIKE $1 GROUP BY email",
    [`${prefix}%`],
  );
  return new Map(rows.map((row) => [row.email, Number(row.count)]));
}

async function queuedNotifications(prefix: string): Promise<number> {
  const { rows } = await (sql as pg.Pool).query<{ count: string }>(
    `SELECT count(*) FROM notification_outbox o JOIN leads l ON l.id = o.lead_id
     WHERE l.email LIKE $1`,
    [`${prefix}%`],
  );
  return Number(rows[0]?.count);
}

/**
 * Kills instance `index` while it is storing leads, rather than between two: from
 * KILL_AFTER_MS - HOLD_BEFORE_KILL_MS, every lead insert waits behind a SHARE lock on `leads`
 * (reads go on); once as many inserts wait as there are instances (nginx hands requests to the
 * instances in turn, so one of them is the killed one's), the kill, then the lock goes. How many
 * inserts waited at the kill.
 */
async function killDuringLeads(current: InstancesBehindNginx, index: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS - HOLD_BEFORE_KILL_MS));
  const holder = await (sql as pg.Pool).connect();
  try {
    await holder.query("BEGIN");
    await holder.query("LOCK TABLE leads IN SHARE MODE");
    const waiting = async () => {
      const { rows } = await holder.query<{ count: string }>(
        "SELECT count(*) FROM pg_locks WHERE relation = 'leads'::regclass AND NOT granted",
      );
      return Number(rows[0]?.count);
    };
    const until = Date.now() + 10_000;
    while ((await waiting()) < INSTANCES && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const held = await waiting();
    await current.kill(index);
    return held;
  } finally {
    await holder.query("COMMIT");
    holder.release();
  }
}

describe(`${INSTANCES} instances behind deploy/nginx.conf on one PostgreSQL`, () => {
  beforeEach((context) => context.skip(!runs, SKIP_REASON));

  it("all come up when started at the same moment, and one admin exists", async () => {
    const current = site as InstancesBehindNginx;
    expect(current.instances).toHaveLength(INSTANCES);
    for (const instance of current.instances) {
      expect((await fetch(`${instance.url}/robots.txt`)).status).toBe(200);
    }
    const { rows } = await (sql as pg.Pool).query("SELECT email FROM users WHERE role = 'admin'");
    expect(rows).toEqual([{ email: ADMIN.email }]);
  });

  it("resumes a live event stream on whichever instance takes it, with no RESYNC", async () => {
    const current = site as InstancesBehindNginx;
    // A page as nginx serves it (maybe from its micro-cache), then its stream, then each
    // reconnection from the last event's id: nginx hands every request to the next instance.
    let last = pagePosition(await (await fetch(`${current.base}/pricing`)).text());
    let resyncs = 0;
    for (let reconnect = 0; reconnect < 3 * INSTANCES; reconnect += 1) {
      const stream = await openEventStream(
        current.base,
        reconnect === 0 ? { after: last } : { lastEventId: last },
      );
      try {
        expect(stream.response.status).toBe(200);
        const saved = await changeSiteTitleIn(database?.url ?? "", `Behind nginx ${reconnect}`);
        await vi.waitFor(() => expect(stream.events.at(-1)?.position).toBe(saved), {
          timeout: 10_000,
        });
        resyncs += stream.events.filter(isResync).length;
        last = saved;
      } finally {
        stream.close();
      }
    }
    expect(resyncs).toBe(0);
  });

  it("refuses sign-in after SIGN_IN_RATE_LIMIT attempts in total, across the instances", async () => {
    const current = site as InstancesBehindNginx;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_LIMIT; attempt += 1) {
      // A new e-mail each time: the per-account lockout stays out of it.
      const response = await postForm(
        current.base,
        "/admin-auth",
        new URLSearchParams({
          intent: "sign-in",
          email: `nobody-${attempt}@nginx.test`,
          password: "not it",
        }),
      );
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.slice(0, SIGN_IN_LIMIT)).not.toContain(429);
    expect(statuses[SIGN_IN_LIMIT]).toBe(429);
  });

  it("stores a lead posted twice with one key once, and answers both alike", async () => {
    const { base } = site as InstancesBehindNginx;
    // The page as a browser without JavaScript gets it: nginx's cache hands every visitor
    // the same rendering, and with it the same key.
    const key = await renderedKey(base);
    const again = await fetch(`${base}/contact`);
    expect(again.headers.get("x-proxy-cache")).toBe("HIT");
    expect(keyIn(await again.text())).toBe(key);

    const fields = contactFields("twice@behind-nginx.test", key);
    // Sent twice, as after a lost answer; nginx hands the second to the next instance.
    const first = await postForm(base, "/contact", fields);
    const repeat = await postForm(base, "/contact", fields);
    expect([acknowledges(await readAnswer(first)), acknowledges(await readAnswer(repeat))]).toEqual(
      [true, true],
    );
    // Another visitor of the same cached page, with what they typed: a lead of their own.
    const other = await postForm(base, "/contact", contactFields("other@behind-nginx.test", key));
    expect(acknowledges(await readAnswer(other))).toBe(true);

    const stored = await storedCountsByEmail("");
    expect(stored.get("twice@behind-nginx.test")).toBe(1);
    expect(stored.get("other@behind-nginx.test")).toBe(1);
    expect(await queuedNotifications("twice@")).toBe(1);
  });

  it("stores every lead exactly once when an instance is killed during 15 leads a second", async () => {
    const current = site as InstancesBehindNginx;
    const total = LEADS_PER_SECOND * LOAD_SECONDS;
    const email = (index: number) => `load-${index}@behind-nginx.test`;
    const statuses: number[] = [];
    // A browser's enhanced form: its own key per lead, resent as is on a network error, an
    // answer cut off or a 502/503/504 (app/enhance/submission-retry.ts).
    const sendLead = async (index: number) => {
      await new Promise((resolve) => setTimeout(resolve, (index * 1000) / LEADS_PER_SECOND));
      const fields = contactFields(email(index), crypto.randomUUID().replaceAll("-", ""));
      const answer = await sendWithRetries(async () => {
        const response = await postForm(current.base, "/contact", fields);
        statuses.push(response.status);
        return response;
      });
      return acknowledges(answer);
    };
    const killed = killDuringLeads(current, 1);
    const answers = await Promise.all(Array.from({ length: total }, (_, index) => sendLead(index)));
    const waitingAtKill = await killed;

    expect(current.instances[1]?.child.signalCode).toBe("SIGKILL");
    expect(waitingAtKill).toBeGreaterThanOrEqual(INSTANCES);
    expect(answers.filter((ok) => !ok)).toHaveLength(0);
    const stored = await storedCountsByEmail("load-");
    const notOnce = Array.from({ length: total }, (_, index) => email(index)).filter(
      (address) => stored.get(address) !== 1,
    );
    expect(notOnce).toEqual([]);
    expect(await queuedNotifications("load-")).toBe(total);
    // nginx passed the killed instance's unanswered leads to the others (proxy_next_upstream
    // ... non_idempotent on the lead forms): no browser saw a 502. An answer the instance had
    // begun to send is cut off, and only the browser can send that lead again.
    expect(statuses.filter(isRetryableStatus)).toEqual([]);
  }, 60_000);
});
