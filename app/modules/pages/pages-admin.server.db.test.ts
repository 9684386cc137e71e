import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityLog, mediaFiles, users, websitePages } from "#app/db/schema.ts";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { versionInput } from "#app/modules/pages/page-values.ts";
import { getPublishedPost, listPublishedPosts } from "#app/modules/pages/public-posts.server.ts";
import { listRevisions } from "#app/modules/publishing/revisions.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { parsePageValues } from "../../../tests/helpers/page-values.ts";
import {
  createPage,
  deletePage,
  deleteTranslation,
  restoreRevision,
  saveDraft,
  updatePage,
} from "./page-commands.server.ts";
import { PAGE_LIMITS } from "./page-limits.ts";
import { publishOnSchedule, setPagePublished } from "./page-publishing.server.ts";
import {
  getAdminPage,
  listAdminPages,
  listAdminPosts,
  listManagerItems,
  listMediaImages,
  withoutSectionBodies,
} from "./page-queries.server.ts";
import { assertUnpublishable } from "./page-rules.server.ts";
import { PAGE_TEXTS } from "./page-texts.ts";
import { emptyPageValues, type PageFormValues, type PageInput } from "./page-values.ts";
import { convertPagesToSections } from "./pages-to-sections.server.ts";

const ADMIN_ID = "admin-pages-test";

function input(kind: "page" | "post", overrides: Partial<PageFormValues> = {}): PageInput {
  const result = parsePageValues({ ...emptyPageValues(kind), title: "T", slug: "t", ...overrides });
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.page;
}

async function activity(db: TestDatabase["db"]) {
  return db
    .select({
      action: activityLog.action,
      entity: activityLog.entity,
      entityId: activityLog.entityId,
      userId: activityLog.userId,
      details: activityLog.details,
    })
    .from(activityLog)
    .orderBy(asc(activityLog.id));
}

async function expectRefusal(work: Promise<unknown>, message: string, status: number) {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(ruleErrorOf(error)).toMatchObject({ message, status });
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: ADMIN_ID, email: "pages@example.test" });
});
afterAll(() => database.close());

beforeEach(async () => {
  await database.db.delete(websitePages);
  await database.db.delete(activityLog);
  await database.db.delete(mediaFiles);
});

