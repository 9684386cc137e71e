import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, selectRows } from "#app/db/client.server.ts";
import { pageDrafts, pageRevisions, users, websitePages } from "#app/db/schema.ts";
import {
  getPublishedPost,
  listPublishedPosts,
  listPublishedPostsInLanguages,
} from "#app/modules/blog/blog.server.ts";
import { previewDocument } from "#app/modules/publishing/preview-links.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { parsePageValues } from "../../../tests/helpers/page-values.ts";
import { discardAutosave, getAutosave, saveAutosave } from "./autosave.server.ts";
import { autosaveSlot } from "./page-autosave-slots.ts";
import {
  createPage,
  createTranslation,
  deletePage,
  saveDraft,
  updatePage,
} from "./page-commands.server.ts";
import { listAdminPages, listAdminPosts } from "./page-queries.server.ts";
import { PAGE_TEXTS } from "./page-texts.ts";
import { emptyPageValues, type PageFormValues, type PageInput } from "./page-values.ts";

// Per-locale rows for pages and posts (ADR 0020): an Urdu version is a row of its own.

const ADMIN_ID = "admin-translations-test";

function input(kind: "page" | "post", overrides: Partial<PageFormValues> = {}): PageInput {
  const result = parsePageValues({ ...emptyPageValues(kind), title: "T", slug: "t", ...overrides });
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.page;
}

/** The post "Hello" (/blog/hello) and its Urdu version "سلام" (/ur/blog/salam). */
async function helloInEnglishAndUrdu(urduOverrides: Partial<PageFormValues> = {}) {
  const english = await createPage(
    database.db,
    ADMIN_ID,
    input("post", { title: "Hello", slug: "hello" }),
  );
  const urdu = await createTranslation(
    database.db,
    ADMIN_ID,
    english.id,
    "ur",
    input("post", { title: "سلام", slug: "salam", ...urduOverrides }),
  );
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
  it("is created beside an English post with its own slug, title and published state", async () => {
    const { db } = database;
    const { english, urdu } = await helloInEnglishAndUrdu({ isPublished: false });
    expect(urdu).toMatchObject({
      locale: "ur",
      translationOf: english.id,
      slug: "blog/salam",
      title: "سلام",
      isPublished: false,
    });
    // The list holds the English items, each with its Urdu version.
    const posts = await listAdminPosts(db);
    expect(posts.map((post) => post.id)).toEqual([english.id]);
    expect(posts[0]?.translations).toMatchObject([{ id: urdu.id, title: "سلام" }]);
    // Unpublished: not on the Urdu blog yet, and the English post has no Urdu URL.
    expect(await listPublishedPosts(db, "ur")).toEqual([]);
    expect(await getPublishedPost(db, "salam", "ur")).toBeNull();
    expect(await getPublishedPost(db, "hello", "ur")).toBeNull();
  });

  it("is updated, drafted and published by its own id like any row", async () => {
    const { db } = database;
    const { urdu } = await helloInEnglishAndUrdu();
    await updatePage(db, ADMIN_ID, urdu.id, input("post", { title: "سلام دوبارہ", slug: "salam" }));
    const drafted = await saveDraft(
      db,
      ADMIN_ID,
      urdu.id,
      input("post", { title: "مسودہ", slug: "salam" }),
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
    // Its drafts and revisions are its own.
    const drafts = await db.select().from(pageDrafts).where(eq(pageDrafts.pageId, urdu.id));
    expect(drafts).toHaveLength(1);
    const revisions = await db
      .select()
      .from(pageRevisions)
      .where(eq(pageRevisions.pageId, urdu.id));
    expect(revisions.length).toBe(3);
    // Its preview reads right to left at its Urdu URL.
    expect(await previewDocument(db, urdu.id)).toMatchObject({
      path: "/ur/blog/salam",
      lang: "ur",
      dir: "rtl",
      title: "مسودہ",
    });
  });

  it("keeps slugs unique per language: an Urdu version may reuse the English slug, not another Urdu one", async () => {
    const { db } = database;
    const first = await createPage(db, ADMIN_ID, input("post", { slug: "one" }));
    const second = await createPage(db, ADMIN_ID, input("post", { slug: "two" }));
    await createTranslation(db, ADMIN_ID, first.id, "ur", input("post", { slug: "one" }));
    const taken = await refusal(
      createTranslation(db, ADMIN_ID, second.id, "ur", input("post", { slug: "one" })),
    );
    expect(taken).toMatchObject({ code: "conflict", status: 409, message: PAGE_TEXTS.slugTaken });
    // An English row still cannot take an English slug twice.
    const english = await refusal(createPage(db, ADMIN_ID, input("post", { slug: "one" })));
    expect(english).toMatchObject({ message: PAGE_TEXTS.slugTaken });
  });

  it("is one per item and language, of an English item of the same kind", async () => {
    const { db } = database;
    const page = await createPage(db, ADMIN_ID, input("page", { slug: "our-team" }));
    const urdu = await createTranslation(db, ADMIN_ID, page.id, "ur", input("page", { slug: "b" }));
    expect(
      await refusal(createTranslation(db, ADMIN_ID, page.id, "ur", input("page", { slug: "c" }))),
    ).toMatchObject({ message: PAGE_TEXTS.translationExists });
    // Not a translation of a translation, nor a post of a page.
    expect(
      await refusal(createTranslation(db, ADMIN_ID, urdu.id, "ur", input("page", { slug: "d" }))),
    ).toMatchObject({ status: 404 });
    expect(
      await refusal(createTranslation(db, ADMIN_ID, page.id, "ur", input("post", { slug: "e" }))),
    ).toMatchObject({ status: 404 });
    const pages = await listAdminPages(db);
    expect(pages.map((row) => [row.slug, row.translations.map((version) => version.slug)])).toEqual(
      [["our-team", ["b"]]],
    );
  });

  it("goes with its English item when that is deleted (cascade), and can be deleted alone", async () => {
    const { db } = database;
    const english = await createPage(db, ADMIN_ID, input("post", { slug: "gone" }));
    await createTranslation(db, ADMIN_ID, english.id, "ur", input("post", { slug: "gone" }));
    await deletePage(db, ADMIN_ID, english.id, "post");
    expect(await db.select().from(websitePages)).toEqual([]);

    const kept = await createPage(db, ADMIN_ID, input("post", { slug: "kept" }));
    const urdu = await createTranslation(db, ADMIN_ID, kept.id, "ur", input("post", { slug: "k" }));
    await deletePage(db, ADMIN_ID, urdu.id, "post");
    expect((await listAdminPosts(db))[0]).toMatchObject({ id: kept.id, translations: [] });
  });

  it("has an autosave slot of its own before it exists", async () => {
    const { db } = database;
    const english = await createPage(db, ADMIN_ID, input("post", { slug: "auto" }));
    const slot = autosaveSlot(null, "post", { id: english.id, locale: "ur" });
    expect(slot).toBe(`ur-${english.id}`);
    const values = { ...emptyPageValues("post"), title: "آدھا لکھا" };
    expect(await saveAutosave(db, ADMIN_ID, slot, values)).toBe(true);
    expect(await getAutosave(db, ADMIN_ID, "new-post")).toBeNull();
    expect((await getAutosave(db, ADMIN_ID, slot))?.values.title).toBe("آدھا لکھا");
    await discardAutosave(db, ADMIN_ID, slot);
    expect(await getAutosave(db, ADMIN_ID, slot)).toBeNull();
    expect(await saveAutosave(db, ADMIN_ID, "ur-not-an-id", values)).toBe(false);
  });

  it("groups the published versions of each post for the sitemap", async () => {
    const { db } = database;
    const both = await createPage(db, ADMIN_ID, input("post", { slug: "both" }));
    await createTranslation(db, ADMIN_ID, both.id, "ur", input("post", { slug: "dono" }));
    const englishOnly = await createPage(db, ADMIN_ID, input("post", { slug: "english-only" }));
    await createTranslation(
      db,
      ADMIN_ID,
      englishOnly.id,
      "ur",
      input("post", { slug: "draft", isPublished: false }),
    );
    const groups = await listPublishedPostsInLanguages(db);
    expect(groups.map((group) => group.versions)).toEqual(
      expect.arrayContaining([
        { en: "/blog/both", ur: "/ur/blog/dono" },
        { en: "/blog/english-only" },
      ]),
    );
    expect(groups).toHaveLength(2);
  });

  it("is refused by the database without an English original, or with a language outside the list", async () => {
    const { db } = database;
    await expect(
      db.execute(sql`INSERT INTO website_pages (slug, title, locale) VALUES ('x', 'X', 'ur')`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`INSERT INTO website_pages (slug, title, locale) VALUES ('x', 'X', 'fr')`),
    ).rejects.toThrow();
  });
});

