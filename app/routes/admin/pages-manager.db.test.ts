import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { websitePages } from "#app/db/schema.ts";
import { type AppHarness, createAppHarness, SITE } from "../../../tests/helpers/app-harness.ts";
import * as content from "./pages-manager.tsx";

// The Content Manager and the Blog Manager are one module under two route entries (routes.ts):
// through the app's request pipeline, each address lists and saves its own kind of item.

let app: AppHarness;
let cookie: string;
beforeAll(async () => {
  app = await createAppHarness({ admin: { content, blog: content } });
  cookie = await app.adminCookie();
});
afterAll(() => app.close());

/** The loader's data at `path` (without a component, the route answers with it as JSON). */
async function listed(path: string) {
  const response = await app.send(new Request(`${SITE}${path}`, { headers: { cookie } }));
  expect(response.status).toBe(200);
  return (await response.json()) as { kind: string; rows: { slug: string }[] };
}

function create(path: string, fields: Record<string, string>) {
  return app.send(
    new Request(`${SITE}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
        Origin: SITE,
        cookie,
      },
      body: new URLSearchParams({ intent: "create", isPublished: "on", ...fields }),
    }),
  );
}

describe("one manager at two addresses", () => {
  it("lists the blog's posts at /admin/blog and the pages at /admin/content, trailing slash or not", async () => {
    for (const path of ["/admin/blog", "/admin/blog/"]) {
      const { kind, rows } = await listed(path);
      expect(kind).toBe("post");
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.slug.startsWith("blog/"))).toBe(true);
    }
    for (const path of ["/admin/content", "/admin/content/"]) {
      const { kind, rows } = await listed(path);
      expect(kind).toBe("page");
      expect(rows.map((row) => row.slug)).toContain("about");
      expect(rows.some((row) => row.slug.startsWith("blog/"))).toBe(false);
    }
  });

  it("saves a post from the Blog Manager whatever kind is posted, and a page from the Content Manager", async () => {
    const fields = { kind: "page", title: "Two managers", slug: "two-managers" };
    expect((await create("/admin/blog", fields)).status).toBe(200);
    expect((await create("/admin/content", fields)).status).toBe(200);
    const slugs = await app.db
      .select({ slug: websitePages.slug })
      .from(websitePages)
      .where(eq(websitePages.title, "Two managers"));
    expect(slugs.map((row) => row.slug).sort()).toEqual(["blog/two-managers", "two-managers"]);
  });
});
