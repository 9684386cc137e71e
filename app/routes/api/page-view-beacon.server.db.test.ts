import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageViews } from "#app/db/schema.ts";
import { createRequestContext } from "#app/services.server.ts";
import { type AppHarness, createAppHarness, SITE } from "../../../tests/helpers/app-harness.ts";
import { DESKTOP_CHROME, GOOGLEBOT } from "../../../tests/helpers/user-agents.ts";
import { answerPageViewBeacon, countServedPageView } from "./page-view-beacon.server.ts";

// The beacon as the Node entry answers it, before React Router and its root middleware: what
// those would refuse, it refuses itself.

let app: AppHarness;
beforeEach(async () => {
  app = await createAppHarness({});
});
afterEach(() => app.close());

function beacon(body: string, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request(`${SITE}/page-view`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(Buffer.byteLength(body)),
      origin: SITE,
      "user-agent": DESKTOP_CHROME,
      ...headers,
    },
    body,
  });
  return answerPageViewBeacon(
    request,
    createRequestContext(app.services, request, { address: "203.0.113.9" }),
  );
}

const viewOf = (path: string) => `u=${encodeURIComponent(`${SITE}${path}`)}&r=&l=en`;
const storedPaths = async () => {
  await app.services.analytics.views.flush();
  return (await app.db.select({ path: pageViews.path }).from(pageViews)).map((row) => row.path);
};

describe("the page-view beacon", () => {
  it("records a view of this site's page and answers 204", async () => {
    expect((await beacon(viewOf("/pricing"))).status).toBe(204);
    expect(await storedPaths()).toEqual(["/pricing"]);
  });

  it("refuses another site's origin, a body too large to be a beacon, and counts no bot", async () => {
    expect((await beacon(viewOf("/"), { origin: "https://evil.example" })).status).toBe(403);
    expect((await beacon(`${viewOf("/")}&pad=${"x".repeat(9_000)}`)).status).toBe(413);
    expect((await beacon(viewOf("/about"), { "user-agent": GOOGLEBOT })).status).toBe(204);
    expect(await storedPaths()).toEqual([]);
  });

  it("stores the views of a batch that holds a NUL in every field a beacon or a served page sends", async () => {
    const poisoned = new URLSearchParams({
      u: `${SITE}/b?utm_source=%00&utm_campaign=eid%00sale`,
      r: "https://x.test/\u0000",
      l: "\u0000",
    });
    for (const body of [viewOf("/a"), poisoned.toString(), viewOf("/c")]) {
      expect((await beacon(body)).status).toBe(204);
    }
    countServedPageView(app.services, {
      url: "/d?utm_term=%00",
      headers: { host: "localhost:3000", "user-agent": DESKTOP_CHROME, referer: "\u0000" },
      address: "203.0.113.9",
    });
    // countServedPageView records without waiting: its view reaches the buffer a moment later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await storedPaths()).sort()).toEqual(["/a", "/b", "/c", "/d"]);
    const [poisonedView] = await app.db.select().from(pageViews).where(eq(pageViews.path, "/b"));
    expect(poisonedView).toMatchObject({ utmSource: null, utmCampaign: "eidsale", locale: null });
  });
});
