import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog, sessions, users } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import {
  countSessions,
  describeUserAgent,
  endAllSessions,
  endEveryonesSessions,
  endOtherSessions,
  endOwnSession,
  listSessions,
} from "./sessions.server.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

async function userWithSessions(email: string, agents: (string | null)[]) {
  const id = crypto.randomUUID();
  await database.db.insert(users).values({ id, email, role: "admin" });
  const ids = agents.map(() => crypto.randomUUID());
  await database.db.insert(sessions).values(
    agents.map((userAgent, index) => ({
      id: ids[index] ?? "",
      token: crypto.randomUUID(),
      userId: id,
      userAgent,
      ipAddress: `198.51.100.${index + 1}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  return { id, sessionIds: ids };
}

describe("sessions", () => {
  it("names the browser and system of a User-Agent", () => {
    expect(describeUserAgent(CHROME_LINUX)).toBe("Chrome 140 on Linux");
    expect(describeUserAgent(SAFARI_IPHONE)).toBe("Safari 18 on iOS");
    expect(describeUserAgent(null)).toBe("Unknown browser");
  });

  it("lists a user's sessions with this device first, and ends one, the others, or all", async () => {
    const owner = await userWithSessions("owner@dmflow.pk", [CHROME_LINUX, SAFARI_IPHONE, null]);
    const other = await userWithSessions("other@dmflow.pk", [CHROME_LINUX]);
    const [current, phone, unknown] = owner.sessionIds as [string, string, string];

    const listed = await listSessions(database.db, owner.id, current);
    expect(listed[0]).toMatchObject({ id: current, current: true, device: "Chrome 140 on Linux" });
    expect(listed).toHaveLength(3);

    // Someone else's session is not theirs to end.
    expect(await endOwnSession(database.db, owner.id, other.sessionIds[0] ?? "")).toBe(false);
    expect(await endOwnSession(database.db, owner.id, phone)).toBe(true);
    expect((await listSessions(database.db, owner.id, current)).map((s) => s.id)).toEqual([
      current,
      unknown,
    ]);
    expect(await endOtherSessions(database.db, owner.id, current)).toBe(1);
    expect((await countSessions(database.db, [owner.id, other.id])).get(owner.id)).toBe(1);

    expect(await endAllSessions(database.db, owner.id, other.id)).toBe(1);
    expect((await countSessions(database.db, [other.id])).get(other.id)).toBeUndefined();

    const actions = await database.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(eq(activityLog.userId, owner.id));
    expect(actions.map((row) => row.action).sort()).toEqual([
      "session_end",
      "sessions_end_all",
      "sessions_end_others",
    ]);
  });

  it("signs every user out everywhere but the acting admin's own session (ASVS 7.4.5)", async () => {
    const actor = await userWithSessions("everyone-actor@dmflow.pk", [CHROME_LINUX, SAFARI_IPHONE]);
    const others = await userWithSessions("everyone-other@dmflow.pk", [CHROME_LINUX]);
    const [kept] = actor.sessionIds;
    expect(await endEveryonesSessions(database.db, actor.id, kept ?? null)).toBeGreaterThanOrEqual(
      2,
    );
    const left = await database.db.select({ id: sessions.id }).from(sessions);
    expect(left).toEqual([{ id: kept }]);
    expect((await countSessions(database.db, [others.id])).get(others.id)).toBeUndefined();
    const [entry] = await database.db
      .select({ action: activityLog.action, details: activityLog.details })
      .from(activityLog)
      .where(eq(activityLog.userId, actor.id));
    expect(entry?.action).toBe("sessions_end_everyone");
  });
});
