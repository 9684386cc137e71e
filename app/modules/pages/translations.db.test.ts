import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { selectRows } from "#app/db/client.server.ts";
import { pageDrafts, pageRevisions, users, websitePages } from "#app/db/schema.ts";
import { previewDocument } from "#app/modules/pages/page-preview.server.ts";
import { versionInput } from "#app/modules/pages/page-values.ts";
import {
  getPublishedPost,
  listPublishedPosts,
  listPublishedPostsInLanguages,
} from "#app/modules/pages/public-posts.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { databaseBefore } from "../../../tests/helpers/older-database.ts";
import { parsePageValues } from "../../../tests/helpers/page-values.ts";
import { discardAutosave, getAutosave, saveAutosave } from "./autosave.server.ts";
import { autosaveSlot } from "./page-autosave-slots.ts";
import {
  createPage,
  deletePage,
  deleteTranslation,
  saveDraft,
  updatePage,
} from "./page-commands.server.ts";
import { listAdminPages, listAdminPosts } from "./page-queries.server.ts";
import { PAGE_TEXTS } from "./page-texts.ts";
import { emptyPageValues, type PageFormValues, type PageInput } from "./page-values.ts";

// An item's languages (ADR 0042, which replaced ADR 0020's row per language): an Urdu version is
// the item's texts in Urdu, written by the Urdu form into the item's one row or its draft.

const ADMIN_ID = "admin-translations-test";

function input(kind: "page" | "post", overrides: Partial<PageFormValues> = {}): PageInput {
  const result = parsePageValues({ ...emptyPageValues(kind), title: "T", slug: "t", ...overrides });
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.page;
}

/** What the Urdu form of an item posts: that version's texts only. */
function urduInput(kind: "page" | "post", overrides: Partial<PageFormValues> = {}): PageInput {
  return versionInput(input(kind, overrides));
}

/**
 * The post "Hello" (/blog/hello) and its Urdu version "سلام" (/ur/blog/salam): published with
 * the item, or waiting in its draft.
 */
async function helloInEnglishAndUrdu(
  urduOverrides: Partial<PageFormValues> = {},
  save: "publish" | "draft" = "publish",
) {
  const english = await createPage(
    database.db,
    ADMIN_ID,
    input("post", { title: "Hello", slug: "hello" }),
  );
  const urduVersion = urduInput("post", { title: "سلام", slug: "salam", ...urduOverrides });
  const urdu =
    save === "publish"
      ? await updatePage(database.db, ADMIN_ID, english.id, urduVersion, {}, "ur")
      : await saveDraft(database.db, ADMIN_ID, english.id, urduVersion, {}, "ur");
  return { english, urdu };
}

async function refusal(work: Promise<unknown>) {
  return work.then(
    () => null,
    (caught: unknown) => caught,
  );
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: ADMIN_ID, email: "translations@example.test" });
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(websitePages);
});