describe("built-in pages", () => {
  async function builtInRows() {
    await convertPagesToSections(database.db);
    const pages = await listAdminPages(database.db);
    const about = pages.find((page) => page.slug === "about");
    if (!about) throw new Error("no About row");
    return { pages, about };
  }

  /** A built-in row's fields as the dialog posts them, changed by `overrides`. */
  const aboutInput = (overrides: Partial<PageFormValues> = {}) =>
    input("page", { title: "About", slug: "about", ...overrides });

  it("can't be deleted, re-slugged or unpublished, and nothing changes when refused", async () => {
    const { pages, about } = await builtInRows();
    expect(pages.map((page) => page.slug).sort()).toEqual([
      "about",
      "contact",
      "features",
      "form",
      "home",
      "pricing",
    ]);
    await expectRefusal(
      deletePage(database.db, ADMIN_ID, about.id, "page"),
      "Built-in pages can't be deleted. Turn a page off in Page Settings.",
      409,
    );
    await expectRefusal(
      updatePage(database.db, ADMIN_ID, about.id, aboutInput({ slug: "about-us" })),
      PAGE_TEXTS.builtInSlug,
      400,
    );
    await expectRefusal(
      updatePage(database.db, ADMIN_ID, about.id, aboutInput({ isPublished: false })),
      "Built-in pages stay published. Turn a page off in Page Settings.",
      400,
    );
    await expectRefusal(
      saveDraft(database.db, ADMIN_ID, about.id, aboutInput({ slug: "our-story" })),
      PAGE_TEXTS.builtInSlug,
      400,
    );
    await expectRefusal(
      assertUnpublishable(database.db, about.id),
      PAGE_TEXTS.builtInUnpublish,
      400,
    );
    await expectRefusal(
      setPagePublished(database.db, ADMIN_ID, about.id, false),
      PAGE_TEXTS.builtInUnpublish,
      400,
    );
    expect(await listAdminPages(database.db)).toEqual(pages);
    expect(await activity(database.db)).toEqual([]);

    // Its texts and SEO fields are the owner's to change, under its own slug.
    const saved = await updatePage(database.db, ADMIN_ID, about.id, aboutInput({ title: "Us" }));
    expect(saved).toMatchObject({ slug: "about", title: "Us", isPublished: true });
  });

  it("keep their slug when an earlier revision is restored, and ignore an unpublish time", async () => {
    // A page created as "our-story" before "about" was a built-in page's row.
    const page = await createPage(database.db, ADMIN_ID, input("page", { slug: "our-story" }));
    const [created] = await listRevisions(database.db, page.id);
    await database.db
      .update(websitePages)
      .set({ slug: { en: "about" } })
      .where(eq(websitePages.id, page.id));
    const { about } = await builtInRows();
    expect(about.id).toBe(page.id);
    const restored = await restoreRevision(database.db, ADMIN_ID, about.id, created?.id ?? 0);
    expect(restored).toMatchObject({ slug: "about", isPublished: true });

    await database.db.transaction((tx) => publishOnSchedule(tx, ADMIN_ID, about.id, "unpublish"));
    expect((await listAdminPages(database.db)).find((row) => row.id === about.id)).toMatchObject({
      isPublished: true,
    });
  });

  it("keep their slugs for themselves: another page can't take one, nor can its Urdu version", async () => {
    const { about } = await builtInRows();
    await expectRefusal(
      createPage(database.db, ADMIN_ID, input("page", { slug: "pricing" })),
      "“pricing” is a built-in page: choose another slug",
      400,
    );
    const other = await createPage(database.db, ADMIN_ID, input("page", { slug: "team" }));
    await expectRefusal(
      updatePage(database.db, ADMIN_ID, other.id, { ...input("page"), slug: "about/team" }),
      "“about” is a built-in page: choose another slug",
      400,
    );
    // A page's Urdu version answers at its English page's address (ADR 0042): a slug its form
    // posts is not stored, so it can't take About's.
    const otherInUrdu = await updatePage(
      database.db,
      ADMIN_ID,
      other.id,
      versionInput(input("page", { title: "ٹیم", slug: "about" })),
      {},
      "ur",
    );
    expect(otherInUrdu).toMatchObject({ id: other.id, locale: "ur", slug: "team", title: "ٹیم" });
    const [otherRow] = await database.db
      .select({ slug: websitePages.slug })
      .from(websitePages)
      .where(eq(websitePages.id, other.id));
    expect(otherRow?.slug).toEqual({ en: "team" });
    // About's own Urdu version keeps About's slug, and may be deleted (About stays).
    const urdu = await updatePage(
      database.db,
      ADMIN_ID,
      about.id,
      versionInput(input("page", { title: "ہمارے بارے میں", slug: "about" })),
      {},
      "ur",
    );
    expect(urdu).toMatchObject({ id: about.id, slug: "about", locale: "ur" });
    await deleteTranslation(database.db, ADMIN_ID, about.id, "page", "ur");
    expect((await listAdminPages(database.db)).find((row) => row.id === about.id)).toMatchObject({
      slug: "about",
      translations: [],
    });
  });
});

describe("reserved slugs", () => {
  it("are refused by the domain functions too, with the clash named", async () => {
    // Past the dialog's own check (parsePageValues), as a scripted post would be.
    await expectRefusal(
      createPage(database.db, ADMIN_ID, { ...input("page"), slug: "admin" }),
      "“admin” is used by the console: choose another slug",
      400,
    );
    const page = await createPage(database.db, ADMIN_ID, input("page", { slug: "news" }));
    await expectRefusal(
      updatePage(database.db, ADMIN_ID, page.id, { ...input("page"), slug: "events" }),
      "“events” is used by the site's live updates: choose another slug",
      400,
    );
    await expectRefusal(
      saveDraft(database.db, ADMIN_ID, page.id, { ...input("page"), slug: "ur/news" }),
      "“ur” is used by the Urdu pages: choose another slug",
      400,
    );
    expect((await listAdminPages(database.db)).map((row) => [row.slug, row.draft])).toEqual([
      ["news", null],
    ]);
    // A post's slug is under blog/ by design.
    await createPage(database.db, ADMIN_ID, input("post", { slug: "admin" }));
  });
});

