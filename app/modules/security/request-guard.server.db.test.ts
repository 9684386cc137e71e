import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leads, mediaFiles, sessions, websiteConfig } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import * as mediaUpload from "#app/routes/admin/media-upload.ts";
import * as settings from "#app/routes/admin/settings.tsx";
import * as signIn from "#app/routes/admin/sign-in.tsx";
import * as contact from "#app/routes/site/contact.tsx";
import {
  ADMIN,
  type AppHarness,
  createAppHarness,
  SITE,
} from "../../../tests/helpers/app-harness.ts";
import { websiteSettingsFields } from "../../../tests/helpers/form-post.ts";
import { FORM_BODY_LIMIT } from "./body-limit.server.ts";

// The root middleware in the real request pipeline: a cross-site POST to a public form, to a
// console action and to sign-in is refused before the action runs; the same request from the
// site's own page goes through. Body limits and the upload limit likewise.

let app: AppHarness;
let cookie: string;

beforeAll(async () => {
  app = await createAppHarness(
    {
      site: { contact, "admin-auth": signIn },
      admin: { settings, "media/upload": mediaUpload },
    },
    { UPLOAD_RATE_LIMIT: "2" },
  );
  cookie = await app.adminCookie();
});
afterAll(() => app.close());
beforeEach(() => {
  app.logs.length = 0;
});

const CROSS_SITE = { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" };
const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin", Origin: SITE };

function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${SITE}${path}`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers,
  });
}

const contactForm = {
  firstName: "Ayesha",
  email: "ayesha@example.pk",
  message: "Please call me about the Premium plan.",
};
const settingsForm = websiteSettingsFields({
  "siteTitle.en": "Forged Title",
  contactEmail: "hello@dmflow.pk",
});
const leadCount = async () => (await app.db.select({ n: count() }).from(leads))[0]?.n;
const siteTitle = async () =>
  (await app.db.select({ title: englishOf(websiteConfig.siteTitle) }).from(websiteConfig))[0]
    ?.title;
const sessionCount = async () => (await app.db.select({ n: count() }).from(sessions))[0]?.n;

describe("anti-forgery", () => {
  it("refuses a cross-site POST to a public form with 403 and a plain message, stores nothing, logs it", async () => {
    const before = await leadCount();
    const response = await app.send(post("/contact", contactForm, CROSS_SITE));
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toContain("did not come from this site's own pages");
    expect(await leadCount()).toBe(before);
    expect(app.logs).toContainEqual(
      expect.objectContaining({
        level: "warn",
        event: "request.refused",
        status: 403,
        path: "/contact",
        reason: "Sec-Fetch-Site: cross-site",
        ip: "203.0.113.10",
        reqId: response.headers.get("x-request-id"),
      }),
    );
  });

  it("refuses a cross-site console action even with the admin's session cookie", async () => {
    const before = await siteTitle();
    const response = await app.send(
      post("/admin/settings", settingsForm, { ...CROSS_SITE, cookie }),
    );
    expect(response.status).toBe(403);
    expect(await siteTitle()).toBe(before);
    // A browser without fetch metadata: Origin alone decides.
    const byOrigin = await app.send(
      post("/admin/settings", settingsForm, { Origin: "https://evil.example", cookie }),
    );
    expect(byOrigin.status).toBe(403);
    expect(await siteTitle()).toBe(before);
  });

  it("refuses a cross-site sign-in (login CSRF): no session is created", async () => {
    const before = await sessionCount();
    const response = await app.send(
      post("/admin-auth", { intent: "sign-in", ...ADMIN }, CROSS_SITE),
    );
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await sessionCount()).toBe(before);
  });

  it("lets the same requests through from the site's own pages", async () => {
    const leadsBefore = Number(await leadCount());
    const lead = await app.send(post("/contact", contactForm, SAME_ORIGIN));
    expect(lead.status).toBe(200);
    expect(await leadCount()).toBe(leadsBefore + 1);

    const saved = await app.send(post("/admin/settings", settingsForm, { ...SAME_ORIGIN, cookie }));
    expect(saved.status).toBe(200);
    expect(await siteTitle()).toBe("Forged Title");

    const signedIn = await app.send(
      post("/admin-auth", { intent: "sign-in", ...ADMIN }, { Origin: SITE }),
    );
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.getSetCookie().join()).toContain("dmflow.session_token");
  });

  it("lets callers that send neither header through (curl, scripts)", async () => {
    const response = await app.send(post("/contact", contactForm));
    expect(response.status).toBe(200);
  });

  it("echoes the request id on every answer, refused or not", async () => {
    const passed = await app.send(
      post("/contact", {}, { ...SAME_ORIGIN, "X-Request-Id": "edge-42" }),
    );
    expect(passed.headers.get("x-request-id")).toBe("edge-42");
    const refused = await app.send(post("/contact", {}, CROSS_SITE));
    expect(refused.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("body limits", () => {
  it("refuses a declared length over the form limit with 413 before the action reads it", async () => {
    const before = await leadCount();
    const request = new Request(`${SITE}/contact`, {
      method: "POST",
      body: new URLSearchParams({ ...contactForm, message: "x".repeat(FORM_BODY_LIMIT) }),
      headers: { ...SAME_ORIGIN, "Content-Length": String(FORM_BODY_LIMIT + 100) },
    });
    const response = await app.send(request);
    expect(response.status).toBe(413);
    expect(await leadCount()).toBe(before);
    expect(app.logs).toContainEqual(
      expect.objectContaining({ event: "request.refused", status: 413, limit: FORM_BODY_LIMIT }),
    );
  });

  it("counts a streamed body without a length and refuses it once past the limit", async () => {
    const chunk = new TextEncoder().encode(`message=${"y".repeat(16 * 1024)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent++;
        controller.enqueue(chunk);
      },
    });
    const response = await app.send(
      new Request(`${SITE}/admin/settings`, {
        method: "POST",
        body,
        headers: { ...SAME_ORIGIN, cookie, "Content-Type": "application/x-www-form-urlencoded" },
        duplex: "half",
      } as RequestInit & { duplex: "half" }),
    );
    expect(response.status).toBe(413);
    // The endless body was abandoned soon after the limit.
    expect(sent * chunk.byteLength).toBeLessThan(FORM_BODY_LIMIT * 2);
  });

  it("gives the upload route room for its 5 MB image, as JSON to the uploader", async () => {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(1024 * 1024)], "big.png", { type: "image/png" }));
    const accepted = await app.send(
      new Request(`${SITE}/admin/media/upload`, {
        method: "POST",
        body: form,
        headers: { ...SAME_ORIGIN, cookie, Accept: "application/json" },
      }),
    );
    // Past the guard; the route itself judges the bytes (not an image).
    expect(accepted.status).toBe(415);

    const tooBig = await app.send(
      new Request(`${SITE}/admin/media/upload`, {
        method: "POST",
        body: "x",
        headers: {
          ...SAME_ORIGIN,
          cookie,
          Accept: "application/json",
          "Content-Length": String(6 * 1024 * 1024),
        },
      }),
    );
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({ ok: false, title: "Payload Too Large" });
  });
});

