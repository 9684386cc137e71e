import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseConnection, openDatabase } from "#app/db/client.server.ts";
import {
  activityLog,
  pageRevisions,
  pricingPlans,
  publishSchedules,
  users,
  websitePages,
} from "#app/db/schema.ts";
import { createLogger } from "#app/modules/logging/logger.server.ts";
import { createPage, saveDraft } from "#app/modules/pages/page-commands.server.ts";
import { publishOnSchedule } from "#app/modules/pages/page-publishing.server.ts";
import {
  emptyPageValues,
  type PageFormValues,
  versionInput,
} from "#app/modules/pages/page-values.ts";
import { getPublishedPost } from "#app/modules/pages/public-posts.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { parsePageValues } from "../../../tests/helpers/page-values.ts";
import {
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from "../../../tests/helpers/postgres.ts";
import {
  listUpcomingSchedules,
  pendingTimes,
  runDueSchedules,
  setSchedule,
  startScheduleRunner,
} from "./schedules.server.ts";

const ADMIN_ID = "admin-schedules-test";
const MINUTE = 60_000;

function post(slug: string, overrides: Partial<PageFormValues> = {}) {
  const result = parsePageValues({
    ...emptyPageValues("post"),
    title: `Post ${slug}`,
    slug,
    content: "<p>Stored text</p>",
    ...overrides,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.page;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: ADMIN_ID, email: "schedules@example.test" });
});
afterAll(() => database.close());

