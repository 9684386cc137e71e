import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { chatReferences, websiteSettings } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { ANALYTICS_RETENTION_SETTING, runAnalyticsJob } from "./analytics-jobs.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const reference = (code: string, createdAt: string) => ({
  code,
  channel: "whatsapp",
  page: "/",
  locale: "en" as const,
  visitorDay: createdAt.slice(0, 10),
  visitorId: 1,
  device: "mobile",
  createdAt: new Date(createdAt),
});

// The analytics job deletes them with the page views (analytics-jobs.server.ts).
describe("the chat references' retention", () => {
  it("deletes the references older than the analytics retention, as page views are", async () => {
    await database.db
      .insert(websiteSettings)
      .values({ settingKey: ANALYTICS_RETENTION_SETTING, settingValue: { months: 3 } });
    await database.db
      .insert(chatReferences)
      .values([
        reference("AAAA1", "2026-01-31T23:00:00Z"),
        reference("AAAA2", "2026-02-01T01:00:00Z"),
        reference("AAAA3", "2026-04-30T12:00:00Z"),
      ]);
    const now = new Date("2026-05-01T00:00:00Z");
    expect((await runAnalyticsJob(database.db, "Asia/Karachi", now)).deletedChats).toBe(1);
    const kept = await database.db.select({ code: chatReferences.code }).from(chatReferences);
    expect(kept.map((row) => row.code).sort()).toEqual(["AAAA2", "AAAA3"]);
    expect((await runAnalyticsJob(database.db, "Asia/Karachi", now)).deletedChats).toBe(0);
  });
});
