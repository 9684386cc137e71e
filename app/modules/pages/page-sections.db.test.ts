import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  activityLog,
  pageDrafts,
  pageRevisions,
  type StoredPageBody,
  users,
  websitePages,
} from "#app/db/schema.ts";
import { type RuleError, ruleErrorOf } from "#app/lib/rule-error.ts";
import { previewDocument } from "#app/modules/pages/page-preview.server.ts";
import { versionInput } from "#app/modules/pages/page-values.ts";
import { listRevisions, revisionHistory } from "#app/modules/publishing/revisions.server.ts";
import { BUILT_IN_PAGE_ROWS } from "#app/modules/sections/built-in/built-in-pages.ts";
import { MAX_SECTIONS, type PageBody } from "#app/modules/sections/page-body.ts";
import { nameBodyIssues } from "#app/modules/sections/section-field-labels.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { parsePageValues } from "../../../tests/helpers/page-values.ts";
import { getAutosave, saveAutosave } from "./autosave.server.ts";
import { createPage, restoreRevision, saveDraft, updatePage } from "./page-commands.server.ts";
import { PAGE_SNAPSHOT_FIELDS } from "./page-definition.ts";
import { publishOnSchedule } from "./page-publishing.server.ts";
import { listAdminPages } from "./page-queries.server.ts";
import { appendPageValues, emptyPageValues, type PageInput } from "./page-values.ts";
import { handlePagesAction } from "./pages-admin-action.server.ts";

// Saving a page's sections (ADR 0023): every save checks the body against the section types
// and sanitizes its rich text; a refused body changes nothing.

const ADMIN_ID = "admin-page-sections-test";

/** A body as stored; the sections may be anything, as a posted or hand-written one may. */
const body = (...content: unknown[]): StoredPageBody => ({
  root: { props: {} },
  content: content as StoredPageBody["content"],
});
const faq = (id: string, answer: Record<string, string> = { en: "No.", ur: "نہیں۔" }) => ({
  type: "faq",
  props: {
    id,
    title: { en: "Questions", ur: "سوالات" },
    items: [{ question: { en: "Is there a free trial?", ur: "کیا مفت آزمائش ہے؟" }, answer }],
  },
});
const text = (id: string, html: Record<string, string>) => ({
  type: "richText",
  props: { id, body: html },
});
const heading = (title: Record<string, string>) => ({
  type: "pageHeader",
  props: { id: "heading", title },
});

function page(overrides: Partial<PageInput> = {}): PageInput {
  const result = parsePageValues({
    ...emptyPageValues("page"),
    title: "Privacy Policy",
    slug: "privacy-policy",
  });
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return { ...result.page, ...overrides };
}

/** Everything a refused save must leave as it was. */
async function stored(db: TestDatabase["db"]) {
  return {
    pages: await db.select().from(websitePages).orderBy(asc(websitePages.slug)),
    drafts: await db.select().from(pageDrafts),
    revisions: await db.select().from(pageRevisions).orderBy(asc(pageRevisions.id)),
    activity: await db.select().from(activityLog).orderBy(asc(activityLog.id)),
  };
}

async function refusal(work: Promise<unknown>): Promise<RuleError> {
  const error = ruleErrorOf(
    await work.then(
      () => null,
      (caught: unknown) => caught,
    ),
  );
  expect(error).not.toBeNull();
  return error as RuleError;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: ADMIN_ID, email: "sections@example.test" });
});
afterAll(() => database.close());

beforeEach(async () => {
  await database.db.delete(websitePages);
  await database.db.delete(activityLog);
});

