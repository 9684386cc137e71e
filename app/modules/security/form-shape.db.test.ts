import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { websitePages } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { signInToConsole } from "#app/modules/auth/session.server.ts";
import { createUser } from "#app/modules/users/users.server.ts";
import * as autosave from "#app/routes/admin/autosave.ts";
import * as forgotPassword from "#app/routes/admin/forgot-password.tsx";
import * as pageEditor from "#app/routes/admin/page-editor.tsx";
import * as resetPassword from "#app/routes/admin/reset-password.tsx";
import * as signIn from "#app/routes/admin/sign-in.tsx";
import { type AppHarness, createAppHarness, SITE } from "../../../tests/helpers/app-harness.ts";

// A form whose field names ask the parser for a huge list, a deep nesting or a great many keys
// is refused by the root middleware (form-shape.ts) with a 400, at once and logged, on the
// public forms and in the console alike; and a refused form is answered without echoing it.

let app: AppHarness;
let moderator: string;
let pageId: string;

beforeAll(async () => {
  app = await createAppHarness({
    site: {
      "admin-auth": signIn,
      "admin-auth/forgot": forgotPassword,
      "admin-auth/reset": resetPassword,
    },
    admin: { "pages/:pageId": pageEditor, autosave },
  });
  const person = { email: "moderator@shape.test", password: "moderator shape phrase" };
  await createUser(app.db, app.services.hashPassword, null, {
    ...person,
    name: "Moderator",
    role: "moderator",
    status: "active",
  });
  const signedIn = await signInToConsole(app.services, new Request(`${SITE}/admin-auth`), person);
  if (!signedIn.ok) throw new Error(`The moderator could not sign in: ${signedIn.reason}`);
  moderator = signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const [page] = await app.db
    .select({ id: websitePages.id })
    .from(websitePages)
    .where(eq(englishOf(websitePages.slug), "home"));
  pageId = page!.id;
});
afterAll(() => app.close());
beforeEach(() => {
  app.logs.length = 0;
});

/** A POST of this urlencoded body, as curl's `--data` sends it (no Origin, no session). */
function post(path: string, body: string, headers: Record<string, string> = {}) {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

/** Sends the request and answers its status, body and time taken. */
async function timed(request: Request) {
  const started = performance.now();
  const response = await app.send(request);
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

const HUGE_INDEX = "x%5B10000000%5D=1";
/** 60,000 fields: 100 names, each repeated within a list's bound. */
const MANY_FIELDS = Array.from({ length: 100 }, (_, name) => `${name}=&`.repeat(600)).join("");

describe("form bodies past the parser's bounds", () => {
  it.each([
    ["/admin-auth/forgot.data", `email=a@b.co&${HUGE_INDEX}`],
    ["/admin-auth/forgot", `email=not-an-email&${HUGE_INDEX}`],
    ["/admin-auth/reset", `password=a&confirmPassword=b&${HUGE_INDEX}`],
    ["/admin-auth", `intent=sign-in&email=a@b.co&password=x&${HUGE_INDEX}`],
  ])("POST %s with a huge index is refused with 400 at once, logged", async (path, body) => {
    const answer = await timed(post(path, body));
    expect(answer.status).toBe(400);
    expect(answer.text).toBe("Bad Request: The request body could not be read.\n");
    expect(answer.ms).toBeLessThan(1_000);
    expect(app.logs).toContainEqual(
      expect.objectContaining({
        event: "request.refused",
        status: 400,
        reason: "list index too large",
      }),
    );
  });

  it("refuses a Moderator's page editor post with a huge section index, not a server error", async () => {
    const answer = await timed(
      post(`/admin/pages/${pageId}.data`, "content%5B1000000%5D.type=hero", {
        cookie: moderator,
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.ms).toBeLessThan(1_000);
  });

  it.each([
    ["a huge index as a key", "x%5B0%5D=1&x.5000000=1", "list index too large"],
    ["a deep nesting", `${"a.".repeat(5_000)}b=1`, "field name too long"],
    ["a deep nesting of lists", `a${"%5B0%5D".repeat(20)}=1`, "field name nested too deep"],
    ["a name repeated past any list", "tags=a&".repeat(1_001), "field repeated too often"],
    [
      "a list operation on a text",
      `email=a@b.co&__intent__=${encodeURIComponent('{"type":"remove","payload":{"name":"email","index":0}}')}`,
      "unreadable form",
    ],
    [
      "a list operation at a huge index",
      `__intent__=${encodeURIComponent('{"type":"update","payload":{"name":"x[10000000]","value":"1"}}')}`,
      "list index too large",
    ],
  ])("refuses %s with 400", async (_, body, reason) => {
    const answer = await timed(post("/admin-auth/forgot", body));
    expect(answer.status).toBe(400);
    expect(answer.ms).toBeLessThan(1_000);
    expect(app.logs).toContainEqual(expect.objectContaining({ status: 400, reason }));
  });

  it("refuses a great many fields with 400, before the console's own checks", async () => {
    // Only the editors' bodies have room for them; the guard runs before the session check.
    const answer = await timed(post(`/admin/pages/${pageId}.data`, MANY_FIELDS));
    expect(answer.status).toBe(400);
    expect(answer.ms).toBeLessThan(1_000);
    expect(app.logs).toContainEqual(
      expect.objectContaining({ status: 400, reason: "too many fields" }),
    );
  });

  it("lets a form through at the bounds: the page editor's deepest names, a list of 999", async () => {
    const names = Array.from({ length: 999 }, (_, i) => `order=${i}`).join("&");
    const answer = await timed(
      post(
        "/admin-auth/forgot",
        `email=not-an-email&content%5B4%5D.props.people%5B0%5D.email.label.en=x&x%5B998%5D=1&${names}`,
      ),
    );
    // Past the guard: the form's own check answers.
    expect(answer.status).toBe(400);
    expect(app.logs).not.toContainEqual(expect.objectContaining({ event: "request.refused" }));
  });
});

describe("an autosave nested 3,000 levels", () => {
  it("is refused as invalid values, not a server error", async () => {
    const values = `${'{"a":['.repeat(1_500)}1${"]}".repeat(1_500)}`;
    const response = await app.send(
      post(
        "/admin/autosave",
        new URLSearchParams({ intent: "save", slot: "new-page", values }).toString(),
        { cookie: moderator },
      ),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false });
  });
});
