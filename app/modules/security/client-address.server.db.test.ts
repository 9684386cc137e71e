import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "#app/db/schema.ts";
import * as mediaUpload from "#app/routes/admin/media-upload.ts";
import * as signIn from "#app/routes/admin/sign-in.tsx";
import {
  answerPageViewBeacon,
  countServedPageView,
} from "#app/routes/api/page-view-beacon.server.ts";
import * as contact from "#app/routes/site/contact.tsx";
import { createRequestContext } from "#app/services.server.ts";
import {
  ADMIN,
  type AppHarness,
  createAppHarness,
  SITE,
} from "../../../tests/helpers/app-harness.ts";

// Every limit on a client address keys an IPv6 client by its /64 (limitKeyOf), the block one
// subscriber is handed: rotating through its addresses is still one client, through the real
// actions. A neighbouring /64 is another client. What is stored keeps the address itself.

let app: AppHarness;
let cookie: string;
beforeAll(async () => {
  app = await createAppHarness(
    { site: { "admin-auth": signIn, contact }, admin: { "media/upload": mediaUpload } },
    { LEAD_RATE_LIMIT: "2", UPLOAD_RATE_LIMIT: "1", PAGE_VIEW_RATE_LIMIT: "1" },
  );
  cookie = await app.adminCookie();
});
afterAll(() => app.close());

const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin", Origin: SITE };
const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`${SITE}${path}`, { method: "POST", body, headers: { ...SAME_ORIGIN, ...headers } });

describe("a client's limits, by its IPv6 /64", () => {
  it("counts sign-in attempts from 12 addresses of one /64 against one limit", async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= 12; host++) {
      // Another account each time: only the address limit (SIGN_IN_RATE_LIMIT, 10) can refuse.
      const form = new URLSearchParams({
        intent: "sign-in",
        email: `guess-${host}@dmflow.pk`,
        password: "wrong-password",
      });
      const response = await app.send(
        post("/admin-auth", form),
        `2001:db8:1:2::${host.toString(16)}`,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const neighbour = await app.send(
      post(
        "/admin-auth",
        new URLSearchParams({ intent: "sign-in", email: "n@dmflow.pk", password: "x-password" }),
      ),
      "2001:db8:1:3::1",
    );
    expect(neighbour.status).toBe(401);
  });

  it("counts lead submissions from addresses of one /64 against one limit", async () => {
    const lead = (address: string) =>
      app.send(
        post(
          "/contact",
          new URLSearchParams({
            firstName: "Ayesha",
            email: "ayesha@example.pk",
            message: "Please call me about the Premium plan.",
          }),
        ),
        address,
      );
    expect((await lead("2001:db8:2:2::1")).status).toBe(200);
    expect((await lead("2001:db8:2:2::2")).status).toBe(200);
    expect((await lead("2001:db8:2:2:ffff::3")).status).toBe(429);
    expect((await lead("2001:db8:2:3::1")).status).toBe(200);
  });

  it("counts uploads from addresses of one /64 against one limit", async () => {
    const upload = (address: string) => {
      const form = new FormData();
      form.append("file", new File(["not an image"], "a.png", { type: "image/png" }));
      return app.send(
        post("/admin/media/upload", form, { cookie, Accept: "application/json" }),
        address,
      );
    };
    expect((await upload("2001:db8:3:2::1")).status).toBe(415);
    expect((await upload("2001:db8:3:2::2")).status).toBe(429);
    expect((await upload("2001:db8:3:3::1")).status).toBe(415);
  });

  it("counts page views, beacons and served pages alike, from addresses of one /64 against one limit", async () => {
    const beacon = (address: string) => {
      const body = `u=${encodeURIComponent(`${SITE}/pricing`)}&r=&l=en`;
      const request = new Request(`${SITE}/page-view`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(body.length),
          origin: SITE,
        },
        body,
      });
      return answerPageViewBeacon(
        request,
        createRequestContext(app.services, request, { address }),
      );
    };
    expect((await beacon("2001:db8:4:2::1")).status).toBe(204);
    expect((await beacon("2001:db8:4:2::2")).status).toBe(429);
    countServedPageView(app.services, {
      url: "/pricing",
      headers: { host: "localhost:3000" },
      address: "2001:db8:4:3::1",
    });
    expect((await beacon("2001:db8:4:3::2")).status).toBe(429);
    expect((await beacon("2001:db8:4:4::1")).status).toBe(204);
  });
});

describe("the client's address with a session", () => {
  it("is the resolved address, not an X-Forwarded-For the client sent without a trusted proxy", async () => {
    const signedIn = await app.send(
      post("/admin-auth", new URLSearchParams({ intent: "sign-in", ...ADMIN }), {
        "X-Forwarded-For": "192.0.2.99",
      }),
      "198.51.100.77",
    );
    expect(signedIn.status).toBe(302);
    const stored = await app.db
      .select({ ipAddress: sessions.ipAddress })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, ADMIN.email));
    expect(stored.map((session) => session.ipAddress)).toContain("198.51.100.77");
    expect(stored.map((session) => session.ipAddress)).not.toContain("192.0.2.99");
  });
});
