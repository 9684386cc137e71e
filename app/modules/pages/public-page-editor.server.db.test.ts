import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { websitePages } from "#app/db/schema.ts";
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

/** The row of `slug` in its language, in place of any the database already holds; its id. */
async function putPage(row: Row): Promise<string> {
  const locale = row.locale ?? "en";
  await database.db
    .delete(websitePages)
    .where(and(eq(websitePages.slug, row.slug), eq(websitePages.locale, locale)));
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
    const pricing = await putPage({ slug: "pricing", title: "Pricing" });
    const home = await putPage({ slug: "home", title: "Home" });
    const form = await putPage({ slug: "form", title: "Get Started" });
    await putPage({ slug: "pricing", title: "قیمتیں", locale: "ur", translationOf: pricing });
    expect(await editorOf("/pricing")).toBe(`/admin/pages/${pricing}`);
    expect(await editorOf("/pricing/")).toBe(`/admin/pages/${pricing}`);
    // The Urdu URL's texts are edited in the English row's editor, beside the English ones.
    expect(await editorOf("/ur/pricing")).toBe(`/admin/pages/${pricing}`);
    expect(await editorOf("/")).toBe(`/admin/pages/${home}`);
    expect(await editorOf("/ur")).toBe(`/admin/pages/${home}`);
    expect(await editorOf("/form")).toBe(`/admin/pages/${form}`);
    // A built-in page's slug is not its address: `/home` is the 404.
    expect(await editorOf("/home")).toBeNull();
  });

  it("opens a published content page's editor, by its English row, at its own slug", async () => {
    const guide = await putPage({ slug: "guide/setup", title: "Setup guide" });
    await putPage({ slug: "rahnuma", title: "رہنما", locale: "ur", translationOf: guide });
    expect(await editorOf("/guide/setup")).toBe(`/admin/pages/${guide}`);
    expect(await editorOf("/ur/guide/setup")).toBe(`/admin/pages/${guide}`);
    // The path as the request carries it, percent-encoded.
    expect(await editorOf("/guide/set%75p")).toBe(`/admin/pages/${guide}`);
  });

  it("has none where no page answers: unknown, unpublished, the app's own paths", async () => {
    await putPage({ slug: "draft-page", title: "Draft", isPublished: false });
    const pricing = await putPage({ slug: "pricing", title: "Pricing" });
    // A page stored under a slug of the app's before the rule (reserved-slugs.ts) has no address.
    await putPage({ slug: "preview/old", title: "Old" });
    expect(await editorOf("/no-such-page")).toBeNull();
    expect(await editorOf("/draft-page")).toBeNull();
    expect(await editorOf("/ur/draft-page")).toBeNull();
    expect(await editorOf(`/preview/${pricing}`)).toBeNull();
    expect(await editorOf("/preview/old")).toBeNull();
    expect(await editorOf("/%E0%A4%A")).toBeNull();
  });

  it("looks up no path of a shape no slug has: a NUL, a control character, a long one", async () => {
    // A slug stored past the editor's rules (slug-shape.ts) is not looked up either.
    await putPage({ slug: "café", title: "Café" });
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

  it("opens the Blog Manager from the blog, and a post published in the URL's language in the editor of its English row", async () => {
    const post = await putPage({ slug: "blog/hello", title: "Hello" });
    await putPage({ slug: "blog/draft", title: "Draft", isPublished: false });
    expect(await editorOf("/blog")).toBe("/admin/blog");
    expect(await editorOf("/ur/blog")).toBe("/admin/blog");
    expect(await editorOf("/blog/hello")).toBe(`/admin/posts/${post}`);
    // An English-only post has no Urdu URL (ADR 0020).
    expect(await editorOf("/ur/blog/hello")).toBeNull();
    await putPage({ slug: "blog/salaam", title: "سلام", locale: "ur", translationOf: post });
    expect(await editorOf("/ur/blog/salaam")).toBe(`/admin/posts/${post}`);
    expect(await editorOf("/blog/draft")).toBeNull();
    expect(await editorOf("/blog/no-such-post")).toBeNull();
  });
});