describe("the per-locale migration", () => {
  // A fresh database and every migration twice over: slow on a busy machine.
  it("keeps every existing page and post, in English", { timeout: 180_000 }, async () => {
    // Migrate a fresh database to the migration before this one, store content, then finish.
    const folder = path.resolve("drizzle");
    const earlier = mkdtempSync(path.join(tmpdir(), "migrations-"));
    cpSync(folder, earlier, { recursive: true });
    const journalPath = path.join(earlier, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
      entries: { tag: string }[];
    };
    const index = journal.entries.findIndex((entry) =>
      entry.tag.endsWith("per_locale_pages_and_posts"),
    );
    expect(index).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, index);
    writeFileSync(journalPath, JSON.stringify(journal));
    const connection = await openDatabase({ engine: "pglite-memory" });
    try {
      const db = connection.db as unknown as Parameters<typeof migrate>[0];
      await migrate(db, { migrationsFolder: earlier });
      await connection.db.execute(sql`
        INSERT INTO website_pages (slug, title, content, is_published)
        VALUES ('about', 'About', '<p>About us</p>', true), ('blog/hi', 'Hi', '<p>Hi</p>', false)`);
      await migrate(db, { migrationsFolder: folder });
      const rows = await selectRows<{
        slug: string;
        content: string;
        locale: string;
        translation_of: string | null;
        is_published: boolean;
      }>(
        connection.db,
        sql`SELECT slug, content, locale, translation_of, is_published FROM website_pages ORDER BY slug`,
      );
      expect(rows).toEqual([
        {
          slug: "about",
          content: "<p>About us</p>",
          locale: "en",
          translation_of: null,
          is_published: true,
        },
        {
          slug: "blog/hi",
          content: "<p>Hi</p>",
          locale: "en",
          translation_of: null,
          is_published: false,
        },
      ]);
    } finally {
      await connection.close();
      rmSync(earlier, { recursive: true, force: true });
    }
  });
});
