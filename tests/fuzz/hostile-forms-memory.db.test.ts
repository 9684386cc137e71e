import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { websitePages } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import * as forgotPassword from "#app/routes/admin/forgot-password.tsx";
import * as pageEditor from "#app/routes/admin/page-editor.tsx";
import * as resetPassword from "#app/routes/admin/reset-password.tsx";
import * as signIn from "#app/routes/admin/sign-in.tsx";
import * as contact from "#app/routes/site/contact.tsx";
import { type AppHarness, createAppHarness, SITE } from "../helpers/app-harness.ts";

// Ten thousand hostile form bodies through the request pipeline, public forms and the page
// editor alike: huge indexes, deep nestings, long names, repeated fields, and shapes just
// within the request guard's bounds that reach the actions. None may answer a server error,
// and the process keeps its memory: RSS within 50 MB of where it stood after a warm-up.

const REQUESTS = 10_000;
const WARM_UP = 2_000;
const MAX_GROWTH_BYTES = 50 * 1024 * 1024;

let app: AppHarness;
let cookie: string;
let pageId: string;

beforeAll(async () => {
  app = await createAppHarness(
    {
      site: {
        contact,
        "admin-auth": signIn,
        "admin-auth/forgot": forgotPassword,
        "admin-auth/reset": resetPassword,
      },
      admin: { "pages/:pageId": pageEditor },
    },
    { LEAD_RATE_LIMIT: "1000000", LEAD_GLOBAL_RATE_LIMIT: "1000000" },
  );
  cookie = await app.adminCookie();
  const [page] = await app.db
    .select({ id: websitePages.id })
    .from(websitePages)
    .where(eq(englishOf(websitePages.slug), "home"));
  pageId = page!.id;
});
afterAll(() => app.close());

type Body = { path: string; body: string; signedIn?: boolean };

/** Bodies past the request guard's bounds, refused before any action reads them. */
function refusedBodies(editor: string): Body[] {
  return [
    { path: "/admin-auth/forgot.data", body: "email=a@b.co&x%5B10000000%5D=1" },
    { path: "/admin-auth/forgot", body: "email=bad&x.0.5000000=1&x%5B0%5D=1" },
    { path: "/admin-auth/reset", body: `password=a&confirmPassword=b&${"a.".repeat(2_000)}b=1` },
    { path: "/admin-auth", body: `intent=sign-in&email=a@b.co&x${"%5B0%5D".repeat(3_000)}=1` },
    { path: "/contact", body: `firstName=A&email=a@b.co&message=Hi&${"m=&".repeat(1_001)}` },
    { path: editor, body: "content%5B1000000%5D.type=hero", signedIn: true },
    { path: editor, body: `content%5B0%5D${".props".repeat(500)}=1`, signedIn: true },
  ];
}

/** Bodies just within the bounds: the actions parse them and answer with their own refusal. */
function boundedBodies(editor: string): Body[] {
  return [
    { path: "/admin-auth/forgot", body: `email=bad&x%5B998%5D=1&y${"%5B0%5D".repeat(15)}=1` },
    { path: "/admin-auth/reset", body: `password=a&confirmPassword=b&${"n=&".repeat(999)}` },
    {
      path: editor,
      body: "content%5B0%5D.type=hero&content%5B0%5D.props.title.en=x&x%5B998%5D=1",
      signedIn: true,
    },
  ];
}

/**
 * The bodies in the order sent: the refused ones each round, the bounded ones (some 20 times
 * dearer: the editor's reads the database) every fourth round, so the run stays within a minute.
 */
function hostileBodies(): Body[] {
  const editor = `/admin/pages/${pageId}.data`;
  const rounds = [0, 1, 2, 3].map((round) => [
    ...refusedBodies(editor),
    ...(round === 3 ? boundedBodies(editor) : []),
  ]);
  return rounds.flat();
}

function collectGarbage(): void {
  // Exposed for this test alone, when the worker was not started with --expose-gc.
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}

describe("ten thousand hostile form bodies", () => {
  it("answer without a server error, and the process keeps its memory", async () => {
    const bodies = hostileBodies();
    let serverErrors = 0;
    let slowest = 0;
    const send = async (index: number) => {
      const { path, body, signedIn } = bodies[index % bodies.length]!;
      const started = performance.now();
      const response = await app.send(
        new Request(`${SITE}${path}`, {
          method: "POST",
          body,
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            ...(signedIn ? { cookie } : {}),
          },
        }),
      );
      await response.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      if (response.status >= 500) serverErrors++;
    };
    for (let index = 0; index < WARM_UP; index++) await send(index);
    collectGarbage();
    const before = process.memoryUsage().rss;
    app.logs.length = 0;
    for (let index = 0; index < REQUESTS; index++) {
      await send(index);
      // The captured log lines are the test's, not the app's: dropped as they come.
      if (index % 1_000 === 0) app.logs.length = 0;
    }
    collectGarbage();
    const growth = process.memoryUsage().rss - before;
    console.info(
      `${REQUESTS} hostile form bodies: RSS ${Math.round(before / 2 ** 20)} MB before, grew ${(growth / 2 ** 20).toFixed(1)} MB; slowest answer ${Math.round(slowest)} ms`,
    );
    expect(serverErrors).toBe(0);
    expect(slowest).toBeLessThan(1_000);
    // On the embedded database the rows the accepted bodies store live in this process's
    // WebAssembly memory, which grows with them and never returns:
    // 250 MB over the 10,000 bodies in a fresh process. On PostgreSQL the database is another
    // process, so RSS is the request path's alone, and that is what is held to the bound.
    if (process.env.TEST_DATABASE_URL) expect(growth).toBeLessThan(MAX_GROWTH_BYTES);
  }, 120_000);
});