describe("listing", () => {
  it("splits pages from posts by the blog/ prefix, newest first, drafts included", async () => {
    const old = await createPage(database.db, ADMIN_ID, input("page", { slug: "old" }));
    await database.db
      .update(websitePages)
      .set({ createdAt: new Date("2024-01-01T00:00:00Z") })
      .where(eq(websitePages.id, old.id));
    await createPage(database.db, ADMIN_ID, input("page", { slug: "new", isPublished: false }));
    await createPage(database.db, ADMIN_ID, input("page", { slug: "blogging" }));
    await createPage(database.db, ADMIN_ID, input("post", { slug: "first" }));
    await createPage(database.db, ADMIN_ID, input("post", { slug: "draft", isPublished: false }));
    const pages = await listAdminPages(database.db);
    expect(pages.map((page) => page.slug)).toEqual(["blogging", "new", "old"]);
    const posts = await listAdminPosts(database.db);
    expect(posts.map((post) => post.slug)).toEqual(["blog/draft", "blog/first"]);
    expect(typeof posts[0]?.createdAt).toBe("string");
  });

  /** A page "one" with its Urdu version, and a post "a-post". */
  async function pagePostAndUrduVersion() {
    const page = await createPage(database.db, ADMIN_ID, input("page", { slug: "one" }));
    const post = await createPage(database.db, ADMIN_ID, input("post", { slug: "a-post" }));
    const urdu = await updatePage(
      database.db,
      ADMIN_ID,
      page.id,
      versionInput(input("page", { title: "ایک", slug: "one" })),
      {},
      "ur",
    );
    return { page, post, urdu };
  }

  it("reads one page for the editor with its Urdu version, never a post or an unknown id, and lists without bodies", async () => {
    const { page, post, urdu } = await pagePostAndUrduVersion();
    expect(urdu.id).toBe(page.id);
    expect(await getAdminPage(database.db, page.id)).toMatchObject({
      id: page.id,
      sections: page.sections,
      translations: [{ id: page.id, locale: "ur", title: "ایک" }],
    });
    for (const id of [post.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      expect(await getAdminPage(database.db, id)).toBeNull();
    }
    const [listed] = withoutSectionBodies(await listAdminPages(database.db));
    expect(listed).toMatchObject({ id: page.id, title: "T" });
    expect(listed).not.toHaveProperty("sections");
  });

  it("lists a manager's kind: pages with their URLs and no bodies, posts; each with its schedule and Urdu version", async () => {
    const { page, post } = await pagePostAndUrduVersion();
    const [listedPage, ...otherPages] = await listManagerItems(database.db, "page");
    expect(otherPages).toEqual([]);
    expect(listedPage).toMatchObject({
      id: page.id,
      address: { path: "/one" },
      publishAt: null,
      unpublishAt: null,
      translations: [
        { id: page.id, locale: "ur", title: "ایک", address: { path: "/ur/one" }, publishAt: null },
      ],
    });
    expect(listedPage).not.toHaveProperty("sections");
    const posts = await listManagerItems(database.db, "post");
    expect(posts).toMatchObject([{ id: post.id, publishAt: null, translations: [] }]);
  });
});

describe("creating", () => {
  it("stores a page published by default, meta title from the title, and logs create_page", async () => {
    const page = await createPage(
      database.db,
      ADMIN_ID,
      input("page", { title: "Privacy", slug: "privacy", content: "<p>Hi</p>" }),
    );
    expect(page).toMatchObject({
      slug: "privacy",
      title: "Privacy",
      metaTitle: "Privacy",
      isPublished: true,
      tags: [],
      featuredImage: null,
    });
    expect(await activity(database.db)).toEqual([
      {
        action: "create_page",
        entity: "website_pages",
        entityId: page.id,
        userId: ADMIN_ID,
        details: { title: "Privacy", slug: "privacy", is_published: true },
      },
    ]);
  });

  it("stores a post with its settings and logs create_post", async () => {
    const post = await createPage(
      database.db,
      ADMIN_ID,
      input("post", {
        title: "Hello",
        slug: "hello",
        metaDescription: "About hello",
        featuredImage: "/media/hello.png",
        tags: ["ai", " bots "],
      }),
    );
    expect(post).toMatchObject({
      slug: "blog/hello",
      featuredImage: "/media/hello.png",
      tags: ["ai", "bots"],
    });
    expect((await activity(database.db))[0]?.action).toBe("create_post");
    expect((await listPublishedPosts(database.db)).map((row) => row.slug)).toEqual(["blog/hello"]);
  });

  it("sanitizes the content before storing it", async () => {
    const dirty = [
      "<h2>Title</h2>",
      '<p onclick="alert(0)">Text <strong>bold</strong> <a href="javascript:alert(3)">x</a></p>',
      "<script>alert(1)</script>",
      '<img src="x" onerror="alert(2)">',
      '<img src="/media/pic.png" alt="Pic">',
      '<iframe src="https://example.com"></iframe>',
      "<style>body{display:none}</style>",
      '<a href="https://example.com" target="_blank">ok</a>',
    ].join("");
    const post = await createPage(database.db, ADMIN_ID, input("post", { content: dirty }));
    const [stored] = await database.db
      .select({ content: websitePages.content })
      .from(websitePages)
      .where(eq(websitePages.id, post.id));
    const html = stored?.content.en ?? "";
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('<img src="/media/pic.png" alt="Pic" />');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    for (const bad of [
      "<script",
      "onerror",
      "onclick",
      "javascript:",
      "<iframe",
      "<style",
      "alert(",
    ]) {
      expect(html).not.toContain(bad);
    }
  });

  it("refuses content that sanitizing grows past the limit, or nested past reason", async () => {
    // Within the limit as sent; each unclosed tag gains its closing tag when sanitized.
    const unclosed = `${"x".repeat(PAGE_LIMITS.content - 3300)}${"<b>x</b><i>".repeat(300)}`;
    await expectRefusal(
      createPage(database.db, ADMIN_ID, input("page", { content: unclosed })),
      PAGE_TEXTS.contentTooLong,
      400,
    );
    const page = await createPage(database.db, ADMIN_ID, input("page"));
    await expectRefusal(
      updatePage(database.db, ADMIN_ID, page.id, input("page", { content: unclosed })),
      PAGE_TEXTS.contentTooLong,
      400,
    );
    // What the fuzzer sent: 166,666 unclosed tags (sanitizing them held the server for 17 s).
    const nested = "<b>".repeat(Math.floor(PAGE_LIMITS.content / 3));
    await expectRefusal(
      updatePage(database.db, ADMIN_ID, page.id, input("page", { content: nested })),
      PAGE_TEXTS.contentTooDeep,
      400,
    );
    expect(await listAdminPages(database.db)).toEqual([
      expect.objectContaining({ id: page.id, content: page.content }),
    ]);
  });

  it("refuses a slug already in use, and a kind that doesn't match the slug", async () => {
    await createPage(database.db, ADMIN_ID, input("page", { slug: "taken" }));
    await expectRefusal(
      createPage(database.db, ADMIN_ID, input("page", { slug: "taken" })),
      "A page with this slug already exists",
      409,
    );
    await createPage(database.db, ADMIN_ID, input("post", { slug: "taken" }));
    await expectRefusal(
      createPage(database.db, ADMIN_ID, input("post", { slug: "blog/taken" })),
      PAGE_TEXTS.slugTaken,
      409,
    );
    await expectRefusal(
      createPage(database.db, ADMIN_ID, { ...input("page"), slug: "blog/sneaky" }),
      "A page's slug can't start with blog/",
      400,
    );
    expect(await listAdminPages(database.db)).toHaveLength(1);
    expect((await activity(database.db)).map((entry) => entry.action)).toEqual([
      "create_page",
      "create_post",
    ]);
  });

  it("turns a unique-index race into the same refusal", async () => {
    const results = await Promise.allSettled([
      createPage(database.db, ADMIN_ID, input("page", { slug: "race" })),
      createPage(database.db, ADMIN_ID, input("page", { slug: "race" })),
    ]);
    const refused = results.filter((result) => result.status === "rejected");
    for (const result of refused) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        message: PAGE_TEXTS.slugTaken,
      });
    }
    expect(await listAdminPages(database.db)).toHaveLength(1);
  });
});

