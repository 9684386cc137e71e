import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users, websitePages } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";

// ADR 0023: a third language is a new key in a page's stored texts, never a column or a
// migration. With a third locale in LOCALES, a body holding its texts is saved, drafted and
// read back through the save path, on the database as today's migrations leave it.

const ADMIN_ID = "admin-third-locale-test";

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
      const { createPage, saveDraft } = await import("./page-commands.server.ts");
      const { listAdminPages } = await import("./page-queries.server.ts");
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
    } finally {
      vi.doUnmock("#app/db/enums.ts");
      vi.resetModules();
    }
  });
});
