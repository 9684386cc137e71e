import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { websitePages } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { formDataOf } from "#app/lib/form-entries.ts";
import { PAGE_TEXTS } from "#app/modules/pages/page-texts.ts";
import { emptyPageValues, type PageEditorValues } from "#app/modules/pages/page-values.ts";
import { type AppHarness, createAppHarness, SITE } from "../../../tests/helpers/app-harness.ts";
import * as content from "./pages-manager.tsx";
import * as contentItem from "./pages-manager-item.tsx";

// The Content Manager and the Blog Manager are one module under two route entries (routes.ts),
// and so are their editors (`/new` under each): through the app's request pipeline, each address
// lists and saves its own kind of item.

let app: AppHarness;
let cookie: string;
beforeAll(async () => {
  app = await createAppHarness({
    admin: {
      content,
      blog: content,
      "content/new": contentItem,
      "blog/new": contentItem,
      "blog/:pageId": contentItem,
    },
  });
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
  return post(path, new URLSearchParams({ intent: "create", isPublished: "on", ...fields }));
}

/** Posts a form to `path` as the browser does. */
function post(path: string, body: URLSearchParams | FormData) {
  return app.send(
    new Request(`${SITE}${path}`, {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin", Origin: SITE, cookie },
      body,
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

  it("saves a post from the Blog Manager's editor whatever kind is posted, and a page from the Content Manager's", async () => {
    const fields = { kind: "page", title: "Two managers", slug: "two-managers" };
    expect((await create("/admin/blog/new", fields)).status).toBe(200);
    expect((await create("/admin/content/new", fields)).status).toBe(200);
    const slugs = await app.db
      .select({ slug: websitePages.slug })
      .from(websitePages)
      .where(eq(englishOf(websitePages.title), "Two managers"));
    expect(slugs.map((row) => row.slug.en).sort()).toEqual(["blog/two-managers", "two-managers"]);
  });

  it("saves the editor's form by the schema's field names, and answers a refused one field by field", async () => {
    const editor: PageEditorValues = {
      ...emptyPageValues("post"),
      title: "By its schema",
      slug: "by-its-schema",
      content: "<p>Hello</p>",
      featuredImage: "/media/a.png",
      tags: ["ai", "bots"],
      publishAt: "",
      unpublishAt: "",
    };
    const saved = await post("/admin/blog/new", formDataOf({ intent: "create", ...editor }));
    expect(await saved.json()).toMatchObject({ ok: true });
    const [row] = await app.db
      .select()
      .from(websitePages)
      .where(eq(englishOf(websitePages.title), "By its schema"));
    expect(row).toMatchObject({
      slug: { en: "blog/by-its-schema" },
      featuredImage: "/media/a.png",
      tags: { en: ["ai", "bots"] },
      metaTitle: { en: "By its schema" },
    });

    const refused = await post(
      "/admin/blog/new",
      formDataOf({ intent: "create", ...editor, title: "", slug: "Not A Slug", publishAt: "x" }),
    );
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as {
      error: string;
      description: string;
      fieldErrors: Record<string, string[]>;
    };
    expect(answer).toMatchObject({
      error: "Validation Error",
      description: "Title and slug are required",
    });
    expect(Object.keys(answer.fieldErrors).sort()).toEqual(["publishAt", "slug", "title"]);
  });

  it("saves an item's Urdu version by the item's id and its language, and deletes that version alone", async () => {
    expect((await create("/admin/blog/new", { title: "Hello", slug: "hello-urdu" })).status).toBe(
      200,
    );
    const [item] = await app.db
      .select({ id: websitePages.id })
      .from(websitePages)
      .where(eq(englishOf(websitePages.slug), "blog/hello-urdu"));
    if (!item) throw new Error("the post was not created");
    // The Urdu form: its texts beside the item's id, no switch of the item's state.
    const saved = await post(
      `/admin/blog/${item.id}`,
      new URLSearchParams({
        intent: "update",
        id: item.id,
        locale: "ur",
        title: "سلام",
        slug: "salam",
        content: "<p>آداب</p>",
      }),
    );
    expect(await saved.json()).toEqual({
      ok: true,
      intent: "update",
      kind: "post",
      message: PAGE_TEXTS.post.saved,
      description: "“سلام” is live at /ur/blog/salam.",
    });
    const row = async () =>
      (await app.db.select().from(websitePages).where(eq(websitePages.id, item.id)))[0];
    expect(await row()).toMatchObject({
      slug: { en: "blog/hello-urdu", ur: "blog/salam" },
      title: { en: "Hello", ur: "سلام" },
      isPublished: true,
    });

    const versionDeleted = await post(
      "/admin/blog",
      new URLSearchParams({ intent: "delete", id: item.id, locale: "ur" }),
    );
    expect(await versionDeleted.json()).toMatchObject({ ok: true, intent: "delete" });
    expect(await row()).toMatchObject({ slug: { en: "blog/hello-urdu" }, title: { en: "Hello" } });

    const deleted = await post(
      "/admin/blog",
      new URLSearchParams({ intent: "delete", id: item.id }),
    );
    expect(await deleted.json()).toMatchObject({ ok: true, intent: "delete" });
    expect(await row()).toBeUndefined();
  });
});
