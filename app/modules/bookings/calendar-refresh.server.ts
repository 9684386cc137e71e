import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { bookingHosts, users } from "#app/db/schema.ts";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { DAY_MS } from "#app/lib/wall-clock.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import {
  type OutboundRequest,
  OutboundRequestError,
} from "#app/modules/security/outbound-request.server.ts";
import type { RateLimiter } from "#app/modules/security/rate-limiter.ts";
import { busyTimesFromCalendar, MOST_FEED_CHARACTERS } from "./busy-times-from-calendar.server.ts";

// The busy times of the calendar a host pasted (their own, Google's or Outlook's secret iCal
// address), read through the outbound request guard (docs/decisions/0039-outbound-request-guard.md)
// and stored in their row, where the offer reads them (host-schedules.server.ts). A read that
// fails keeps the busy times last read: `calendar_read_at` says when that was. The booking
// page never waits on a calendar: it reads the row
// (docs/decisions/0044-calendar-feeds-and-busy-calendars.md).

/** How often each host's calendar is read again (the feed asks its subscribers the same). */
export const CALENDAR_REFRESH_MS = 15 * 60_000;
/** The claims of hosts' reads: one per host a window, whichever instance takes it first. */
export const CALENDAR_READ_CLAIMS = {
  bucket: "calendar_refresh",
  limit: 1,
  windowMs: CALENDAR_REFRESH_MS,
};
/** The whole read of one address, redirects included: a slow server is given up on. */
export const CALENDAR_READ_TIMEOUT_MS = 15_000;
/** A moved calendar is followed this many times, each address checked by the guard afresh. */
const MOST_REDIRECTS = 3;

export type CalendarRefreshFailure =
  | "refused_address"
  | "too_slow"
  | "too_large"
  | "unreachable"
  | "not_found"
  | "unreadable";

export type CalendarRefresh =
  | { outcome: "read"; busyTimes: number; complete: boolean }
  /** No address (any busy times kept from an earlier one are cleared), or no such host. */
  | { outcome: "no_calendar" }
  /** The busy times last read are kept; `message` is for the host, never holds the address. */
  | { outcome: "failed"; reason: CalendarRefreshFailure; message: string };

const FAILURE_MESSAGES: Record<CalendarRefreshFailure, string> = {
  refused_address:
    "This calendar's address is not on the public internet. Paste the secret iCal address your calendar gives for sharing.",
  too_slow: "The calendar did not answer in time. It will be read again in 15 minutes.",
  too_large: "This calendar is over 5 MB. Share a calendar with fewer events.",
  unreachable: "The calendar could not be reached. It will be read again in 15 minutes.",
  not_found:
    "The calendar's address gave no calendar. Check that it is the secret iCal address, whole.",
  unreadable: "This calendar could not be read as iCalendar (.ics).",
};

