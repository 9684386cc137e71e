import { createHmac } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { rateLimitCounters } from "#app/db/schema.ts";
import { startPeriodicJob } from "#app/lib/periodic-job.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import type { RateLimitDecision, RateLimiter, WindowCounter } from "./rate-limiter.ts";

// The abuse limits counted in the database, so that N instances on one PostgreSQL allow what
// one does (docs/decisions/0030-shared-abuse-limits.md). Per limit and caller, one row holds
// the count of the current fixed window and of the one before it; a sliding window of
// `windowMs` is estimated from both, the previous one weighted by how much of it still lies in
// the sliding window (rounded up, so the estimate never lets more through than the limit at
// a window's start). One upsert counts an attempt and decides it: an attempt past the limit
// changes nothing (its WHERE fails), so a refused caller may come back as soon as it is told.

/** One limit's counts: its name in the table and its window. */
export type SharedCounterOptions = { bucket: string; windowMs: number };

/** What every shared limit needs: the database, and the key that hashes callers' keys. */
export type SharedLimitStore = { db: Database; secret: string };

type Counts = { windowStart: Date; count: number; previousCount: number };

/** Where `now` falls: its fixed window's start, and how much of the previous one still counts. */
function windowAt(windowMs: number, now: number) {
  const start = Math.floor(now / windowMs) * windowMs;
  return { start, previousWeight: (windowMs - (now - start)) / windowMs };
}

/** The row's counts as of the window starting at `start` (an older row has rolled over). */
function countsAt(row: Counts | undefined, windowMs: number, start: number) {
  const rowStart = row?.windowStart.getTime() ?? Number.NEGATIVE_INFINITY;
  if (row && rowStart >= start) return { current: row.count, previous: row.previousCount };
  if (row && rowStart === start - windowMs) return { current: 0, previous: row.count };
  return { current: 0, previous: 0 };
}

/** Attempts in the sliding window ending now, as estimated from the two fixed windows. */
function estimate(counts: { current: number; previous: number }, previousWeight: number) {
  return counts.current + Math.ceil(counts.previous * previousWeight);
}

/**
 * Seconds until a caller with these counts is let through again: later in this window, once
 * enough of the previous one has slid out, else in the next, once enough of this one has.
 */
function secondsUntilAllowed(
  counts: { current: number; previous: number },
  limit: number,
  windowMs: number,
  start: number,
  now: number,
): number {
  const room = limit - 1 - counts.current;
  let allowedAt = Number.POSITIVE_INFINITY;
  if (room >= 0 && counts.previous > room) {
    allowedAt = start + windowMs * (1 - room / counts.previous);
  }
  if (allowedAt >= start + windowMs) {
    // Next window, this one's count weighs in: enough of it must have slid out.
    const outgoing = counts.current > limit - 1 ? 1 - (limit - 1) / counts.current : 0;
    allowedAt = start + windowMs * (1 + outgoing);
  }
  return Math.max(1, Math.ceil((allowedAt - now) / 1000));
}

/**
 * Callers' keys are stored as a keyed hash: the table never holds an address or an account id,
 * and a stolen copy cannot be matched against guessed addresses without the server's secret.
 */
function hashedKey(secret: string, key: string): string {
  return createHmac("sha256", secret).update(key).digest("base64url").slice(0, 22);
}

/**
 * The upsert, with or without a limit, prepared once per database: planned once per connection
 * (a named statement on PostgreSQL), it costs about half of one built and parsed per call.
 */
function prepareHit(db: Database, limited: boolean) {
  const c = rateLimitCounters;
  const at = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;
  // The row rolled over to this window (SET reads the old row's values).
  const isCurrent = sql`${c.windowStart} >= ${at("windowStart")}`;
  const current = sql`CASE WHEN ${isCurrent} THEN ${c.count} ELSE 0 END`;
  const previous = sql`CASE WHEN ${isCurrent} THEN ${c.previousCount} WHEN ${c.windowStart} = ${at("previousStart")} THEN ${c.count} ELSE 0 END`;
  return db
    .insert(c)
    .values({
      bucket: sql.placeholder("bucket"),
      key: sql.placeholder("key"),
      windowStart: at("windowStart"),
      count: 1,
      previousCount: 0,
      expiresAt: at("expiresAt"),
    })
    .onConflictDoUpdate({
      target: [c.bucket, c.key],
      set: {
        count: sql`${current} + 1`,
        previousCount: previous,
        windowStart: sql`greatest(${c.windowStart}, ${at("windowStart")})`,
        expiresAt: sql`greatest(${c.expiresAt}, ${at("expiresAt")})`,
      },
      setWhere: limited
        ? sql`${current} + ceil(${previous} * ${sql.placeholder("previousWeight")}::float8) < ${sql.placeholder("limit")}::integer`
        : undefined,
    })
    .returning({ count: c.count, previousCount: c.previousCount })
    .prepare(limited ? "rate_limit_hit" : "rate_limit_count");
}

