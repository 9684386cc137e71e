import Bowser from "bowser";
import { and, count, eq, gt, inArray, lt, ne } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { sessions } from "#app/db/schema.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";

// The signed-in sessions of an admin: listed on the Account screen (with "this device"),
// ended one by one or all but this one, counted and ended in User Management.

export type SessionRow = {
  id: string;
  /** "Chrome 140 on Linux", from the User-Agent; "Unknown browser" when there is none. */
  device: string;
  ipAddress: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
};

/** A person's words for a User-Agent: browser and major version, and the system. */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name
    ? `${browser.name}${browser.version ? ` ${browser.version.split(".")[0]}` : ""}`
    : "Unknown browser";
  return os.name ? `${name} on ${os.name}` : name;
}

/** The user's sessions that have not expired, most recently seen first. */
export async function listSessions(
  db: Database,
  userId: string,
  currentSessionId: string | null,
): Promise<SessionRow[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())));
  return rows
    .map((row) => ({
      id: row.id,
      device: describeUserAgent(row.userAgent),
      ipAddress: row.ipAddress,
      createdAt: row.createdAt,
      lastSeenAt: row.updatedAt,
      current: row.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || +b.lastSeenAt - +a.lastSeenAt);
}

const LAST_SEEN_PRECISION_MS = 5 * 60_000;

/**
 * Marks the session as seen now, at most every few minutes (a write per request would be a
 * write per click). Better Auth itself renews it only once a day.
 */
export async function touchSession(db: Database, sessionId: string, lastSeenAt: Date) {
  const now = new Date();
  if (+now - +lastSeenAt < LAST_SEEN_PRECISION_MS) return;
  await db
    .update(sessions)
    .set({ updatedAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(sessions.updatedAt, new Date(+now - LAST_SEEN_PRECISION_MS)),
      ),
    );
}

/** Ends one of the admin's own sessions; false when there was no such session of theirs. */
export async function endOwnSession(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ id: sessions.id });
    if (ended.length === 0) return false;
    await recordActivity(tx, {
      userId,
      action: "session_end",
      entity: "account",
      entityId: userId,
    });
    return true;
  });
}

/** Ends every session of the admin but the one in use; answers how many ended. */
export async function endOtherSessions(
  db: Database,
  userId: string,
  currentSessionId: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)))
      .returning({ id: sessions.id });
    await recordActivity(tx, {
      userId,
      action: "sessions_end_others",
      entity: "account",
      entityId: userId,
      details: { ended: ended.length },
    });
    return ended.length;
  });
}

/** A row of User Management: the user and their signed-in sessions. */
export type WithSessionCount<Row> = Row & { sessionCount: number };

/** The rows with each user's signed-in session count, for User Management. */
export async function withSessionCounts<Row extends { id: string }>(
  db: Database,
  rows: Row[],
): Promise<WithSessionCount<Row>[]> {
  const counts = await countSessions(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, sessionCount: counts.get(row.id) ?? 0 }));
}

/** Signed-in sessions per user. */
export async function countSessions(db: Database, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: sessions.userId, n: count() })
    .from(sessions)
    .where(and(inArray(sessions.userId, userIds), gt(sessions.expiresAt, new Date())))
    .groupBy(sessions.userId);
  return new Map(rows.map((row) => [row.userId, row.n]));
}

/** An admin signs another user (or themselves) out everywhere; answers how many ended. */
export async function endAllSessions(
  db: Database,
  actorId: string,
  userId: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ id: sessions.id });
    await recordActivity(tx, {
      userId: actorId,
      action: "sessions_end_all",
      entity: "users",
      entityId: userId,
      details: { ended: ended.length },
    });
    return ended.length;
  });
}

/**
 * Signs every user out, everywhere but the acting admin's own session (a suspected
 * compromise, a lost laptop of unknown owner); answers how many sessions ended.
 */
export async function endEveryonesSessions(
  db: Database,
  actorId: string,
  keepSessionId: string | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(keepSessionId ? ne(sessions.id, keepSessionId) : undefined)
      .returning({ id: sessions.id });
    await recordActivity(tx, {
      userId: actorId,
      action: "sessions_end_everyone",
      entity: "sessions",
      details: { ended: ended.length },
    });
    return ended.length;
  });
}
