import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securitySettings } from "#app/db/schema.ts";
import { type AppHarness, createAppHarness, SITE } from "../../../tests/helpers/app-harness.ts";
import { loader } from "./events.ts";

// GET /events through the app's pipeline: who gets the console's own events.

let app: AppHarness;
beforeAll(async () => {
  app = await createAppHarness({ site: { events: { loader } } });
});
afterAll(() => app.close());

/** Opens a stream; `close` ends it (as the browser going away does) and gives all it carried. */
async function openStream(headers: Record<string, string> = {}, ip?: string) {
  const abort = new AbortController();
  const response = await app.send(
    new Request(`${SITE}/events`, { headers, signal: abort.signal }),
    ip,
  );
  return {
    response,
    async close() {
      abort.abort();
      return response.body ? await new Response(response.body).text() : "";
    },
  };
}

/** Resolves once the visitors count has been read: every stream listening has been sent it. */
function visitorsCountRead(): Promise<void> {
  return new Promise((resolve) => {
    const stop = app.services.analytics.recentVisitors.subscribe(() => {
      queueMicrotask(stop);
      resolve();
    });
  });
}

describe("the console's events on /events", () => {
  it("are not sent to an admin held for two-factor setup", async () => {
    const cookie = await app.adminCookie();
    const admin = await openStream({ cookie });
    await visitorsCountRead();
    expect(await admin.close()).toContain("event: visitors");

    await app.db.insert(securitySettings).values({ id: 1, requireTwoFactor: true });
    const held = await openStream({ cookie });
    expect(held.response.status).toBe(200);
    await visitorsCountRead();
    expect(await held.close()).not.toContain("event: visitors");
  });
});