const preparedHits = new WeakMap<
  Database,
  Record<"limited" | "unlimited", ReturnType<typeof prepareHit>>
>();

/**
 * Counts one attempt by `key` unless `limit` is reached (no limit: always), in one upsert.
 * Answers whether it was counted and the estimated count in the sliding window, this one
 * included when counted.
 */
async function hit(
  { db, secret }: SharedLimitStore,
  { bucket, windowMs }: SharedCounterOptions,
  key: string,
  limit: number | null,
  now: number,
): Promise<{ counted: true; count: number } | { counted: false; counts: Counts | undefined }> {
  let prepared = preparedHits.get(db);
  if (!prepared) {
    prepared = { limited: prepareHit(db, true), unlimited: prepareHit(db, false) };
    preparedHits.set(db, prepared);
  }
  const { start, previousWeight } = windowAt(windowMs, now);
  const hashed = hashedKey(secret, key);
  const [row] = await prepared[limit === null ? "unlimited" : "limited"].execute({
    bucket,
    key: hashed,
    windowStart: new Date(start).toISOString(),
    previousStart: new Date(start - windowMs).toISOString(),
    expiresAt: new Date(start + 2 * windowMs).toISOString(),
    previousWeight,
    limit,
  });
  if (row) {
    return {
      counted: true,
      count: estimate({ current: row.count, previous: row.previousCount }, previousWeight),
    };
  }
  return { counted: false, counts: await countsOf({ db, secret }, bucket, hashed) };
}

async function countsOf(
  { db }: SharedLimitStore,
  bucket: string,
  hashed: string,
): Promise<Counts | undefined> {
  const [row] = await db
    .select({
      windowStart: rateLimitCounters.windowStart,
      count: rateLimitCounters.count,
      previousCount: rateLimitCounters.previousCount,
    })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.bucket, bucket), eq(rateLimitCounters.key, hashed)));
  return row;
}

/**
 * A limiter shared by every instance on the database: at most about `limit` attempts per key
 * in any `windowMs` (the sliding window is estimated, above), refused ones not counted.
 */
export function createSharedRateLimiter(
  store: SharedLimitStore,
  options: SharedCounterOptions & { limit: number },
): RateLimiter {
  const { limit, windowMs } = options;
  return {
    async consume(key, now = Date.now()): Promise<RateLimitDecision> {
      const result = await hit(store, options, key, limit, now);
      if (result.counted) return { allowed: true };
      const { start } = windowAt(windowMs, now);
      const counts = countsAt(result.counts, windowMs, start);
      return {
        allowed: false,
        retryAfterSeconds: secondsUntilAllowed(counts, limit, windowMs, start, now),
      };
    },
  };
}

/** Events per key in a sliding window, shared by every instance, refusing nothing. */
export function createSharedWindowCounter(
  store: SharedLimitStore,
  options: SharedCounterOptions,
): WindowCounter {
  return {
    async add(key, now = Date.now()) {
      const result = await hit(store, options, key, null, now);
      // Without a limit every event is counted.
      return result.counted ? result.count : 0;
    },
    async count(key, now = Date.now()) {
      const { start, previousWeight } = windowAt(options.windowMs, now);
      const row = await countsOf(store, options.bucket, hashedKey(store.secret, key));
      return estimate(countsAt(row, options.windowMs, start), previousWeight);
    },
  };
}

/** Forgets the counts whose windows have both passed. */
export async function deleteExpiredRateLimitCounters(
  db: Database,
  now = new Date(),
): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
}

/**
 * Deletes expired counts every five minutes (and once at start): each caller seen leaves a
 * row until its windows have passed, so the table follows the number of recent callers.
 */
export function startRateLimitCounterSweep(db: Database, log: Logger, intervalMs = 5 * 60_000) {
  return startPeriodicJob(
    () =>
      deleteExpiredRateLimitCounters(db).catch((err) =>
        log.error({ err }, "Rate limits: deleting expired counts failed"),
      ),
    intervalMs,
  );
}
