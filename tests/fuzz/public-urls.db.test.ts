import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as about from "#app/routes/site/about.tsx";
import * as blog from "#app/routes/site/blog.tsx";
import * as blogPost from "#app/routes/site/blog-post.tsx";
import * as contentPage from "#app/routes/site/content-page.tsx";
import * as features from "#app/routes/site/features.tsx";
import { middleware } from "#app/routes/site/layout.tsx";
import { type AppHarness, createAppHarness, SITE } from "../helpers/app-harness.ts";

// The public addresses that look a page up by a segment of their path (a content page's slug,
// a post's): whatever the segment (a NUL, which PostgreSQL text cannot hold, another control
// character, a lone surrogate, an overlong or very long one), the site's 404 or a page, never
// a server error or an error logged.

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
let app: AppHarness;

beforeAll(async () => {
  // Each under the public layout's middleware, which reads what the built-in pages check.
  const routes = { about, features, blog, "blog/:slug": blogPost, "ur/blog/:slug": blogPost };
  const site = Object.fromEntries(
    Object.entries({ ...routes, "ur/*": contentPage, "*": contentPage }).map(([path, module]) => [
      path,
      { ...module, middleware },
    ]),
  );
  app = await createAppHarness({ site });
});
afterAll(() => app.close());

async function answer(path: string) {
  const logsBefore = app.logs.length;
  const response = await app.send(new Request(`${SITE}${path}`));
  const errors = app.logs.slice(logsBefore).filter((entry) => entry.level === "error");
  return { status: response.status, errors, body: (await response.text()).slice(0, 200) };
}

describe("public addresses with odd segments", () => {
  it.each([
    "/%00",
    "/blog/%00",
    "/ur/%00",
    "/ur/blog/%00",
    "/about%00",
    "/features/%00",
    "/a%01b",
    // A line break: no splat route matches it (React Router's own 404, not a server error).
    "/a%0Ab",
    "/ur/a%0Ab",
    "/%ED%A0%80",
    "/blog/%ED%A0%80",
    "/%C0%AE%C0%AE",
    "/blog/%C0%80",
  ])("%s answers 404, nothing logged as an error", async (path) => {
    const { status, errors, body } = await answer(path);
    expect(status, body).toBe(404);
    expect(errors).toEqual([]);
  });

  it("a segment longer than any slug answers 404, nothing logged as an error", async () => {
    for (const path of [`/${"a".repeat(5000)}`, `/blog/${"a".repeat(5000)}`]) {
      const { status, errors } = await answer(path);
      expect(status).toBe(404);
      expect(errors).toEqual([]);
    }
  });

  it("the pages those routes show still answer", async () => {
    expect((await answer("/blog/answer-every-dm-in-seconds")).status).toBe(200);
    expect((await answer("/ur/blog/answer-every-dm-in-seconds")).status).toBe(200);
  });

  const PLAUSIBLE = ["privacy", "about", "blog/x", "pricing/team", "a-b", "x"];
  const ODD = [
    "%00",
    "%01",
    "%1F",
    "%7F",
    "%C2%80",
    "%ED%A0%80",
    "%ED%BF%BF",
    "%C0%AF",
    "%E0%80%80",
    "%F4%90%80%80",
    "%FF",
    "%",
    "%2F",
    "%5C",
  ];
  const segment = fc
    .array(
      fc.oneof(
        fc.constantFrom(...PLAUSIBLE),
        fc.constantFrom(...ODD),
        // Any text, as a browser sends it: `?` and `#` would end the path.
        fc.string({ minLength: 1, unit: "binary" }).map(encodeURIComponent),
      ),
      {
        minLength: 1,
        maxLength: 4,
      },
    )
    .map((parts) => parts.join(""));
  const address = fc
    .tuple(fc.constantFrom("/", "/ur/", "/blog/", "/ur/blog/"), segment, fc.nat(3))
    .map(([prefix, text, repeat]) => `${prefix}${text.repeat(repeat === 3 ? 400 : 1)}`);

  it(
    "any segment: 404 or 200, never an error",
    () =>
      fc.assert(
        fc.asyncProperty(address, async (path) => {
          const url = new URL(`${SITE}${path}`);
          // Dot segments can lead back to Home, which these tests do not mount.
          fc.pre(url.pathname !== "/");
          const { status, errors, body } = await answer(url.pathname + url.search);
          expect([200, 404], `${path}: ${status} ${body}`).toContain(status);
          expect(errors, path).toEqual([]);
        }),
        {
          numRuns: RUNS,
          seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
          endOnFailure: true,
        },
      ),
    120_000,
  );
});
