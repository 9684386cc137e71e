import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityLog, pageDrafts, pageRevisions, users, websitePages } from "#app/db/schema.ts";
import { postBodyOf } from "#app/modules/blog/post-body.ts";
import { versionInput } from "#app/modules/pages/page-values.ts";
import type { PageBody } from "#app/modules/sections/page-body.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { parsePageValues } from "../../../tests/helpers/page-values.ts";
import { getAutosave, saveAutosave } from "./autosave.server.ts";
import { sectionsAutosaveSlot } from "./page-autosave-slots.ts";
import { createPage, saveDraft, updatePage } from "./page-commands.server.ts";
import { getEditorPage, savePageSections } from "./page-editor.server.ts";
import { PAGE_LIMITS } from "./page-limits.ts";
import { emptyPageValues } from "./page-values.ts";

// The page editor's reads and saves (ADR 0023): a page's sections saved through the Content
// Manager's workflow, its other fields left as they are.

const ADMIN_ID = "admin-page-editor-test";
const OPTIONS = { timeZone: "Asia/Karachi" };

const body = (title: string, href = "/form"): PageBody => ({
  root: { props: {} },
  content: [
    {
      type: "callToAction",
      props: {
        id: "cta",
        title: { en: title, ur: "تیار؟" },
        buttons: [{ label: { en: "Book a Demo" }, href }],
      },
    },
  ],
});

function pageInput(slug: string, title = "Privacy Policy") {
  const parsed = parsePageValues({
    ...emptyPageValues(slug.startsWith("blog/") ? "post" : "page"),
    title,
    slug,
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.page;
}

/** The form the editor posts beside its sections: Save draft or Publish. */
function posted(intent: "draft" | "update", more: Record<string, string> = {}) {
  const form = new FormData();
  form.set("intent", intent);
  for (const [name, value] of Object.entries(more)) form.set(name, value);
  return form;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: ADMIN_ID, email: "editor@example.test" });
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(websitePages);
  await database.db.delete(activityLog);
});

describe("getEditorPage", () => {
  it("finds a page with its Urdu version, or a blog post; not an unknown id", async () => {
    const { db } = database;
    const english = await createPage(db, ADMIN_ID, {
      ...pageInput("about-us"),
      sections: body("Hi"),
    });
    // The Urdu version is a language of the item (ADR 0042): read with it, by its id.
    await updatePage(db, ADMIN_ID, english.id, versionInput(pageInput("about-us", "ہم")), {}, "ur");
    const post = await createPage(db, ADMIN_ID, pageInput("blog/news", "News"));
    const page = await getEditorPage(db, english.id);
    expect(page?.sections).toEqual(body("Hi"));
    expect(page).toMatchObject({
      locale: "en",
      title: "Privacy Policy",
      translations: [{ id: english.id, locale: "ur", title: "ہم", slug: "about-us" }],
    });
    expect((await getEditorPage(db, post.id))?.title).toBe("News");
    expect(await getEditorPage(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getEditorPage(db, "not-an-id")).toBeNull();
  });
});

describe("savePageSections of a blog post", () => {
  async function storedPost() {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, {
      ...pageInput("blog/news", "News"),
      content: "<p>Live</p>",
      tags: ["launch"],
    });
    const post = await getEditorPage(db, created.id);
    if (!post) throw new Error("missing");
    return post;
  }

  it("saves its one Text section as the post's content, sanitized, its other fields kept", async () => {
    const { db } = database;
    const post = await storedPost();
    const response = await savePageSections(
      db,
      ADMIN_ID,
      post,
      postBodyOf({ en: '<p>New <img src="x" onerror="alert(1)"></p>' }),
      posted("update"),
      OPTIONS,
    );
    expect(response.data).toMatchObject({ ok: true, kind: "post" });
    const [row] = await db.select().from(websitePages).where(eq(websitePages.id, post.id));
    expect(row).toMatchObject({
      title: { en: "News" },
      slug: { en: "blog/news" },
      tags: { en: ["launch"] },
      sections: null,
    });
    expect(row?.content.en).toContain("<p>New");
    expect(row?.content.en).not.toContain("onerror");
  });

  it("keeps a draft beside the live post", async () => {
    const { db } = database;
    const post = await storedPost();
    await savePageSections(
      db,
      ADMIN_ID,
      post,
      postBodyOf({ en: "<p>Next</p>" }),
      posted("draft"),
      OPTIONS,
    );
    const [row] = await db.select().from(websitePages).where(eq(websitePages.id, post.id));
    expect(row?.content).toEqual({ en: "<p>Live</p>" });
    const [draft] = await db.select().from(pageDrafts);
    expect(draft?.snapshot.content).toEqual({ en: "<p>Next</p>" });
  });

  it("saves its Urdu version's text beside it, with the same intent", async () => {
    const { db } = database;
    const english = await storedPost();
    await updatePage(
      db,
      ADMIN_ID,
      english.id,
      versionInput({ ...pageInput("blog/news", "خبریں"), content: "<p>پرانا</p>" }),
      {},
      "ur",
    );
    const post = await getEditorPage(db, english.id);
    if (!post) throw new Error("missing");
    const response = await savePageSections(
      db,
      ADMIN_ID,
      post,
      postBodyOf({ en: "<p>New</p>", ur: "<p>نیا</p>" }),
      posted("update"),
      OPTIONS,
    );
    expect(response.data).toMatchObject({ ok: true });
    // One row, both languages' texts in it.
    const rows = await db.select().from(websitePages);
    expect(rows).toHaveLength(1);
    expect(rows.find((row) => row.id === english.id)).toMatchObject({
      content: { en: "<p>New</p>", ur: "<p>نیا</p>" },
      title: { en: "News", ur: "خبریں" },
    });
  });

  it("saves neither text when the Urdu version's is refused", async () => {
    const { db } = database;
    const english = await storedPost();
    await updatePage(
      db,
      ADMIN_ID,
      english.id,
      versionInput({ ...pageInput("blog/news", "خبریں"), content: "<p>پرانا</p>" }),
      {},
      "ur",
    );
    const post = await getEditorPage(db, english.id);
    if (!post) throw new Error("missing");
    const before = {
      pages: await db.select().from(websitePages),
      revisions: await db.select().from(pageRevisions),
    };
    const response = await savePageSections(
      db,
      ADMIN_ID,
      post,
      // Longer than any page or post may be.
      postBodyOf({ en: "<p>New</p>", ur: `<p>${"ب".repeat(PAGE_LIMITS.content + 1)}</p>` }),
      posted("update"),
      OPTIONS,
    );
    expect(response.data).toMatchObject({
      ok: false,
      error: "Validation Error",
      description: expect.stringMatching(/^Urdu version: /),
    });
    expect(await db.select().from(websitePages)).toEqual(before.pages);
    expect(await db.select().from(pageRevisions)).toEqual(before.revisions);
  });

  it("refuses a body that is not one Text section, and changes nothing", async () => {
    const { db } = database;
    const post = await storedPost();
    const before = await db.select().from(websitePages);
    const response = await savePageSections(
      db,
      ADMIN_ID,
      post,
      body("Hi"),
      posted("update"),
      OPTIONS,
    );
    expect(response.init?.status).toBe(400);
    expect(response.data).toMatchObject({ ok: false });
    expect(await db.select().from(websitePages)).toEqual(before);
  });
});