describe("updating", () => {
  it("replaces the fields, refreshes updated_at and logs update_page", async () => {
    const page = await createPage(database.db, ADMIN_ID, input("page", { slug: "terms" }));
    const updated = await updatePage(
      database.db,
      ADMIN_ID,
      page.id,
      input("page", {
        title: "Terms of Service",
        slug: "terms-of-service",
        metaTitle: "Terms",
        content: '<p>New<img src=x onerror="alert(1)"></p>',
        isPublished: false,
      }),
    );
    expect(updated).toMatchObject({
      title: "Terms of Service",
      slug: "terms-of-service",
      metaTitle: "Terms",
      isPublished: false,
    });
    expect(updated.content).not.toContain("onerror");
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(page.updatedAt).getTime(),
    );
    expect((await activity(database.db)).at(-1)).toMatchObject({
      action: "update_page",
      entityId: page.id,
      details: { title: "Terms of Service", slug: "terms-of-service", is_published: false },
    });
  });

  it("keeps a post's image and tags when the form leaves them out, and can unpublish it", async () => {
    const post = await createPage(
      database.db,
      ADMIN_ID,
      input("post", { slug: "keep", featuredImage: "/media/a.png", tags: ["a"] }),
    );
    const {
      featuredImage: _image,
      tags: _tags,
      ...withoutSettings
    } = input("post", {
      slug: "keep",
      isPublished: false,
    });
    const updated = await updatePage(database.db, ADMIN_ID, post.id, withoutSettings);
    expect(updated).toMatchObject({
      featuredImage: "/media/a.png",
      tags: ["a"],
      isPublished: false,
    });
    expect(await getPublishedPost(database.db, "keep")).toBeNull();
    expect((await activity(database.db)).at(-1)?.action).toBe("update_post");
    const cleared = await updatePage(
      database.db,
      ADMIN_ID,
      post.id,
      input("post", { slug: "keep", featuredImage: "", tags: [] }),
    );
    expect(cleared).toMatchObject({ featuredImage: null, tags: [], isPublished: true });
    expect(await getPublishedPost(database.db, "keep")).not.toBeNull();
  });

  it("refuses another row's slug, a missing row and a row of the other kind", async () => {
    const first = await createPage(database.db, ADMIN_ID, input("page", { slug: "first" }));
    await createPage(database.db, ADMIN_ID, input("page", { slug: "second" }));
    const post = await createPage(database.db, ADMIN_ID, input("post", { slug: "p" }));
    await expectRefusal(
      updatePage(database.db, ADMIN_ID, first.id, input("page", { slug: "second" })),
      PAGE_TEXTS.slugTaken,
      409,
    );
    // Saving a row with its own slug is fine.
    await updatePage(database.db, ADMIN_ID, first.id, input("page", { slug: "first", title: "X" }));
    await expectRefusal(
      updatePage(database.db, ADMIN_ID, "00000000-0000-4000-8000-000000000000", input("page")),
      PAGE_TEXTS.page.gone,
      404,
    );
    await expectRefusal(
      updatePage(database.db, ADMIN_ID, "not-an-id", input("post")),
      PAGE_TEXTS.post.gone,
      404,
    );
    await expectRefusal(
      updatePage(database.db, ADMIN_ID, post.id, input("page", { slug: "p-page" })),
      PAGE_TEXTS.page.gone,
      404,
    );
    const actions = (await activity(database.db)).map((entry) => entry.action);
    expect(actions.filter((action) => action.startsWith("update"))).toEqual(["update_page"]);
  });
});

