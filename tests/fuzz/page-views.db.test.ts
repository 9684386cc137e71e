import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageViews } from "#app/db/schema.ts";
import { UTM_PARAMETERS } from "#app/modules/analytics/campaign-parameters.ts";
import {
  answerPageViewBeacon,
  countServedPageView,
} from "#app/routes/api/page-view-beacon.server.ts";
import { createRequestContext } from "#app/services.server.ts";
import { type AppHarness, createAppHarness, SITE } from "../helpers/app-harness.ts";
import { DESKTOP_CHROME } from "../helpers/user-agents.ts";
import { asHeaderValue, controlQuery, controlText } from "./fuzz-kit.ts";

// Page views (the beacon, and a page counted as it is served) with control characters in the
// URL's campaign tags, the referrer, the language and the User-Agent: never a server error, and
// never a batch the database refuses (which would drop every visitor's views in it).

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
let app: AppHarness;
let run = 0;

beforeAll(async () => {
  // The limit has its own tests; here it would only stop the views early.
  app = await createAppHarness({}, { PAGE_VIEW_RATE_LIMIT: "1000000" });
});
afterAll(() => app.close());

const CAMPAIGN = ["facebook", "eid sale", "https://www.google.com/", "en"];
const view = fc.record({
  path: fc.constantFrom("/", "/pricing", "/ur/contact"),
  query: controlQuery(UTM_PARAMETERS, CAMPAIGN),
  referrer: controlText(CAMPAIGN),
  lang: controlText(["en", "ur"]),
  userAgent: controlText([DESKTOP_CHROME]).map(asHeaderValue),
});

function beacon(body: URLSearchParams, userAgent: string): Promise<Response> {
  const text = body.toString();
  const request = new Request(`${SITE}/page-view`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(Buffer.byteLength(text)),
      origin: SITE,
      "user-agent": userAgent,
    },
    body: text,
  });
  return answerPageViewBeacon(
    request,
    createRequestContext(app.services, request, { address: "203.0.113.9" }),
  );
}

describe("fuzzing page views", () => {
  it(
    "beacons and served pages with control characters: no server error, no dropped batch, nothing of them stored",
    () =>
      fc.assert(
        fc.asyncProperty(fc.array(view, { minLength: 1, maxLength: 6 }), async (views) => {
          const logsBefore = app.logs.length;
          for (const [i, { path, query, referrer, lang, userAgent }] of views.entries()) {
            const url = `${path}?${query}`;
            if (i % 2 === 0) {
              const body = new URLSearchParams({ u: `${SITE}${url}`, r: referrer, l: lang });
              const response = await beacon(body, userAgent);
              expect(response.status, body.toString()).toBeLessThan(500);
            } else {
              countServedPageView(app.services, {
                url,
                headers: {
                  host: new URL(SITE).host,
                  "user-agent": userAgent,
                  referer: asHeaderValue(referrer),
                },
                address: "203.0.113.9",
              });
            }
          }
          // A plain visitor's view, in the same batch: it must be stored.
          const canary = `/canary-${run++}`;
          await beacon(
            new URLSearchParams({ u: `${SITE}${canary}`, r: "", l: "en" }),
            DESKTOP_CHROME,
          );
          // A served page's view reaches the buffer once its visitor id is read.
          await new Promise((resolve) => setTimeout(resolve, 20));
          await app.services.analytics.views.flush();
          const logged = app.logs.slice(logsBefore);
          expect(logged.filter((entry) => entry.level === "error")).toEqual([]);
          expect(
            logged.filter((entry) => String(entry.event).startsWith("analytics.view")),
          ).toEqual([]);
          expect(
            await app.db.select().from(pageViews).where(eq(pageViews.path, canary)),
          ).toHaveLength(1);
        }),
        {
          numRuns: RUNS,
          seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
          endOnFailure: true,
        },
      ),
    120_000,
  );

  it("stored no control character in any view", async () => {
    const stored = await app.db.select().from(pageViews);
    expect(stored.length).toBeGreaterThan(0);
    const withControls = stored.filter((row) =>
      /\p{Cc}/u.test(
        [row.path, row.locale, row.referrerHost, row.utmSource, row.utmMedium, row.utmCampaign]
          .concat([row.utmTerm, row.utmContent, row.browser, row.os])
          .join(),
      ),
    );
    expect(withControls).toEqual([]);
  });
});
