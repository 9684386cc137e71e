import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users, websitePages } from "#app/db/schema.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";

// ADR 0023 and 0042: a third language is a new key in a page's stored texts, never a column or a
// migration. With a third locale in LOCALES, a body holding its texts is saved, drafted and
// read back through the save path, and so are its version's title, content and (a post's) slug,
// on the database as today's migrations leave it.

const ADMIN_ID = "admin-third-locale-test";
/** The third language, a Locale only while LOCALES is mocked to hold it. */
const ARABIC = "ar" as unknown as Locale;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: ADMIN_ID, email: "third-locale@example.test" });
});
afterAll(() => database.close());

describe("a third language", () => {
  it("is stored and read back through the saves without a schema change", async () => {
    vi.resetModules();
    vi.doMock("#app/db/enums.ts", async (importOriginal) => ({
      ...(await importOriginal<object>()),
      LOCALES: ["en", "ur", "ar"] as const,
    }));
    try {
      const { createPage, saveDraft, updatePage } = await import("./page-commands.server.ts");
      const { listAdminPages, listAdminPosts } = await import("./page-queries.server.ts");
      const { emptyPageValues } = await import("./page-values.ts");
      const body = (answer: Record<string, string>) => ({
        root: { props: {} },
        content: [
          {
            type: "faq",
            props: {
              id: "faq",
              title: { en: "Questions", ur: "سوالات", ar: "أسئلة" },
              items: [{ question: { en: "A free trial?", ar: "تجربة مجانية؟" }, answer }],
            },
          },
          {
            type: "richText",
            props: {
              id: "text",
              body: { en: "<p>Hello</p>", ar: "<p>مرحبا</p><script>1</script>" },
            },
          },
        ],
      });
      const input = (sections: unknown) => ({
        ...emptyPageValues("page"),
        title: "Policy",
        slug: "policy",
        metaTitle: "Policy",
        sections,
      });
      const created = await createPage(
        database.db,
        ADMIN_ID,
        input(body({ en: "No.", ar: "لا." })),
      );
      const drafted = await saveDraft(
        database.db,
        ADMIN_ID,
        created.id,
        input(body({ en: "Yes.", ur: "جی ہاں۔", ar: "نعم." })),
      );
      const [row] = await database.db
        .select()
        .from(websitePages)
        .where(eq(websitePages.id, created.id));
      const stored = row?.sections?.content;
      expect(stored?.[0]?.props.title).toEqual({ en: "Questions", ur: "سوالات", ar: "أسئلة" });
      expect(stored?.[1]?.props.body).toEqual({ en: "<p>Hello</p>", ar: "<p>مرحبا</p>" });
      const [listed] = await listAdminPages(database.db);
      expect(listed?.sections).toEqual(created.sections);
      expect(listed?.sectionIssues).toEqual([]);
      expect(listed?.draft?.sections?.content[0]?.props.items).toEqual([
        {
          question: { en: "A free trial?", ar: "تجربة مجانية؟" },
          answer: { en: "Yes.", ur: "جی ہاں۔", ar: "نعم." },
        },
      ]);
      expect(listed?.draft?.sections).toEqual(drafted.draft?.sections);

      // Its Arabic version's texts, saved by that language's form, join the item's row: a
      // page's answers at its English slug, so it stores none of its own.
      const arabic = await updatePage(
        database.db,
        ADMIN_ID,
        created.id,
        {
          kind: "page",
          title: "سياسة",
          slug: "policy",
          content: "<p>نص</p>",
          metaTitle: "",
          metaDescription: "",
          chatMessage: "",
        },
        {},
        ARABIC,
      );
      expect(arabic).toMatchObject({
        id: created.id,
        locale: "ar",
        title: "سياسة",
        slug: "policy",
      });
      const [withArabic] = await database.db
        .select()
        .from(websitePages)
        .where(eq(websitePages.id, created.id));
      expect(withArabic).toMatchObject({
        slug: { en: "policy" },
        title: { en: "Policy", ar: "سياسة" },
        content: { ar: "<p>نص</p>" },
        metaTitle: { en: "Policy", ar: "سياسة" },
      });
      const [page] = await listAdminPages(database.db);
      expect(page?.translations).toMatchObject([{ locale: "ar", title: "سياسة" }]);

      // A post's Arabic version keeps a slug of its own, unique among Arabic slugs.
      const postInput = (slug: string) => ({
        ...emptyPageValues("post"),
        title: "News",
        slug: `blog/${slug}`,
      });
      const post = await createPage(database.db, ADMIN_ID, postInput("news"));
      const arabicPost = { ...postInput("akhbar"), title: "أخبار" };
      const { isPublished: _state, featuredImage: _image, sections: _body, ...texts } = arabicPost;
      await updatePage(database.db, ADMIN_ID, post.id, texts, {}, ARABIC);
      const [postRow] = await database.db
        .select()
        .from(websitePages)
        .where(eq(websitePages.id, post.id));
      expect(postRow?.slug).toEqual({ en: "blog/news", ar: "blog/akhbar" });
      expect((await listAdminPosts(database.db))[0]?.translations).toMatchObject([
        { locale: "ar", slug: "blog/akhbar", title: "أخبار" },
      ]);
      const other = await createPage(database.db, ADMIN_ID, postInput("other"));
      await expect(
        updatePage(database.db, ADMIN_ID, other.id, texts, {}, ARABIC),
      ).rejects.toMatchObject({ code: "conflict" });
    } finally {
      vi.doUnmock("#app/db/enums.ts");
      vi.resetModules();
    }
  });
});