describe("saving a page's sections", () => {
  it("stores the checked body with its rich text sanitized, and reads it back", async () => {
    const { db } = database;
    const created = await createPage(
      db,
      ADMIN_ID,
      page({
        sections: body(
          text("policy", { en: "<p>We keep <b>little</b>.</p><script>alert(1)</script>" }),
          faq("faq"),
        ),
      }),
    );
    const expected = body(text("policy", { en: "<p>We keep <b>little</b>.</p>" }), faq("faq"));
    expect(created.sections).toEqual(expected);
    expect(created.sectionIssues).toEqual([]);
    const [row] = await db.select().from(websitePages).where(eq(websitePages.id, created.id));
    expect(row?.sections).toEqual(expected);
    const [listed] = await listAdminPages(db);
    expect(listed?.sections).toEqual(expected);
    // The revision holds the body too.
    const [revision] = await db.select().from(pageRevisions);
    expect(revision?.snapshot.sections).toEqual(expected);
  });

  it("makes a new page without sections of its title and content: its heading, then a Text section", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, page({ content: "<p>Our policy.</p>" }));
    expect(created.sections).toEqual(
      body(heading({ en: "Privacy Policy" }), text("text", { en: "<p>Our policy.</p>" })),
    );
    // A page with a title only still has its h1 on the site.
    const empty = await createPage(db, ADMIN_ID, page({ slug: "empty", content: "" }));
    expect(empty.sections).toEqual(body(heading({ en: "Privacy Policy" })));
  });

  it("keeps a draft's sections beside the live ones until they are published", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, page({ sections: body(faq("faq")) }));
    const changed = body(faq("faq", { en: "Yes, for 14 days.", ur: "جی ہاں، 14 دن۔" }));
    const drafted = await saveDraft(db, ADMIN_ID, created.id, page({ sections: changed }));
    expect(drafted.sections).toEqual(body(faq("faq")));
    expect(drafted.draft?.sections).toEqual(changed);
    // A save that posts no sections (the Content Manager's dialog) keeps the draft's.
    const retitled = await saveDraft(db, ADMIN_ID, created.id, page({ title: "Privacy" }));
    expect(retitled.draft).toMatchObject({ title: "Privacy", sections: changed });
    // Publishing without sections posted makes the waiting draft's live.
    const published = await updatePage(db, ADMIN_ID, created.id, page({ title: "Privacy" }));
    expect(published.sections).toEqual(changed);
    expect(published.draft).toBeNull();
    expect((await listRevisions(db, created.id)).map((revision) => revision.action)).toEqual([
      "publish",
      "draft",
      "draft",
      "create",
    ]);
  });

  it("refuses a bad body with each field named, and changes nothing", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, page({ sections: body(faq("faq")) }));
    await saveDraft(db, ADMIN_ID, created.id, page({ sections: body(faq("draft")) }));
    const before = await stored(db);
    const cases: [string, unknown, string, string][] = [
      [
        "an unknown type",
        body({ type: "marquee", props: { id: "m" } }),
        "content.0.type",
        "“marquee” (section 1) › Type",
      ],
      ["a wrong shape", { content: "faq" }, "root", "The page's sections"],
      [
        "a javascript: link",
        body({
          type: "callToAction",
          props: {
            id: "cta",
            title: { en: "Go" },
            buttons: [{ label: { en: "Click" }, href: "javascript:alert(1)" }],
          },
        }),
        "content.0.props.buttons.0.href",
        "Call to action (section 1) › Button 1 › Link",
      ],
      [
        "a plain text over its limit",
        body(faq("faq"), faq("long", { en: "No.", ur: "ن".repeat(2_001) })),
        "content.1.props.items.0.answer.ur",
        "Questions and answers (section 2) › Question 1 › Answer (Urdu)",
      ],
      [
        "a missing alt text",
        body({
          type: "image",
          props: { id: "i", image: { media: "a.webp", alt: { ur: "تصویر" } } },
        }),
        "content.0.props.image.alt.en",
        "Image (section 1) › Image › Alt text (English)",
      ],
      [
        "duplicate ids",
        body(faq("same"), faq("same")),
        "content.1.props.id",
        "Questions and answers (section 2) › Section id",
      ],
      [
        "too many sections",
        body(...Array.from({ length: MAX_SECTIONS + 1 }, (_, index) => faq(`s${index}`))),
        "content",
        "The page's sections",
      ],
      [
        "rich text with nothing left once sanitized",
        body(text("empty", { en: "<script>alert(1)</script>" })),
        "content.0.props.body.en",
        "Text (section 1) › Text (English)",
      ],
      [
        "rich text nested too deep",
        body(text("deep", { en: "<b>".repeat(1_001) })),
        "content.0.props.body.en",
        "Text (section 1) › Text (English)",
      ],
    ];
    for (const [name, sections, path, field] of cases) {
      for (const save of [
        () => updatePage(db, ADMIN_ID, created.id, page({ sections })),
        () => saveDraft(db, ADMIN_ID, created.id, page({ sections })),
        () => createPage(db, ADMIN_ID, page({ slug: "another", sections })),
      ]) {
        const error = await refusal(save());
        expect(error.status, name).toBe(400);
        expect(error.code, name).toBe("invalid");
        expect(Object.keys(error.issues ?? {}), name).toContain(path);
        // The message names the first problem's field, in the owner's words.
        expect(error.message, name).toMatch(/^Please check the page's sections\. /);
        expect(error.message, name).toContain(`${field}: `);
        expect(nameBodyIssues(sections, [{ path, message: "" }])[0]?.field, name).toBe(field);
      }
    }
    expect(await stored(db)).toEqual(before);
  });

  it("keeps sections off blog posts, and off what a page's Urdu form saves", async () => {
    const { db } = database;
    const post = parsePageValues({ ...emptyPageValues("post"), title: "News", slug: "news" });
    if (!post.ok) throw new Error("post");
    const error = await refusal(
      createPage(db, ADMIN_ID, { ...post.page, sections: body(faq("faq")) }),
    );
    expect(error.message).toBe("A blog post has no sections: its text is its content");
    const created = await createPage(db, ADMIN_ID, post.page);
    expect(created.sections).toBeNull();

    // A page's sections are the item's, every language inside (ADR 0042): its Urdu version
    // reads them, and only the page editor posts them.
    const english = await createPage(db, ADMIN_ID, page({ sections: body(faq("faq")) }));
    const urdu = await updatePage(
      db,
      ADMIN_ID,
      english.id,
      versionInput(page({ title: "رازداری" })),
      {},
      "ur",
    );
    expect(urdu).toMatchObject({ id: english.id, locale: "ur", title: "رازداری" });
    expect(urdu.sections).toEqual(body(faq("faq")));
    // Sections posted beside the Urdu form's texts are not stored: its texts are.
    const form = appendPageValues(new FormData(), {
      ...emptyPageValues("page"),
      title: "رازداری کی پالیسی",
      slug: "privacy-policy",
      sections: body(faq("other")),
    });
    form.set("intent", "update");
    form.set("id", english.id);
    form.set("locale", "ur");
    const answer = await handlePagesAction(db, ADMIN_ID, form, "content", { timeZone: "UTC" });
    expect(answer.data).toMatchObject({ ok: true });
    const [row] = await db.select().from(websitePages).where(eq(websitePages.id, english.id));
    expect(row?.sections).toEqual(body(faq("faq")));
    expect(row?.title).toEqual({ en: "Privacy Policy", ur: "رازداری کی پالیسی" });
  });
});

