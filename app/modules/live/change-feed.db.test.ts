import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { selectRows } from "#app/db/client.server.ts";
import { LISTENER_APPLICATION_NAME } from "#app/db/notification-listener.server.ts";
import { mediaFiles, pricingPlans, websiteConfig, websitePages } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { setPageSwitch } from "#app/modules/pages/page-settings-admin.server.ts";
import { reorderPlans, setPlanActive } from "#app/modules/pricing/pricing-admin.server.ts";
import { seedDatabase } from "#app/modules/seed/seed.server.ts";
import { DEFAULT_THEME } from "#app/modules/theme/theme.ts";
import { saveTheme } from "#app/modules/theme/theme-admin.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import {
  CHANGE_CHANNELS,
  type ChangeEvent,
  type ChangeFeed,
  startChangeFeed,
} from "./change-feed.server.ts";

let database: TestDatabase;
let feed: ChangeFeed;
let received: ChangeEvent[] = [];
/** The payloads exactly as the database sent them. */
let raw: { channel: string; payload: string }[] = [];
let stopRaw: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  feed = await startChangeFeed(database, { listener: { minDelayMs: 50, maxDelayMs: 200 } });
  feed.subscribe((event) => received.push(event));
  const listener = await database.listen(CHANGE_CHANNELS, {
    notification: (channel, payload) => raw.push({ channel, payload }),
    reconnected: () => {},
  });
  stopRaw = () => listener.close();
});

afterAll(async () => {
  await stopRaw?.();
  await feed?.close();
  await database?.close();
});

afterEach(() => {
  received = [];
  raw = [];
});

/** The events a write caused: NOTIFY arrives at commit, on PostgreSQL over another connection. */
async function eventsOf(write: () => Promise<unknown>, count = 1): Promise<ChangeEvent[]> {
  received = [];
  raw = [];
  await write();
  await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(count), {
    timeout: 5_000,
  });
  // Anything else the write caused has arrived by now (one connection delivers in order).
  await new Promise((resolve) => setTimeout(resolve, 100));
  return received.map(({ entity, id, op }) => ({ seq: 0, entity, id, op }));
}

const event = (entity: string, id: string | null, op: string) => ({ seq: 0, entity, id, op });