class CalendarReadError extends Error {
  readonly reason: CalendarRefreshFailure;
  constructor(reason: CalendarRefreshFailure) {
    super(reason);
    this.reason = reason;
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The calendar's text at `address`, following a few redirects, each through the guard. */
async function readCalendarText(
  outbound: OutboundRequest,
  address: string,
  readTimeoutMs: number,
): Promise<string> {
  const deadline = Date.now() + readTimeoutMs;
  let url = address;
  for (let hop = 0; hop <= MOST_REDIRECTS; hop++) {
    const timeoutMs = deadline - Date.now();
    if (timeoutMs <= 0) throw new CalendarReadError("too_slow");
    const response = await outbound(url, {
      headers: { Accept: "text/calendar, */*;q=0.5" },
      timeoutMs,
      // Bytes: never fewer than the characters they decode to.
      maxResponseBytes: MOST_FEED_CHARACTERS,
    });
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(response.status) && location && URL.canParse(location, url)) {
      url = new URL(location, url).href;
      continue;
    }
    if (response.status !== 200) throw new CalendarReadError("not_found");
    // UTF-8, iCalendar's charset; TextDecoder drops the byte-order mark some servers send,
    // which the parser would take for part of the first line.
    return new TextDecoder().decode(response.body);
  }
  throw new CalendarReadError("not_found");
}

/** Why a read failed, as the host is told it. */
function failureOf(error: unknown): CalendarRefreshFailure | null {
  if (error instanceof CalendarReadError) return error.reason;
  if (error instanceof OutboundRequestError) {
    if (error.reason === "time-limit") return "too_slow";
    if (error.reason === "size-limit") return "too_large";
    return "refused_address";
  }
  const rule = ruleErrorOf(error);
  if (rule) return rule.reason === "calendar_too_large" ? "too_large" : "unreadable";
  // A network failure: the name unknown, the connection refused or reset.
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? "unreachable" : null;
}

/**
 * Reads host `hostId`'s calendar now and stores its busy times from now to the end of the
 * days they can be booked (the "refresh now" of their availability, and each pass of the
 * background refresh). A failure is logged with the calendar's host name only (the path and
 * query of a secret address are its secret) and keeps the busy times read before.
 */
export async function refreshHostCalendar(
  db: Database,
  outbound: OutboundRequest,
  log: Logger,
  hostId: string,
  {
    now = Date.now(),
    readTimeoutMs = CALENDAR_READ_TIMEOUT_MS,
  }: { now?: number; readTimeoutMs?: number } = {},
): Promise<CalendarRefresh> {
  const [host] = await db
    .select({
      calendarUrl: bookingHosts.calendarUrl,
      timeZone: bookingHosts.timeZone,
      daysAhead: bookingHosts.daysAhead,
    })
    .from(bookingHosts)
    .where(eq(bookingHosts.userId, hostId));
  if (!host) return { outcome: "no_calendar" };
  const address = host.calendarUrl;
  if (!address) {
    // The address was taken away: so are the busy times read from it.
    await db
      .update(bookingHosts)
      .set({ calendarBusy: [], calendarReadAt: null })
      .where(and(eq(bookingHosts.userId, hostId), sql`${bookingHosts.calendarUrl} IS NULL`));
    return { outcome: "no_calendar" };
  }
  try {
    const text = await readCalendarText(outbound, address, readTimeoutMs);
    const { busy, complete } = busyTimesFromCalendar(text, {
      from: now,
      // The last day a visitor may book ends before this, in any zone.
      to: now + (host.daysAhead + 2) * DAY_MS,
      timeZone: host.timeZone,
    });
    // Only under the address read: one saved meanwhile is the next read's.
    await db
      .update(bookingHosts)
      .set({ calendarBusy: busy, calendarReadAt: new Date(now) })
      .where(and(eq(bookingHosts.userId, hostId), eq(bookingHosts.calendarUrl, address)));
    return { outcome: "read", busyTimes: busy.length, complete };
  } catch (error) {
    const reason = failureOf(error);
    if (!reason) throw error;
    log.warn(
      {
        event: "bookings.calendar_refresh_failed",
        hostId,
        calendarHost: URL.canParse(address) ? new URL(address).hostname : "",
        reason,
      },
      "A host's calendar could not be read; its busy times last read are kept",
    );
    // The parser's own words help the host who pasted (the reason is kept out of the log).
    const message = ruleErrorOf(error)?.message ?? FAILURE_MESSAGES[reason];
    return { outcome: "failed", reason, message };
  }
}

/**
 * One pass of the background refresh: every host taking demos who pasted a calendar, read once
 * in this window of CALENDAR_REFRESH_MS by whichever instance claims them first. `claims`
 * allows one attempt per key and window, shared by the instances (shared-limits.server.ts);
 * the key names the window too, so the next one starts a fresh claim.
 */
export async function refreshCalendars(
  db: Database,
  outbound: OutboundRequest,
  log: Logger,
  claims: RateLimiter,
  now = Date.now(),
): Promise<{ read: number; failed: number }> {
  const hosts = await db
    .select({ id: bookingHosts.userId })
    .from(bookingHosts)
    .innerJoin(users, eq(users.id, bookingHosts.userId))
    .where(
      and(
        isNotNull(bookingHosts.calendarUrl),
        eq(bookingHosts.takesDemos, true),
        eq(users.status, "active"),
      ),
    )
    .orderBy(asc(bookingHosts.userId));
  const window = Math.floor(now / CALENDAR_REFRESH_MS);
  const counts = { read: 0, failed: 0 };
  for (const { id } of hosts) {
    if (!(await claims.consume(`${id}@${window}`, now)).allowed) continue;
    try {
      const result = await refreshHostCalendar(db, outbound, log, id, { now });
      if (result.outcome === "read") counts.read++;
      else if (result.outcome === "failed") counts.failed++;
    } catch (err) {
      // A fault with one host's calendar leaves the others' reads to go ahead.
      log.error({ err, hostId: id }, "Calendars: refreshing a host's calendar failed");
      counts.failed++;
    }
  }
  return counts;
}
