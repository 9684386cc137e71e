import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, pageRevisions, users } from "#app/db/schema.ts";
import {
  createPage,
  restoreRevision,
  saveDraft,
  updatePage,
} from "#app/modules/pages/page-commands.server.ts";
import { listAdminPosts } from "#app/modules/pages/page-queries.server.ts";
import {
  emptyPageValues,
  type PageFormValues,
  versionInput,
} from "#app/modules/pages/page-values.ts";
import { getPublishedPost } from "#app/modules/pages/public-posts.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { parsePageValues } from "../../../tests/helpers/page-values.ts";
import { getRevisionSnapshot, listRevisions } from "./revisions.server.ts";

const ADMIN_ID = "admin-revisions-test";

function post(overrides: Partial<PageFormValues> = {}) {
  const result = parsePageValues({
    ...emptyPageValues("post"),
    title: "Launch",
    slug: "launch",
    content: "<p>Old text</p>",
    ...overrides,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.page;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(users)
    .values({ id: ADMIN_ID, email: "revisions@example.test", name: "Rita" });
});
afterAll(() => database.close());

describe("drafts of a published post", () => {
  it("keeps the live version until the draft is published, recording each save", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, post());
    const drafted = await saveDraft(db, ADMIN_ID, created.id, post({ content: "<p>New text</p>" }));
    expect(drafted.content).toBe("<p>Old text</p>");
    expect(drafted.draft?.content).toBe("<p>New text</p>");
    expect((await getPublishedPost(db, "launch"))?.html).toBe("<p>Old text</p>");
    const [listed] = await listAdminPosts(db);
    expect(listed?.draft?.content).toBe("<p>New text</p>");

    const published = await updatePage(
      db,
      ADMIN_ID,
      created.id,
      post({ content: "<p>New text</p>" }),
    );
    expect(published.draft).toBeNull();
    expect((await getPublishedPost(db, "launch"))?.html).toBe("<p>New text</p>");

    const revisions = await listRevisions(db, created.id);
    expect(revisions.map((revision) => revision.action)).toEqual(["publish", "draft", "create"]);
    expect(revisions[0]?.actorName).toBe("Rita");
    const actions = await db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.entityId, created.id))
      .orderBy(asc(activityLog.id));
    expect(actions.map((row) => row.action)).toEqual([
      "create_post",
      "save_draft_post",
      "update_post",
    ]);
  });

  it("saves an unpublished post in place, still unpublished", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, post({ slug: "quiet", isPublished: false }));
    const saved = await saveDraft(
      db,
      ADMIN_ID,
      created.id,
      post({ slug: "quiet", title: "Quiet" }),
    );
    expect(saved).toMatchObject({ title: "Quiet", isPublished: false, draft: null });
  });
});

describe("restoring a revision", () => {
  it("brings the old fields back live as a new revision, keeping the published state", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, post({ slug: "restore-me", tags: ["a"] }));
    await updatePage(
      db,
      ADMIN_ID,
      created.id,
      post({ slug: "restore-me", title: "Changed", tags: [] }),
    );
    const [, first] = await listRevisions(db, created.id);
    const restored = await restoreRevision(db, ADMIN_ID, created.id, first?.id ?? 0);
    expect(restored).toMatchObject({ title: "Launch", tags: ["a"], isPublished: true });
    const revisions = await listRevisions(db, created.id);
    expect(revisions.map((revision) => revision.action)).toEqual(["restore", "publish", "create"]);
    expect(await getRevisionSnapshot(db, created.id, revisions[1]?.id ?? 0)).toMatchObject({
      title: { en: "Changed" },
    });
  });

  it("brings back every language's texts of the revision, the item's one", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, post({ slug: "both-languages" }));
    const urdu = (title: string) =>
      versionInput(post({ slug: "dono-zabanen", title, content: `<p>${title}</p>` }));
    await updatePage(db, ADMIN_ID, created.id, urdu("پہلا"), {}, "ur");
    await updatePage(db, ADMIN_ID, created.id, urdu("دوسرا"), {}, "ur");
    const [, first] = await listRevisions(db, created.id);
    const restored = await restoreRevision(db, ADMIN_ID, created.id, first?.id ?? 0);
    expect(restored).toMatchObject({ locale: "en", title: "Launch" });
    expect((await getPublishedPost(db, "dono-zabanen", "ur"))?.title).toBe("پہلا");
    expect((await getPublishedPost(db, "both-languages"))?.title).toBe("Launch");
  });

  it("refuses a revision of another page", async () => {
    const { db } = database;
    const one = await createPage(db, ADMIN_ID, post({ slug: "one" }));
    const other = await createPage(db, ADMIN_ID, post({ slug: "other" }));
    const [otherRevision] = await listRevisions(db, other.id);
    await expect(
      restoreRevision(db, ADMIN_ID, one.id, otherRevision?.id ?? 0),
    ).rejects.toMatchObject({ code: "not-found", status: 404 });
  });

  it("keeps only the newest revisions per page", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, post({ slug: "pruned" }), { keepRevisions: 3 });
    for (const title of ["B", "C", "D", "E"]) {
      await updatePage(db, ADMIN_ID, created.id, post({ slug: "pruned", title }), {
        keepRevisions: 3,
      });
    }
    const kept = await db
      .select({ title: pageRevisions.snapshot })
      .from(pageRevisions)
      .where(eq(pageRevisions.pageId, created.id))
      .orderBy(asc(pageRevisions.id));
    expect(kept.map((row) => row.title.title)).toEqual([{ en: "C" }, { en: "D" }, { en: "E" }]);
  });
});
