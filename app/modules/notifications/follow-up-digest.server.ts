import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { leads, notificationOutbox, users } from "#app/db/schema.ts";
import type { FollowUpDigest } from "./follow-up-digest.ts";

// Each lead owner's daily e-mail of follow-ups due, through the outbox. Queuing a digest is
// claiming it: the outbox row is unique per (owner, day), inserted ON CONFLICT DO NOTHING, so
// however many app instances queue it and however often they restart, one row exists per
// owner and day, and the outbox delivers a row once.

/** The site-time calendar day of an instant (yyyy-MM-dd) and its hour (0-23). */
export function siteDayAndHour(now: Date, timeZone: string): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
  }).formatToParts(now);
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return {
    day: `${value("year")}-${value("month")}-${value("day")}`,
    hour: Number(value("hour")),
  };
}

/** Midnight at the start of a site-time day plus `days`, as a timestamptz. */
const midnight = (day: string, days: number, timeZone: string) =>
  sql`((${day}::date + ${days}::int)::timestamp AT TIME ZONE ${timeZone}::text)`;

/** Active leads with a follow-up due before the end of `day` (today's and overdue ones). */
const dueBy = (day: string, timeZone: string) =>
  and(
    isNull(leads.deletedAt),
    isNotNull(leads.followUpAt),
    sql`${leads.followUpAt} < ${midnight(day, 1, timeZone)}`,
  );

/**
 * Queues today's digest for every active admin with follow-ups due today or overdue, once the
 * site's clock has reached `fromHour`. Returns how many were queued by this call (0 when
 * another instance, or an earlier pass, already did).
 */
export async function queueFollowUpDigests(
  db: Database,
  options: { timeZone: string; fromHour: number; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  const { day, hour } = siteDayAndHour(now, options.timeZone);
  if (hour < options.fromHour) return 0;
  // Due at the pass's own time (not the database's clock), so the same pass delivers it.
  // NOT EXISTS spares the sequence on the passes after the first; the unique index decides
  // the race between instances.
  const queued = await db.execute(sql`
    INSERT INTO ${notificationOutbox} (kind, recipient_id, digest_day, next_attempt_at)
    SELECT DISTINCT 'follow_up_digest', ${leads.ownerId}, ${day}::date, ${now.toISOString()}::timestamptz
    FROM ${leads}
    JOIN ${users} ON ${users.id} = ${leads.ownerId}
    WHERE ${dueBy(day, options.timeZone)}
      AND ${users.role} = 'admin' AND ${users.status} = 'active'
      AND NOT EXISTS (
        SELECT 1 FROM ${notificationOutbox} o
        WHERE o.recipient_id = ${leads.ownerId} AND o.digest_day = ${day}::date
      )
    ON CONFLICT (recipient_id, digest_day) DO NOTHING
    RETURNING id`);
  return (queued as unknown as { rows: unknown[] }).rows.length;
}

/**
 * What a digest says when it is delivered: the owner's follow-ups due on its day and those
 * overdue before it, as they stand now (a reminder cleared since is left out). Null when the
 * owner is gone or no longer an active admin.
 */
export async function loadFollowUpDigest(
  db: Database,
  recipientId: string,
  day: string,
  timeZone: string,
): Promise<FollowUpDigest | null> {
  const [owner] = await db
    .select({
      email: users.email,
      name: sql<string>`coalesce(nullif(${users.name}, ''), ${users.email})`,
    })
    .from(users)
    .where(and(eq(users.id, recipientId), eq(users.role, "admin"), eq(users.status, "active")));
  if (!owner) return null;
  const due = await db
    .select({
      id: leads.id,
      name: leads.name,
      followUpAt: sql<Date>`${leads.followUpAt}`.mapWith(leads.followUpAt),
      followUpNote: leads.followUpNote,
      overdue: sql<boolean>`${leads.followUpAt} < ${midnight(day, 0, timeZone)}`,
    })
    .from(leads)
    .where(and(eq(leads.ownerId, recipientId), dueBy(day, timeZone)))
    .orderBy(asc(leads.followUpAt), asc(leads.id))
    .limit(200);
  const strip = ({ overdue: _overdue, ...lead }: (typeof due)[number]) => lead;
  return {
    ...owner,
    day,
    dueToday: due.filter((lead) => !lead.overdue).map(strip),
    overdue: due.filter((lead) => lead.overdue).map(strip),
  };
}