describe("reading a stored body", () => {
  it("keeps what still passes, names what was left out, and sanitizes rich text", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, page({ sections: body(faq("faq")) }));
    // A row written some other way: an unknown section and unsafe HTML.
    await db
      .update(websitePages)
      .set({
        sections: body(
          faq("faq"),
          { type: "marquee", props: { id: "m" } },
          text("t", { en: '<p onclick="x()">Hi</p><script>1</script>' }),
        ),
      })
      .where(eq(websitePages.id, created.id));
    const [listed] = await listAdminPages(db);
    expect(listed?.sections).toEqual(body(faq("faq"), text("t", { en: "<p>Hi</p>" })));
    expect(listed?.sectionIssues).toEqual([
      {
        path: "content.1.type",
        field: "“marquee” (section 2) › Type",
        message: 'There is no section type "marquee"',
      },
    ]);
    // Not a body at all: no sections rather than a crash.
    await db
      .update(websitePages)
      .set({ sections: "junk" as unknown as PageBody })
      .where(eq(websitePages.id, created.id));
    const [junk] = await listAdminPages(db);
    expect(junk?.sections).toEqual(body());
    expect(junk?.sectionIssues.length).toBeGreaterThan(0);
  });
});

describe("revisions of sections", () => {
  it("restores an earlier body, itself a revision", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, page({ sections: body(faq("faq")) }));
    await updatePage(
      db,
      ADMIN_ID,
      created.id,
      page({ sections: body(text("t", { en: "<p>New</p>" })) }),
    );
    const [, first] = await listRevisions(db, created.id);
    const history = await revisionHistory(db, created.id, first?.id ?? 0, PAGE_SNAPSHOT_FIELDS);
    expect(history?.compared?.changes.map((change) => change.label)).toEqual([
      "Removed section",
      "Added section",
    ]);
    const restored = await restoreRevision(db, ADMIN_ID, created.id, first?.id ?? 0);
    expect(restored.sections).toEqual(body(faq("faq")));
  });

  it("brings back a revision from before sections: a content page's title and content as its heading and a Text section", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, page({ sections: body(faq("faq")) }));
    const home = await db
      .insert(websitePages)
      .values({
        slug: { en: "home" },
        title: { en: "Home" },
        content: { en: "<p>Home placeholder</p>" },
        sections: BUILT_IN_PAGE_ROWS.home.defaultBody(),
      })
      .returning();
    const homeId = home[0]?.id ?? "";
    // As migration 0035 left a revision from before sections: its texts per language.
    const oldSnapshot = (slug: string, content: string) => ({
      slug: { en: slug },
      title: { en: "Old title" },
      content: { en: content },
      metaTitle: { en: "Old title" },
      metaDescription: {},
      featuredImage: null,
      tags: {},
      isPublished: true,
    });
    const [pageRevision, homeRevision] = await db
      .insert(pageRevisions)
      .values([
        {
          pageId: created.id,
          snapshot: oldSnapshot("privacy-policy", "<p>Old policy</p>"),
          action: "publish",
        },
        { pageId: homeId, snapshot: oldSnapshot("home", "<p>Typed once</p>"), action: "publish" },
      ])
      .returning({ id: pageRevisions.id });
    const restored = await restoreRevision(db, ADMIN_ID, created.id, pageRevision?.id ?? 0);
    expect(restored).toMatchObject({ title: "Old title", content: "<p>Old policy</p>" });
    expect(restored.sections).toEqual(
      body(heading({ en: "Old title" }), text("text", { en: "<p>Old policy</p>" })),
    );
    // A built-in page's old content was never shown: its sections stay.
    const restoredHome = await restoreRevision(db, ADMIN_ID, homeId, homeRevision?.id ?? 0);
    expect(restoredHome.title).toBe("Old title");
    expect(restoredHome.sections).toEqual(BUILT_IN_PAGE_ROWS.home.defaultBody());
  });
});

