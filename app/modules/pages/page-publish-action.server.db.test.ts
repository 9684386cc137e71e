import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityLog, publishSchedules, users, websitePages } from "#app/db/schema.ts";
import { pendingTimes } from "#app/modules/publishing/schedules.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { parsePageValues } from "../../../tests/helpers/page-values.ts";
import { createPage } from "./page-commands.server.ts";
import { handlePagePublishing } from "./page-publish-action.server.ts";
import { emptyPageValues } from "./page-values.ts";
import { getPublishedPost } from "./public-posts.server.ts";

const ADMIN_ID = "admin-publishing-bar";
const OPTIONS = { timeZone: "Asia/Karachi" };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: ADMIN_ID, email: "publish@example.test" });
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(publishSchedules);
  await database.db.delete(websitePages);
  await database.db.delete(activityLog);
});

async function draftPost() {
  const parsed = parsePageValues({
    ...emptyPageValues("post"),
    title: "Launch notes",
    slug: "blog/launch-notes",
    content: "<p>Hello</p>",
    isPublished: false,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  const row = await createPage(database.db, ADMIN_ID, parsed.page);
  return { id: row.id, title: "Launch notes", slug: "blog/launch-notes" };
}

function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

async function actions() {
  const rows = await database.db
    .select({ action: activityLog.action })
    .from(activityLog)
    .orderBy(asc(activityLog.id));
  return rows.map((row) => row.action);
}

describe("the page editor's publishing bar", () => {
  it("publishes a draft post onto the site and unpublishes it again", async () => {
    const item = await draftPost();
    expect(await getPublishedPost(database.db, "launch-notes")).toBeNull();

    const published = await handlePagePublishing(
      database.db,
      ADMIN_ID,
      item,
      post({ intent: "publish" }),
      OPTIONS,
    );
    expect(published.data).toMatchObject({ ok: true, message: "Blog post published" });
    expect(await getPublishedPost(database.db, "launch-notes")).toMatchObject({
      title: "Launch notes",
    });

    const unpublished = await handlePagePublishing(
      database.db,
      ADMIN_ID,
      item,
      post({ intent: "unpublish" }),
      OPTIONS,
    );
    expect(unpublished.data).toMatchObject({ ok: true, message: "Blog post unpublished" });
    expect(await getPublishedPost(database.db, "launch-notes")).toBeNull();
    expect(await actions()).toEqual(["create_post", "publish_post", "unpublish_post"]);
  });

  it("schedules a time ahead in the site's zone, refuses one gone by, and publishing now drops it", async () => {
    const item = await draftPost();
    const past = await handlePagePublishing(
      database.db,
      ADMIN_ID,
      item,
      post({ intent: "schedule", publishAt: "2020-01-01T09:00" }),
      OPTIONS,
    );
    expect(past.init?.status).toBe(400);
    expect(past.data).toMatchObject({
      ok: false,
      fieldErrors: { publishAt: ["Choose a time in the future"] },
    });
    const blank = await handlePagePublishing(
      database.db,
      ADMIN_ID,
      item,
      post({ intent: "schedule", publishAt: "" }),
      OPTIONS,
    );
    expect(blank.data).toMatchObject({ fieldErrors: { publishAt: ["Enter a date and time"] } });
    expect(await pendingTimes(database.db, [item.id], "page")).toEqual(new Map());

    const year = new Date().getUTCFullYear() + 1;
    const scheduled = await handlePagePublishing(
      database.db,
      ADMIN_ID,
      item,
      post({ intent: "schedule", publishAt: `${year}-03-01T09:00` }),
      OPTIONS,
    );
    expect(scheduled.data).toMatchObject({
      ok: true,
      message: "Blog post scheduled",
      description: `“Launch notes” is scheduled to publish on Mar 1, ${year}, 9:00 AM.`,
    });
    // 9:00 in Karachi (UTC+5) is 4:00 UTC.
    expect((await pendingTimes(database.db, [item.id], "page")).get(item.id)).toEqual({
      publishAt: new Date(`${year}-03-01T04:00:00Z`),
      unpublishAt: null,
    });

    await handlePagePublishing(database.db, ADMIN_ID, item, post({ intent: "publish" }), OPTIONS);
    expect(await pendingTimes(database.db, [item.id], "page")).toEqual(new Map());
    expect(await actions()).toEqual(["create_post", "schedule_post", "publish_post"]);
  });
});