describe("an Urdu version", () => {
  it("is written into its English post's row with its own slug and title, and kept off the site while its draft waits", async () => {
    const { db } = database;
    const { english, urdu } = await helloInEnglishAndUrdu({}, "draft");
    // The item's id, read in Urdu: the live item has no Urdu text yet, its draft has it, so
    // the version reads as its draft's, not on the site.
    expect(urdu).toMatchObject({
      id: english.id,
      locale: "ur",
      title: "سلام",
      slug: "blog/salam",
      isPublished: false,
      draft: { slug: "blog/salam", title: "سلام" },
    });
    // The list holds the items in English, each with its Urdu version.
    const posts = await listAdminPosts(db);
    expect(posts.map((post) => post.id)).toEqual([english.id]);
    expect(posts[0]?.translations).toMatchObject([
      { id: english.id, locale: "ur", draft: { title: "سلام" } },
    ]);
    // Waiting: not on the Urdu blog yet, and the English post has no Urdu URL.
    expect(await listPublishedPosts(db, "ur")).toEqual([]);
    expect(await getPublishedPost(db, "salam", "ur")).toBeNull();
    expect(await getPublishedPost(db, "hello", "ur")).toBeNull();
    expect((await getPublishedPost(db, "hello"))?.versions).toEqual({ en: "/blog/hello" });
  });

  it("is published and unpublished with its item", async () => {
    const { db } = database;
    const english = await createPage(
      db,
      ADMIN_ID,
      input("post", { title: "Hello", slug: "hello", isPublished: false }),
    );
    // The Urdu form leaves the item's state as it is: an unpublished item's version is saved
    // in its row, off the site.
    const urdu = await updatePage(
      db,
      ADMIN_ID,
      english.id,
      urduInput("post", { title: "سلام", slug: "salam" }),
      {},
      "ur",
    );
    expect(urdu).toMatchObject({
      id: english.id,
      locale: "ur",
      slug: "blog/salam",
      title: "سلام",
      isPublished: false,
      draft: null,
    });
    expect(await listPublishedPosts(db, "ur")).toEqual([]);
    expect(await getPublishedPost(db, "salam", "ur")).toBeNull();
    // Publishing the item (its English form) publishes the Urdu version with it.
    await updatePage(db, ADMIN_ID, english.id, input("post", { title: "Hello", slug: "hello" }));
    expect(await getPublishedPost(db, "salam", "ur")).toMatchObject({ title: "سلام" });
  });

  it("is updated, drafted, published and previewed by its item's id", async () => {
    const { db } = database;
    const { english } = await helloInEnglishAndUrdu();
    await updatePage(
      db,
      ADMIN_ID,
      english.id,
      urduInput("post", { title: "سلام دوبارہ", slug: "salam" }),
      {},
      "ur",
    );
    const drafted = await saveDraft(
      db,
      ADMIN_ID,
      english.id,
      urduInput("post", { title: "مسودہ", slug: "salam" }),
      {},
      "ur",
    );
    expect(drafted.draft?.title).toBe("مسودہ");
    const post = await getPublishedPost(db, "salam", "ur");
    expect(post).toMatchObject({ title: "سلام دوبارہ", locale: "ur", path: "/blog/salam" });
    expect(post?.versions).toEqual({ en: "/blog/hello", ur: "/ur/blog/salam" });
    // English readers see only the English post, which now points at its Urdu version.
    expect((await listPublishedPosts(db)).map((row) => row.title)).toEqual(["Hello"]);
    expect((await getPublishedPost(db, "hello"))?.versions).toEqual({
      en: "/blog/hello",
      ur: "/ur/blog/salam",
    });
    expect((await listPublishedPosts(db, "ur")).map((row) => row.title)).toEqual(["سلام دوبارہ"]);
    // Its draft and revisions are the item's, the English texts beside its own.
    const drafts = await db.select().from(pageDrafts).where(eq(pageDrafts.pageId, english.id));
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.snapshot.title).toEqual({ en: "Hello", ur: "مسودہ" });
    const revisions = await db
      .select()
      .from(pageRevisions)
      .where(eq(pageRevisions.pageId, english.id));
    // Created, its Urdu version published twice, then drafted.
    expect(revisions.map((revision) => revision.action)).toEqual([
      "create",
      "publish",
      "publish",
      "draft",
    ]);
    // Its preview reads right to left at its Urdu URL; the English one stays English.
    expect(await previewDocument(db, english.id, "ur")).toMatchObject({
      path: "/ur/blog/salam",
      lang: "ur",
      dir: "rtl",
      title: "مسودہ",
    });
    expect(await previewDocument(db, english.id)).toMatchObject({
      path: "/blog/hello",
      lang: "en",
      title: "Hello",
    });
  });

  it("keeps slugs unique per language: an Urdu version may reuse the English slug, not another Urdu one", async () => {
    const { db } = database;
    const first = await createPage(db, ADMIN_ID, input("post", { slug: "one" }));
    const second = await createPage(db, ADMIN_ID, input("post", { slug: "two" }));
    await updatePage(db, ADMIN_ID, first.id, urduInput("post", { slug: "one" }), {}, "ur");
    const taken = await refusal(
      updatePage(db, ADMIN_ID, second.id, urduInput("post", { slug: "one" }), {}, "ur"),
    );
    expect(taken).toMatchObject({ code: "conflict", status: 409, message: PAGE_TEXTS.slugTaken });
    // Nor in a draft waiting to be published.
    const drafted = await refusal(
      saveDraft(db, ADMIN_ID, second.id, urduInput("post", { slug: "one" }), {}, "ur"),
    );
    expect(drafted).toMatchObject({ code: "conflict", message: PAGE_TEXTS.slugTaken });
    // An English row still cannot take an English slug twice.
    const english = await refusal(createPage(db, ADMIN_ID, input("post", { slug: "one" })));
    expect(english).toMatchObject({ message: PAGE_TEXTS.slugTaken });
  });

  it("is one per item and language: a second save updates it, and a page's answers at the English slug", async () => {
    const { db } = database;
    const page = await createPage(db, ADMIN_ID, input("page", { slug: "our-team" }));
    await updatePage(db, ADMIN_ID, page.id, urduInput("page", { title: "B", slug: "b" }), {}, "ur");
    const again = await updatePage(
      db,
      ADMIN_ID,
      page.id,
      urduInput("page", { title: "C", slug: "c" }),
      {},
      "ur",
    );
    expect(again).toMatchObject({ id: page.id, locale: "ur", slug: "our-team", title: "C" });
    // Not a post's version of a page, nor a version of an item that is not there.
    expect(
      await refusal(updatePage(db, ADMIN_ID, page.id, urduInput("post", { slug: "e" }), {}, "ur")),
    ).toMatchObject({ status: 404 });
    expect(
      await refusal(
        updatePage(
          db,
          ADMIN_ID,
          "00000000-0000-4000-8000-000000000000",
          urduInput("page", { slug: "d" }),
          {},
          "ur",
        ),
      ),
    ).toMatchObject({ status: 404 });
    const pages = await listAdminPages(db);
    expect(
      pages.map((row) => [
        row.slug,
        row.translations.map((version) => [version.slug, version.title]),
      ]),
    ).toEqual([["our-team", [["our-team", "C"]]]]);
    // One row, which stores no slug beside the English one.
    const rows = await db.select().from(websitePages);
    expect(rows.map((row) => [row.slug, row.title])).toEqual([
      [{ en: "our-team" }, { en: "T", ur: "C" }],
    ]);
  });

  it("goes with its item when that is deleted, and can be deleted alone", async () => {
    const { db } = database;
    const english = await createPage(db, ADMIN_ID, input("post", { slug: "gone" }));
    await updatePage(db, ADMIN_ID, english.id, urduInput("post", { slug: "gone" }), {}, "ur");
    await deletePage(db, ADMIN_ID, english.id, "post");
    expect(await db.select().from(websitePages)).toEqual([]);

    const kept = await createPage(db, ADMIN_ID, input("post", { slug: "kept" }));
    await updatePage(db, ADMIN_ID, kept.id, urduInput("post", { slug: "k" }), {}, "ur");
    await deleteTranslation(db, ADMIN_ID, kept.id, "post", "ur");
    expect((await listAdminPosts(db))[0]).toMatchObject({ id: kept.id, translations: [] });
    expect(await getPublishedPost(db, "k", "ur")).toBeNull();
    // Its Urdu slug is free again.
    const other = await createPage(db, ADMIN_ID, input("post", { slug: "other" }));
    await updatePage(db, ADMIN_ID, other.id, urduInput("post", { slug: "k" }), {}, "ur");
  });

  it("has an autosave slot of its own, before it is written too", async () => {
    const { db } = database;
    const english = await createPage(db, ADMIN_ID, input("post", { slug: "auto" }));
    const slot = autosaveSlot(english.id, "post", "ur");
    expect(slot).toBe(`ur-${english.id}`);
    expect(slot).not.toBe(autosaveSlot(english.id, "post"));
    const values = { ...emptyPageValues("post"), title: "آدھا لکھا" };
    expect(await saveAutosave(db, ADMIN_ID, slot, values)).toBe(true);
    expect(await getAutosave(db, ADMIN_ID, "new-post")).toBeNull();
    expect(await getAutosave(db, ADMIN_ID, english.id)).toBeNull();
    expect((await getAutosave(db, ADMIN_ID, slot))?.values.title).toBe("آدھا لکھا");
    await discardAutosave(db, ADMIN_ID, slot);
    expect(await getAutosave(db, ADMIN_ID, slot)).toBeNull();
    expect(await saveAutosave(db, ADMIN_ID, "ur-not-an-id", values)).toBe(false);
  });

  it("groups the published versions of each post for the sitemap", async () => {
    const { db } = database;
    const both = await createPage(db, ADMIN_ID, input("post", { slug: "both" }));
    await updatePage(db, ADMIN_ID, both.id, urduInput("post", { slug: "dono" }), {}, "ur");
    const englishOnly = await createPage(db, ADMIN_ID, input("post", { slug: "english-only" }));
    // An Urdu version waiting in a draft is not published.
    await saveDraft(db, ADMIN_ID, englishOnly.id, urduInput("post", { slug: "draft" }), {}, "ur");
    const groups = await listPublishedPostsInLanguages(db);
    expect(groups.map((group) => group.versions)).toEqual(
      expect.arrayContaining([
        { en: "/blog/both", ur: "/ur/blog/dono" },
        { en: "/blog/english-only" },
      ]),
    );
    expect(groups).toHaveLength(2);
  });

  it("is refused by the database without an English slug", async () => {
    const { db } = database;
    await expect(
      db.execute(sql`INSERT INTO website_pages (slug, title) VALUES ('{"en": ""}', '{"en": "X"}')`),
    ).rejects.toThrow();
    // An item is English first (ADR 0042): an Urdu version alone is no item.
    await expect(
      db.execute(
        sql`INSERT INTO website_pages (slug, title) VALUES ('{"ur": "x"}', '{"ur": "X"}')`,
      ),
    ).rejects.toThrow();
  });

  it("is refused by the database with another item's Urdu slug", async () => {
    const { db } = database;
    await db.execute(
      sql`INSERT INTO website_pages (slug, title) VALUES ('{"en": "blog/a", "ur": "blog/x"}', '{"en": "A"}')`,
    );
    await expect(
      db.execute(
        sql`INSERT INTO website_pages (slug, title) VALUES ('{"en": "blog/b", "ur": "blog/x"}', '{"en": "B"}')`,
      ),
    ).rejects.toThrow();
    // The same Urdu slug as another item's English one is free: each language's are its own.
    await db.execute(
      sql`INSERT INTO website_pages (slug, title) VALUES ('{"en": "blog/c", "ur": "blog/a"}', '{"en": "C"}')`,
    );
  });
});