describe("a scheduled publish of sections", () => {
  it("publishes the waiting draft's body; a stored body that no longer passes is published as it is", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, page({ sections: body(faq("faq")) }));
    const changed = body(faq("faq", { en: "Yes." }));
    await saveDraft(db, ADMIN_ID, created.id, page({ sections: changed }));
    await db.transaction((tx) => publishOnSchedule(tx, ADMIN_ID, created.id, "publish"));
    const [live] = await db.select().from(websitePages).where(eq(websitePages.id, created.id));
    expect(live?.sections).toEqual(changed);

    const broken = body({ type: "marquee", props: { id: "m" } });
    await db
      .update(websitePages)
      .set({ sections: broken, isPublished: false })
      .where(eq(websitePages.id, created.id));
    await db.transaction((tx) => publishOnSchedule(tx, ADMIN_ID, created.id, "publish"));
    const [after] = await db.select().from(websitePages).where(eq(websitePages.id, created.id));
    expect(after).toMatchObject({ isPublished: true, sections: broken });
  });
});

describe("a preview of a page", () => {
  it("shows the waiting draft's sections, in each language at the English slug's path", async () => {
    const { db } = database;
    const english = await createPage(db, ADMIN_ID, page({ sections: body(faq("faq")) }));
    await updatePage(
      db,
      ADMIN_ID,
      english.id,
      versionInput(page({ title: "رازداری", slug: "raazdari" })),
      {},
      "ur",
    );
    const drafted = body(text("t", { en: "<p>Draft</p><script>1</script>", ur: "<p>مسودہ</p>" }));
    await saveDraft(db, ADMIN_ID, english.id, page({ sections: drafted }));
    const shown = body(text("t", { en: "<p>Draft</p>", ur: "<p>مسودہ</p>" }));
    expect(await previewDocument(db, english.id)).toMatchObject({
      path: "/privacy-policy",
      sections: shown,
    });
    expect(await previewDocument(db, english.id, "ur")).toMatchObject({
      path: "/ur/privacy-policy",
      title: "رازداری",
      sections: shown,
    });
  });
});

describe("the editor's autosave", () => {
  it("keeps the sections as the editor holds them, checked only when saved", async () => {
    const { db } = database;
    const sections = body(faq("faq", { en: "" }));
    const values = { ...emptyPageValues("page"), title: "Half", sections };
    expect(await saveAutosave(db, ADMIN_ID, "new-page", values)).toBe(true);
    expect((await getAutosave(db, ADMIN_ID, "new-page"))?.values.sections).toEqual(sections);
    const huge = { ...values, sections: text("t", { en: "x".repeat(1_000_001) }) };
    expect(await saveAutosave(db, ADMIN_ID, "new-page", huge)).toBe(false);
  });
});