describe("form bodies", () => {
  it("answers 415 for a body that is not a form and 400 for a broken one, not a server error", async () => {
    const json = await app.send(
      new Request(`${SITE}/contact`, {
        method: "POST",
        body: JSON.stringify(contactForm),
        headers: { ...SAME_ORIGIN, "Content-Type": "application/json" },
      }),
    );
    expect(json.status).toBe(415);
    const broken = await app.send(
      new Request(`${SITE}/admin/settings`, {
        method: "POST",
        body: "--x\r\nnot a part",
        headers: { ...SAME_ORIGIN, cookie, "Content-Type": "multipart/form-data; boundary=x" },
      }),
    );
    expect(broken.status).toBe(400);
  });
});

describe("upload rate limit", () => {
  it("refuses uploads past UPLOAD_RATE_LIMIT per address with 429 and Retry-After, stores nothing", async () => {
    const upload = (ip: string) => {
      const form = new FormData();
      form.append("file", new File(["not an image"], "a.png", { type: "image/png" }));
      return app.send(
        new Request(`${SITE}/admin/media/upload`, {
          method: "POST",
          body: form,
          headers: { ...SAME_ORIGIN, cookie, Accept: "application/json" },
        }),
        ip,
      );
    };
    // Addresses of their own: the uploads above came from the default one.
    expect((await upload("198.51.100.1")).status).toBe(415);
    expect((await upload("198.51.100.1")).status).toBe(415);
    const limited = await upload("198.51.100.1");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ ok: false, title: "Too many uploads" });
    expect((await upload("198.51.100.2")).status).toBe(415);
    expect(
      await app.db.select().from(mediaFiles).where(eq(mediaFiles.originalName, "a.png")),
    ).toEqual([]);
    expect(app.logs).toContainEqual(
      expect.objectContaining({ event: "rate_limit.hit", limit: "uploads", ip: "198.51.100.1" }),
    );
  });
});