describe("the per-locale migration", () => {
  // A fresh database and every migration twice over: slow on a busy machine.
  it("keeps every existing page and post, in English", { timeout: 180_000 }, async () => {
    // Migrate a fresh database to the migration before this one, store content, then finish.
    const older = await databaseBefore("0022_per_locale_pages_and_posts");
    try {
      await older.db.execute(sql`
        INSERT INTO website_pages (slug, title, content, is_published)
        VALUES ('about', 'About', '<p>About us</p>', true), ('blog/hi', 'Hi', '<p>Hi</p>', false)`);
      await older.migrateToNewest();
      // One row per item since migration 0035 (ADR 0042): each text in English inside it.
      const rows = await selectRows<{
        slug: Record<string, string>;
        title: Record<string, string>;
        content: Record<string, string>;
        is_published: boolean;
      }>(
        older.db,
        sql`SELECT slug, title, content, is_published FROM website_pages ORDER BY slug ->> 'en'`,
      );
      expect(rows).toEqual([
        {
          slug: { en: "about" },
          // The built-in page's title still as seeded gets its Urdu from migration 0048.
          title: { en: "About", ur: "ہمارے بارے میں" },
          content: { en: "<p>About us</p>" },
          is_published: true,
        },
        {
          slug: { en: "blog/hi" },
          title: { en: "Hi" },
          content: { en: "<p>Hi</p>" },
          is_published: false,
        },
      ]);
    } finally {
      await older.close();
    }
  });
});
