import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as analyticsExport from "#app/routes/admin/analytics-export.ts";
import * as autosave from "#app/routes/admin/autosave.ts";
import * as leadPrivacyExport from "#app/routes/admin/lead-privacy-export.ts";
import * as leadsExport from "#app/routes/admin/leads-export.ts";
import * as logout from "#app/routes/admin/logout.tsx";
import * as mediaUpload from "#app/routes/admin/media-upload.ts";
import * as revisions from "#app/routes/admin/page-revisions.ts";
import * as previewLinks from "#app/routes/admin/preview-links.ts";
import * as reauthenticate from "#app/routes/admin/reauthenticate.ts";
import * as signIn from "#app/routes/admin/sign-in.tsx";
import * as events from "#app/routes/api/events.ts";
import * as leadChallenge from "#app/routes/api/lead-challenge.ts";
import * as pageView from "#app/routes/api/page-view.ts";
import { answerPageViewBeacon } from "#app/routes/api/page-view-beacon.server.ts";
import * as contact from "#app/routes/site/contact.tsx";
import * as leadForm from "#app/routes/site/lead-form.tsx";
import * as preview from "#app/routes/site/preview.tsx";
import { createRequestContext } from "#app/services.server.ts";
import { type AppHarness, createAppHarness, SITE } from "./helpers/app-harness.ts";

// Bad input to the resource routes and the public forms: a body of the wrong type (a beacon
// sent as text/plain, JSON where a form is expected, a form where a file upload is), broken
// JSON, a broken multipart body, no body at all. Each is refused with a 4xx and a warn line,
// never a server error or an error-level log line.

const PAGE_ID = "00000000-0000-4000-8000-000000000000";
let app: AppHarness;
let cookie: string;

beforeAll(async () => {
  app = await createAppHarness({
    site: {
      contact,
      form: leadForm,
      "admin-auth": signIn,
      "page-view": pageView,
      "preview/:key": preview,
      "lead-challenge": leadChallenge,
      events,
    },
    admin: {
      "media/upload": mediaUpload,
      "preview-links/:pageId": previewLinks,
      "revisions/:pageId": revisions,
      autosave,
      reauthenticate,
      logout,
      "leads/export": leadsExport,
      "analytics/export": analyticsExport,
      "leads/privacy/export": leadPrivacyExport,
    },
  });
  cookie = await app.adminCookie();
});
const consoleErrors = vi.spyOn(console, "error");
afterAll(async () => {
  consoleErrors.mockRestore();
  await app.close();
});
beforeEach(() => {
  app.logs.length = 0;
  consoleErrors.mockClear();
});

type BadBody = { name: string; type?: string; body: string };
const BAD_BODIES: BadBody[] = [
  { name: "text/plain", type: "text/plain;charset=UTF-8", body: "u=https://x.test/&r=&l=en" },
  { name: "JSON", type: "application/json", body: '{"email":"a@example.pk"}' },
  { name: "broken JSON", type: "application/json", body: '{"email":' },
  { name: "broken multipart", type: "multipart/form-data; boundary=x", body: "--x\r\nbroken" },
  { name: "no type", body: "email=a@example.pk" },
  { name: "empty, no type", body: "" },
];

const PUBLIC_PATHS = ["/contact", "/form", "/admin-auth", "/page-view", `/preview/${PAGE_ID}`];
const CONSOLE_PATHS = [
  "/admin/media/upload",
  `/admin/preview-links/${PAGE_ID}`,
  `/admin/revisions/${PAGE_ID}`,
  "/admin/autosave?slot=page:new",
  "/admin/reauthenticate",
  "/admin/logout",
];

function post(path: string, bad: BadBody, headers: Record<string, string> = {}): Request {
  const bytes = new TextEncoder().encode(bad.body);
  return new Request(`${SITE}${path}`, {
    method: "POST",
    // Bytes, not a string: a string body would be given a text/plain type.
    body: bytes,
    headers: {
      Origin: SITE,
      "Sec-Fetch-Site": "same-origin",
      "Content-Length": String(bytes.byteLength),
      ...(bad.type ? { "Content-Type": bad.type } : {}),
      ...headers,
    },
  });
}

/** Refused with a 4xx and a `request.refused` warning, and nothing logged as an error. */
function expectRefusedWithWarning(response: Response) {
  expect([400, 413, 415]).toContain(response.status);
  expect(app.logs).toContainEqual(
    expect.objectContaining({ level: "warn", event: "request.refused", status: response.status }),
  );
  expectNoError();
}

/** Nothing logged as an error: by the app's logger, or by handleError without one. */
function expectNoError() {
  expect(app.logs.filter((entry) => entry.level === "error" || entry.level === "fatal")).toEqual(
    [],
  );
  expect(consoleErrors).not.toHaveBeenCalled();
}

describe("bad input to the resource routes and public forms", () => {
  for (const path of [...PUBLIC_PATHS, ...CONSOLE_PATHS]) {
    for (const bad of BAD_BODIES) {
      it(`POST ${path} as ${bad.name}: refused with a warning, no error`, async () => {
        const headers = path.startsWith("/admin/") ? { cookie } : undefined;
        expectRefusedWithWarning(await app.send(post(path, bad, headers)));
      });
    }
  }

  // The Node entry answers the beacon before React Router and its root middleware.
  for (const bad of BAD_BODIES) {
    it(`the page-view beacon as the Node entry answers it, sent as ${bad.name}`, async () => {
      const request = post("/page-view", bad);
      expectRefusedWithWarning(
        await answerPageViewBeacon(
          request,
          createRequestContext(app.services, request, { address: "203.0.113.9" }),
        ),
      );
    });
  }

  // Forms of the right type whose fields make no sense to the route.
  const WRONG_FORMS: [path: string, body: string][] = [
    // (Not /admin/logout: an empty form is its own, and would end the session.)
    ...[...PUBLIC_PATHS, ...CONSOLE_PATHS]
      .filter((path) => path !== "/admin/logout")
      .map((path): [string, string] => [path, ""]),
    ["/admin/preview-links/not-a-page", "intent=create"],
    [`/admin/preview-links/${PAGE_ID}`, "intent=revoke&link=x"],
    ["/admin/revisions/not-a-page", "intent=restore&revision=1"],
    ["/admin/autosave?slot=page:new", "intent=save&slot=x&values=%7B"],
    ["/admin/reauthenticate", "method=passkey&response=x"],
    ["/page-view", "u=not-a-url&l=x"],
  ];
  for (const [path, body] of WRONG_FORMS) {
    it(`POST ${path} with the form "${body}": no server error`, async () => {
      const headers = path.startsWith("/admin/") ? { cookie } : undefined;
      const response = await app.send(
        post(path, { name: "form", type: "application/x-www-form-urlencoded", body }, headers),
      );
      expect(response.status).toBeLessThan(500);
      expectNoError();
    });
  }

  it("answers a code sent to confirm an account without an authenticator app with 400 and a warning", async () => {
    const response = await app.send(
      post(
        "/admin/reauthenticate",
        {
          name: "form",
          type: "application/x-www-form-urlencoded",
          body: "method=totp&code=123456",
        },
        { cookie },
      ),
    );
    expect(response.status).toBe(400);
    expect(app.logs).toContainEqual(
      expect.objectContaining({
        level: "warn",
        event: "auth.reauthenticate",
        outcome: "failure",
        reason: "totp_not_enabled",
      }),
    );
    expectNoError();
  });
});