describe("change triggers and the change feed", () => {
  it("announces a plan change on pricing_changes with the plan's id, and no data", async () => {
    const [plan] = await database.db.select().from(pricingPlans).limit(1);
    const events = await eventsOf(() => setPlanActive(database.db, null, plan!.id, false));
    expect(events).toEqual([event("pricing_plans", plan!.id, "UPDATE")]);
    expect(raw).toHaveLength(1);
    expect(raw[0]?.channel).toBe("pricing_changes");
    expect(Object.keys(JSON.parse(raw[0]!.payload)).sort()).toEqual(["entity", "id", "op", "seq"]);
    expect(plan!.name.en).toBeTruthy();
    expect(raw[0]?.payload).not.toContain(plan!.name.en);
  });

  it("announces a reorder of every plan as one event without an id", async () => {
    const plans = await database.db.select({ id: pricingPlans.id }).from(pricingPlans);
    const reversed = plans.map((plan) => plan.id).reverse();
    expect(await eventsOf(() => reorderPlans(database.db, null, reversed))).toEqual([
      event("pricing_plans", null, "UPDATE"),
    ]);
  });

  it("announces inserts and deletes of plans", async () => {
    const [inserted] = await eventsOf(() =>
      database.db
        .insert(pricingPlans)
        .values({ name: { en: "Live test plan" }, price: "1.00" })
        .returning({ id: pricingPlans.id }),
    );
    expect(inserted).toMatchObject({ entity: "pricing_plans", op: "INSERT" });
    expect(inserted?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await eventsOf(() =>
        database.db.delete(pricingPlans).where(eq(pricingPlans.id, inserted!.id!)),
      ),
    ).toEqual([event("pricing_plans", inserted!.id, "DELETE")]);
  });

  it("announces the site config on site_changes with its id", async () => {
    expect(
      await eventsOf(() =>
        database.db
          .update(websiteConfig)
          .set({ siteTitle: { en: "Live Title" } })
          .where(eq(websiteConfig.id, 1)),
      ),
    ).toEqual([event("website_config", "1", "UPDATE")]);
    expect(raw[0]?.channel).toBe("site_changes");
    expect(raw[0]?.payload).not.toContain("Live Title");
  });

  it("announces the theme and page settings by their setting key", async () => {
    expect(await eventsOf(() => saveTheme(database.db, null, DEFAULT_THEME))).toEqual([
      event("website_settings", "theme", "UPDATE"),
    ]);
    expect(
      await eventsOf(() =>
        setPageSwitch(database.db, null, {
          page: "about",
          setting: "display_in_nav",
          value: false,
        }),
      ),
    ).toEqual([event("website_settings", "page_about_display_in_nav", "UPDATE")]);
  });

  it("announces pages once per statement, and not at all for a statement that changed nothing", async () => {
    expect(
      await eventsOf(() =>
        database.db.insert(websitePages).values([
          { slug: { en: "blog/live-one" }, title: { en: "One" } },
          { slug: { en: "blog/live-two" }, title: { en: "Two" } },
        ]),
      ),
    ).toEqual([event("website_pages", null, "INSERT")]);
    // A start's seed inserts the built-in pages only when missing, so with them in place it
    // announces nothing (nor does an update that matched no row): nothing that runs again
    // causes an event by itself.
    const [about] = await database.db
      .select({ id: websitePages.id })
      .from(websitePages)
      .where(eq(englishOf(websitePages.slug), "about"));
    expect(
      await eventsOf(async () => {
        await seedDatabase(database.db);
        await database.db
          .update(websitePages)
          .set({ title: { en: "Nobody" } })
          .where(eq(englishOf(websitePages.slug), "no-such-page"));
        await database.db
          .update(websitePages)
          .set({ title: { en: "About us" } })
          .where(eq(websitePages.id, about!.id));
      }),
    ).toEqual([event("website_pages", about!.id, "UPDATE")]);
  });

  it("announces media files", async () => {
    const [inserted] = await eventsOf(() =>
      database.db.insert(mediaFiles).values({
        filename: "live-test.png",
        originalName: "live test.png",
        filePath: "media/live-test.png",
        mimeType: "image/png",
        fileSize: 10,
      }),
    );
    expect(inserted).toMatchObject({ entity: "media_files", op: "INSERT" });
    const [row] = await database.db.select({ id: mediaFiles.id }).from(mediaFiles);
    expect(inserted?.id).toBe(row?.id);
    expect(await eventsOf(() => database.db.delete(mediaFiles))).toEqual([
      event("media_files", row!.id, "DELETE"),
    ]);
  });

  it("numbers the events with the database's positions, one a transaction, and keeps them for since()", async () => {
    const before = feed.seq;
    await eventsOf(() => saveTheme(database.db, null, DEFAULT_THEME));
    const [theme] = feed.since(before) ?? [];
    expect(theme).toMatchObject({ entity: "website_settings", id: "theme", op: "UPDATE" });
    expect(theme!.seq).toBeGreaterThan(before);
    expect(feed.seq).toBe(theme!.seq);

    // One transaction, two tables: one position; the next transaction: a later one.
    const [plan] = await database.db.select().from(pricingPlans).limit(1);
    received = [];
    await database.db.transaction(async (tx) => {
      await tx.update(pricingPlans).set({ name: plan!.name }).where(eq(pricingPlans.id, plan!.id));
      await tx
        .update(websiteConfig)
        .set({ siteTitle: { en: "Together" } })
        .where(eq(websiteConfig.id, 1));
    });
    await saveTheme(database.db, null, DEFAULT_THEME);
    await vi.waitFor(() => expect(received).toHaveLength(3), { timeout: 5_000 });
    const [first, second, third] = received;
    expect(first!.seq).toBeGreaterThan(theme!.seq);
    expect(second!.seq).toBe(first!.seq);
    expect(third!.seq).toBeGreaterThan(first!.seq);
    expect(feed.since(theme!.seq)).toEqual(received);
  });

  it("starts a feed where the database stands, so that another feed's positions mean the same there", async () => {
    const second = await startChangeFeed(database);
    try {
      expect(second.seq).toBe(feed.seq);
      const seen: ChangeEvent[] = [];
      second.subscribe((event) => seen.push(event));
      const position = second.seq;
      const [event] = await eventsOf(() => saveTheme(database.db, null, DEFAULT_THEME));
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      expect(seen[0]).toEqual(received[0]);
      expect(second.since(position)).toEqual(feed.since(position));
      expect(event).toMatchObject({ entity: "website_settings" });
      // What came before it started, it cannot tell.
      expect(second.since(position - 1)).toBeNull();
    } finally {
      await second.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("the PostgreSQL listener connection", () => {
  /** Ends the listening connections (the feed's and this test's raw one). */
  async function terminateListeners(): Promise<void> {
    const terminated = await selectRows<{ done: boolean }>(
      database.db,
      sql`SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
          WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`,
    );
    expect(terminated.map((row) => row.done)).toEqual([true, true]);
  }

  it("reconnects after its connection is terminated, and says RESYNC only if changes were committed meanwhile", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const listening = () =>
      log.mock.calls.filter(([message]) => String(message).includes("listening on PostgreSQL"))
        .length;
    const changeTitle = (title: string) =>
      database.db
        .update(websiteConfig)
        .set({ siteTitle: { en: title } })
        .where(eq(websiteConfig.id, 1));
    try {
      const before = feed.seq;
      await terminateListeners();
      // Both listeners are back, and the feed knows where the database stands.
      await vi.waitFor(
        () => {
          expect(listening()).toBe(2);
          expect(feed.since(before)).toEqual([]);
        },
        { timeout: 5_000 },
      );
      expect(error).toHaveBeenCalledWith(expect.stringContaining("lost the PostgreSQL LISTEN"));
      expect(received).toEqual([]);

      // Listening again: the next change arrives, and nothing was missed meanwhile, so a
      // position from before still resumes, with no RESYNC.
      expect(await eventsOf(() => changeTitle("Back"))).toEqual([
        event("website_config", "1", "UPDATE"),
      ]);
      expect(feed.since(before)).toEqual(received);

      // A change saved while it is not listening: RESYNC, and positions before cannot resume.
      const beforeMissed = feed.seq;
      received = [];
      await terminateListeners();
      await changeTitle("Missed");
      await vi.waitFor(
        () =>
          expect(received).toContainEqual(expect.objectContaining({ entity: "*", op: "RESYNC" })),
        { timeout: 5_000 },
      );
      expect(received.filter((event) => event.op === "RESYNC")).toHaveLength(1);
      expect(feed.since(beforeMissed)).toBeNull();
      expect(feed.since(feed.seq)).toEqual([]);
    } finally {
      error.mockRestore();
      log.mockRestore();
    }
  });
});