describe("deleting", () => {
  it("deletes by id with delete_page or delete_post, and only rows of that kind", async () => {
    const page = await createPage(database.db, ADMIN_ID, input("page", { slug: "gone" }));
    const post = await createPage(database.db, ADMIN_ID, input("post", { slug: "gone" }));
    await expectRefusal(
      deletePage(database.db, ADMIN_ID, post.id, "page"),
      PAGE_TEXTS.page.gone,
      404,
    );
    await deletePage(database.db, ADMIN_ID, page.id, "page");
    await deletePage(database.db, ADMIN_ID, post.id, "post");
    expect(await listAdminPages(database.db)).toEqual([]);
    expect(await listAdminPosts(database.db)).toEqual([]);
    const deletes = (await activity(database.db)).filter((entry) =>
      entry.action.startsWith("delete"),
    );
    expect(deletes).toEqual([
      {
        action: "delete_page",
        entity: "website_pages",
        entityId: page.id,
        userId: ADMIN_ID,
        details: { title: "T", slug: "gone" },
      },
      {
        action: "delete_post",
        entity: "website_pages",
        entityId: post.id,
        userId: ADMIN_ID,
        details: { title: "T", slug: "blog/gone" },
      },
    ]);
    await expectRefusal(
      deletePage(database.db, ADMIN_ID, page.id, "page"),
      PAGE_TEXTS.page.gone,
      404,
    );
  });

  it("deletes one language's version alone, with delete_post naming its language", async () => {
    const post = await createPage(database.db, ADMIN_ID, input("post", { slug: "both" }));
    await updatePage(
      database.db,
      ADMIN_ID,
      post.id,
      versionInput(input("post", { title: "دونوں", slug: "dono" })),
      {},
      "ur",
    );
    await deleteTranslation(database.db, ADMIN_ID, post.id, "post", "ur");
    expect(await listAdminPosts(database.db)).toMatchObject([
      { id: post.id, slug: "blog/both", translations: [] },
    ]);
    expect(await getPublishedPost(database.db, "dono", "ur")).toBeNull();
    expect((await activity(database.db)).at(-1)).toEqual({
      action: "delete_post",
      entity: "website_pages",
      entityId: post.id,
      userId: ADMIN_ID,
      details: { title: "دونوں", slug: "blog/dono", locale: "ur" },
    });
    // Gone already: nothing to delete.
    await expectRefusal(
      deleteTranslation(database.db, ADMIN_ID, post.id, "post", "ur"),
      PAGE_TEXTS.post.gone,
      404,
    );
  });
});

describe("media images for the picker", () => {
  it("lists images only, newest first", async () => {
    await database.db.insert(mediaFiles).values([
      {
        filename: "a.png",
        originalName: "A.png",
        filePath: "/media/a.png",
        mimeType: "image/png",
        fileSize: 10,
        createdAt: new Date("2025-01-01T00:00:00Z"),
      },
      {
        filename: "b.webp",
        originalName: "B.webp",
        filePath: "/media/b.webp",
        mimeType: "image/webp",
        fileSize: 20,
        createdAt: new Date("2025-02-01T00:00:00Z"),
      },
      {
        filename: "c.pdf",
        originalName: "C.pdf",
        filePath: "/media/c.pdf",
        mimeType: "application/pdf",
        fileSize: 30,
      },
    ]);
    const images = await listMediaImages(database.db);
    expect(images.map((image) => image.filePath)).toEqual(["/media/b.webp", "/media/a.png"]);
    expect(images[0]).toMatchObject({ originalName: "B.webp", fileSize: 20 });
    expect(await listMediaImages(database.db, 1)).toHaveLength(1);
  });
});
