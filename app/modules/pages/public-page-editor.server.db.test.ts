import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { websitePages } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { publicPageEditorPath } from "./public-page-editor.server.ts";

// The "Edit this page" bar's lookup (docs/product.md#page-editor): from the public page being viewed to the
// console screen that edits it, or none where no page answers.

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

type Row = typeof websitePages.$inferInsert;

/** The item at its English slug, all its languages inside, replacing any stored there; its id. */
async function putPage(row: Row): Promise<string> {
  await database.db.delete(websitePages).where(eq(englishOf(websitePages.slug), row.slug.en ?? ""));
  const [stored] = await database.db
    .insert(websitePages)
    .values(row)
    .returning({ id: websitePages.id });
  if (!stored) throw new Error("not stored");
  return stored.id;
}

const editorOf = (pathname: string) => publicPageEditorPath(database.db, pathname);

describe("the editor of a public page", () => {
  it("opens a built-in page's editor from its route in every language", async () => {
    const pricing = await putPage({
      slug: { en: "pricing" },
      title: { en: "Pricing", ur: "قیمتیں" },
    });
    const home = await putPage({ slug: { en: "home" }, title: { en: "Home" } });
    const form = await putPage({ slug: { en: "form" }, title: { en: "Get Started" } });
    expect(await editorOf("/pricing")).toBe(`/admin/pages/${pricing}`);
    expect(await editorOf("/pricing/")).toBe(`/admin/pages/${pricing}`);
    // The Urdu URL's texts are edited in the item's editor, beside the English ones.
    expect(await editorOf("/ur/pricing")).toBe(`/admin/pages/${pricing}`);
    expect(await editorOf("/")).toBe(`/admin/pages/${home}`);
    expect(await editorOf("/ur")).toBe(`/admin/pages/${home}`);
    expect(await editorOf("/form")).toBe(`/admin/pages/${form}`);
    // A built-in page's slug is not its address: `/home` is the 404.
    expect(await editorOf("/home")).toBeNull();
  });

  it("opens a published content page's editor, at its English slug in every language", async () => {
    const guide = await putPage({
      slug: { en: "guide/setup" },
      title: { en: "Setup guide", ur: "رہنما" },
    });
    expect(await editorOf("/guide/setup")).toBe(`/admin/pages/${guide}`);
    expect(await editorOf("/ur/guide/setup")).toBe(`/admin/pages/${guide}`);
    // The path as the request carries it, percent-encoded.
    expect(await editorOf("/guide/set%75p")).toBe(`/admin/pages/${guide}`);
  });

  it("has none where no page answers: unknown, unpublished, the app's own paths", async () => {
    // Unpublished, in Urdu too: an item's languages share its state (ADR 0042).
    await putPage({
      slug: { en: "draft-page" },
      title: { en: "Draft", ur: "مسودہ" },
      isPublished: false,
    });
    const pricing = await putPage({ slug: { en: "pricing" }, title: { en: "Pricing" } });
    // A page stored under a slug of the app's before the rule (reserved-slugs.ts) has no address.
    await putPage({ slug: { en: "preview/old" }, title: { en: "Old" } });
    expect(await editorOf("/no-such-page")).toBeNull();
    expect(await editorOf("/draft-page")).toBeNull();
    expect(await editorOf("/ur/draft-page")).toBeNull();
    expect(await editorOf(`/preview/${pricing}`)).toBeNull();
    expect(await editorOf("/preview/old")).toBeNull();
    expect(await editorOf("/%E0%A4%A")).toBeNull();
  });

  it("looks up no path of a shape no slug has: a NUL, a control character, a long one", async () => {
    // A slug stored past the editor's rules (slug-shape.ts) is not looked up either.
    await putPage({ slug: { en: "café" }, title: { en: "Café" } });
    for (const path of [
      "/%00",
      "/about%00",
      "/features/%00",
      "/ur/%00",
      "/blog/%00",
      "/ur/blog/%01",
    ]) {
      expect(await editorOf(path), path).toBeNull();
    }
    expect(await editorOf(`/${"a".repeat(201)}`)).toBeNull();
    expect(await editorOf("/caf%C3%A9")).toBeNull();
  });

  it("opens the Blog Manager from the blog, and a published post at its slug in the URL's language in its editor", async () => {
    const post = await putPage({ slug: { en: "blog/hello" }, title: { en: "Hello" } });
    await putPage({
      slug: { en: "blog/draft", ur: "blog/masauda" },
      title: { en: "Draft", ur: "مسودہ" },
      isPublished: false,
    });
    expect(await editorOf("/blog")).toBe("/admin/blog");
    expect(await editorOf("/ur/blog")).toBe("/admin/blog");
    expect(await editorOf("/blog/hello")).toBe(`/admin/posts/${post}`);
    // An English-only post has no Urdu URL (ADR 0042).
    expect(await editorOf("/ur/blog/hello")).toBeNull();
    await database.db
      .update(websitePages)
      .set({
        slug: { en: "blog/hello", ur: "blog/salaam" },
        title: { en: "Hello", ur: "سلام" },
      })
      .where(eq(websitePages.id, post));
    expect(await editorOf("/ur/blog/salaam")).toBe(`/admin/posts/${post}`);
    // Each language answers at its own slug only.
    expect(await editorOf("/blog/salaam")).toBeNull();
    expect(await editorOf("/blog/draft")).toBeNull();
    expect(await editorOf("/ur/blog/masauda")).toBeNull();
    expect(await editorOf("/blog/no-such-post")).toBeNull();
  });
});