describe("savePageSections", () => {
  it("publishes the sections and keeps the page's other fields, those of its waiting draft", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, {
      ...pageInput("about-us"),
      sections: body("Old"),
    });
    // A draft waits with a new title: saving the sections keeps it, and publishing publishes it.
    await saveDraft(db, ADMIN_ID, created.id, {
      ...pageInput("about-us", "About us"),
      metaDescription: "Who we are",
    });
    const page = await getEditorPage(db, created.id);
    if (!page) throw new Error("missing");
    const response = await savePageSections(
      db,
      ADMIN_ID,
      page,
      body("New"),
      posted("update"),
      OPTIONS,
    );
    expect(response.data).toMatchObject({ ok: true, message: "Page saved" });
    const [row] = await db.select().from(websitePages).where(eq(websitePages.id, created.id));
    expect(row).toMatchObject({
      title: { en: "About us" },
      metaDescription: { en: "Who we are" },
      slug: { en: "about-us" },
      sections: body("New"),
    });
    expect(await db.select().from(pageDrafts)).toEqual([]);
    const actions = await db.select().from(activityLog).orderBy(asc(activityLog.id));
    expect(actions.map((entry) => entry.action)).toEqual([
      "create_page",
      "save_draft_page",
      "update_page",
    ]);
  });

  it("saves a draft beside the live version and drops the editor's autosave", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, {
      ...pageInput("about-us"),
      sections: body("Live"),
    });
    const slot = sectionsAutosaveSlot(created.id);
    expect(
      await saveAutosave(db, ADMIN_ID, slot, { ...emptyPageValues("page"), sections: {} }),
    ).toBe(true);
    const page = await getEditorPage(db, created.id);
    if (!page) throw new Error("missing");
    const response = await savePageSections(
      db,
      ADMIN_ID,
      page,
      body("Draft"),
      posted("draft"),
      OPTIONS,
    );
    expect(response.data).toMatchObject({ ok: true });
    const [row] = await db.select().from(websitePages).where(eq(websitePages.id, created.id));
    expect(row?.sections).toEqual(body("Live"));
    const [draft] = await db.select().from(pageDrafts);
    expect(draft?.snapshot.sections).toEqual(body("Draft"));
    expect(await getAutosave(db, ADMIN_ID, slot)).toBeNull();
  });

  it("keeps a publish time ahead: the sections wait as a draft until then", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, {
      ...pageInput("about-us"),
      sections: body("Live"),
    });
    const page = await getEditorPage(db, created.id);
    if (!page) throw new Error("missing");
    const response = await savePageSections(
      db,
      ADMIN_ID,
      page,
      body("Later"),
      posted("update", { publishAt: "2099-01-01T09:00", unpublishAt: "" }),
      OPTIONS,
    );
    expect(response.data).toMatchObject({ ok: true });
    expect(response.data.ok && response.data.description).toContain("scheduled to publish");
    const [draft] = await db.select().from(pageDrafts);
    expect(draft?.snapshot.sections).toEqual(body("Later"));
    expect((await getEditorPage(db, created.id))?.publishAt).toBe("2099-01-01T04:00:00.000Z");
  });

  it("refuses a body with a bad link at its field, and changes nothing", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, {
      ...pageInput("about-us"),
      sections: body("Live"),
    });
    const page = await getEditorPage(db, created.id);
    if (!page) throw new Error("missing");
    const before = {
      pages: await db.select().from(websitePages),
      revisions: await db.select().from(pageRevisions),
      activity: await db.select().from(activityLog),
    };
    const response = await savePageSections(
      db,
      ADMIN_ID,
      page,
      body("New", "javascript:alert(1)"),
      posted("update"),
      OPTIONS,
    );
    expect(response.init?.status).toBe(400);
    expect(response.data).toMatchObject({
      ok: false,
      fieldErrors: {
        "content.0.props.buttons.0.href": ["Only http, https, mailto and tel links are allowed"],
      },
    });
    expect({
      pages: await db.select().from(websitePages),
      revisions: await db.select().from(pageRevisions),
      activity: await db.select().from(activityLog),
    }).toEqual(before);
  });
});