describe("scheduled publishing", () => {
  it("publishes a draft post when due, not before, once", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, post("later", { isPublished: false }));
    const now = new Date();
    await db.transaction((tx) =>
      setSchedule(
        tx,
        ADMIN_ID,
        { pageId: created.id },
        {
          publishAt: new Date(now.getTime() + 2 * MINUTE),
          unpublishAt: null,
        },
      ),
    );
    expect((await pendingTimes(db, [created.id], "page")).get(created.id)?.publishAt).toEqual(
      new Date(now.getTime() + 2 * MINUTE),
    );
    expect((await listUpcomingSchedules(db)).map((row) => row.title)).toContain("Post later");

    expect(await runDueSchedules(db, new Date(now.getTime() + MINUTE), publishOnSchedule)).toBe(0);
    expect(await getPublishedPost(db, "later")).toBeNull();

    expect(await runDueSchedules(db, new Date(now.getTime() + 2 * MINUTE), publishOnSchedule)).toBe(
      1,
    );
    expect(await getPublishedPost(db, "later")).not.toBeNull();
    expect(await runDueSchedules(db, new Date(now.getTime() + 3 * MINUTE), publishOnSchedule)).toBe(
      0,
    );
    expect((await pendingTimes(db, [created.id], "page")).get(created.id)).toBeUndefined();

    const actions = await db
      .select({ action: activityLog.action, userId: activityLog.userId })
      .from(activityLog)
      .where(eq(activityLog.entityId, created.id))
      .orderBy(asc(activityLog.id));
    expect(actions.at(-1)).toEqual({ action: "scheduled_publish_post", userId: ADMIN_ID });
  });

  it("publishes the waiting draft of a published post, and unpublishes it later", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, post("drafted"));
    await saveDraft(db, ADMIN_ID, created.id, post("drafted", { content: "<p>Draft text</p>" }));
    const now = new Date();
    await db.transaction((tx) =>
      setSchedule(
        tx,
        ADMIN_ID,
        { pageId: created.id },
        {
          publishAt: now,
          unpublishAt: new Date(now.getTime() + MINUTE),
        },
      ),
    );
    expect(await runDueSchedules(db, now, publishOnSchedule)).toBe(1);
    expect((await getPublishedPost(db, "drafted"))?.html).toBe("<p>Draft text</p>");
    expect(await runDueSchedules(db, new Date(now.getTime() + MINUTE), publishOnSchedule)).toBe(1);
    expect(await getPublishedPost(db, "drafted")).toBeNull();
  });

  it("publishes the item in every language: its Urdu version's waiting changes go live with it", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, post("in-two-languages"));
    // A schedule is the item's (ADR 0042): the Urdu form's draft waits in the item's draft.
    await saveDraft(
      db,
      ADMIN_ID,
      created.id,
      versionInput(post("do-zabanon-mein", { title: "دو زبانوں میں", content: "<p>اردو</p>" })),
      {},
      "ur",
    );
    expect(await getPublishedPost(db, "do-zabanon-mein", "ur")).toBeNull();
    const now = new Date();
    await db.transaction((tx) =>
      setSchedule(tx, ADMIN_ID, { pageId: created.id }, { publishAt: now, unpublishAt: null }),
    );
    expect(await runDueSchedules(db, now, publishOnSchedule)).toBe(1);
    expect(await getPublishedPost(db, "do-zabanon-mein", "ur")).toMatchObject({
      title: "دو زبانوں میں",
      html: "<p>اردو</p>",
    });
    expect((await getPublishedPost(db, "in-two-languages"))?.versions).toEqual({
      en: "/blog/in-two-languages",
      ur: "/ur/blog/do-zabanon-mein",
    });
  });

  it("withdraws and brings back a pricing plan", async () => {
    const { db } = database;
    const [plan] = await db
      .insert(pricingPlans)
      .values({ name: { en: "Scheduled plan" }, price: "10" })
      .returning({ id: pricingPlans.id });
    const planId = plan?.id ?? "";
    const now = new Date();
    await db.transaction((tx) =>
      setSchedule(
        tx,
        ADMIN_ID,
        { planId },
        {
          publishAt: new Date(now.getTime() + MINUTE),
          unpublishAt: null,
        },
      ),
    );
    await db.insert(publishSchedules).values({ planId, action: "unpublish", runAt: now });
    expect(await runDueSchedules(db, now, publishOnSchedule)).toBe(1);
    const active = async () =>
      (await db.select().from(pricingPlans).where(eq(pricingPlans.id, planId)))[0]?.isActive;
    expect(await active()).toBe(false);
    expect(await runDueSchedules(db, new Date(now.getTime() + MINUTE), publishOnSchedule)).toBe(1);
    expect(await active()).toBe(true);
  });

  it("refuses an unpublish time that is not after the publish time", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, post("refused"));
    const at = new Date();
    await expect(
      db.transaction((tx) =>
        setSchedule(tx, ADMIN_ID, { pageId: created.id }, { publishAt: at, unpublishAt: at }),
      ),
    ).rejects.toMatchObject({
      code: "invalid",
      status: 400,
      field: "unpublishAt",
      message: "Unpublish at must be later than Publish at",
    });
  });

  it("runs a schedule that fell due while the server was down as soon as the runner starts", async () => {
    const { db } = database;
    const created = await createPage(db, ADMIN_ID, post("missed", { isPublished: false }));
    await db
      .insert(publishSchedules)
      .values({ pageId: created.id, action: "publish", runAt: new Date(Date.now() - 60 * MINUTE) });
    // An hour-long interval: only the pass at start can run it within this test.
    const runner = startScheduleRunner(db, createLogger({ level: "silent" }), {
      applyPage: publishOnSchedule,
      intervalMs: 60 * MINUTE,
    });
    try {
      await expect.poll(() => getPublishedPost(db, "missed"), { timeout: 5_000 }).not.toBeNull();
    } finally {
      await runner.stop();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two app instances on one PostgreSQL", () => {
  let shared: ThrowawayDatabase;
  let instances: DatabaseConnection[] = [];
  beforeAll(async () => {
    shared = await createThrowawayDatabase(process.env.TEST_DATABASE_URL ?? "", "schedules");
    instances = await Promise.all(
      [1, 2].map(() => openDatabase({ engine: "postgres", url: shared.url, maxConnections: 4 })),
    );
    await instances[0]?.migrate();
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await shared.drop();
  });

  it("never runs one schedule twice when both poll at once", async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error("two instances expected");
    const due = new Date(Date.now() - MINUTE);
    const total = 40;
    for (let index = 0; index < total; index += 1) {
      const created = await createPage(
        first.db,
        null,
        post(`race-${index}`, { isPublished: false }),
      );
      await first.db
        .insert(publishSchedules)
        .values({ pageId: created.id, action: "publish", runAt: due });
    }
    const runs = await Promise.all(
      [first, second, first, second].map((instance) =>
        runDueSchedules(instance.db, new Date(), publishOnSchedule, 100),
      ),
    );
    expect(runs.reduce((sum, ran) => sum + ran, 0)).toBe(total);
    // Each ran by one instance only: one 'schedule' revision per page, all published.
    const perPage = await first.db
      .select({ pageId: pageRevisions.pageId, runs: sql<number>`count(*)::int` })
      .from(pageRevisions)
      .where(eq(pageRevisions.action, "schedule"))
      .groupBy(pageRevisions.pageId);
    expect(perPage).toHaveLength(total);
    expect(perPage.every((row) => row.runs === 1)).toBe(true);
    const unpublished = await first.db
      .select({ id: websitePages.id })
      .from(websitePages)
      .where(eq(websitePages.isPublished, false));
    expect(unpublished).toHaveLength(0);
  });
});
