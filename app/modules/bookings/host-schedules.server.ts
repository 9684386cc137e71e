import { and, asc, eq, gte, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { MeetingPlaceKind } from "#app/db/enums.ts";
import { bookingDateOverrides, bookingHosts, bookings, users } from "#app/db/schema.ts";
import { DAY_MS, MINUTE_MS } from "#app/lib/wall-clock.ts";
import type { ExistingMeeting, HostAvailability, Interval } from "./availability.ts";

// What the scheduler core (offered-times.ts) needs of each host, read from the database: their
// availability, the meetings they have, and the busy times of their own calendar.

export type BookingHost = {
  id: string;
  slug: string;
  /** Their name, or their e-mail when they have none. */
  name: string;
  email: string;
  /** They take demos and their console account is active. */
  takingDemos: boolean;
  timeZone: string;
  meetingMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  place: { kind: MeetingPlaceKind; details: string };
};

export type HostSchedule = {
  host: BookingHost;
  availability: HostAvailability;
  /** Their meetings from two days ago on (today's count toward the most per day). */
  meetings: ExistingMeeting[];
  busy: Interval[];
  /** Their live bookings from now on: with several free hosts, the fewest takes a meeting. */
  upcomingMeetings: number;
};

/** Which hosts: one by their page's slug or their user id, or every one taking demos. */
export type WhichHosts = { slug: string } | { id: string } | "all";

/** The earliest a meeting that still matters can start: the host's "today" began after it. */
const LOOK_BACK_MS = 2 * DAY_MS;

/**
 * The schedules of the hosts asked for, by user id. `lock`: inside a transaction, the hosts'
 * rows are locked (in id order) until it ends, so bookings with one host take turns and the
 * rules no constraint states (the most per day) hold. `ignoreBookingId`: a booking being moved
 * leaves its own time free.
 */
export async function readHostSchedules(
  db: Database,
  which: WhichHosts,
  { now, lock = false, ignoreBookingId }: { now: number; lock?: boolean; ignoreBookingId?: string },
): Promise<HostSchedule[]> {
  const takingDemos = sql<boolean>`(${bookingHosts.takesDemos} AND ${users.status} = 'active')`;
  const chosen: SQL =
    which === "all"
      ? takingDemos
      : "slug" in which
        ? eq(bookingHosts.slug, which.slug)
        : eq(bookingHosts.userId, which.id);
  const query = db
    .select({
      id: bookingHosts.userId,
      slug: bookingHosts.slug,
      name: sql<string>`coalesce(nullif(${users.name}, ''), ${users.email})`,
      email: users.email,
      takingDemos,
      timeZone: bookingHosts.timeZone,
      weeklyHours: bookingHosts.weeklyHours,
      meetingMinutes: bookingHosts.meetingMinutes,
      bufferBeforeMinutes: bookingHosts.bufferBeforeMinutes,
      bufferAfterMinutes: bookingHosts.bufferAfterMinutes,
      minimumNoticeMinutes: bookingHosts.minimumNoticeMinutes,
      daysAhead: bookingHosts.daysAhead,
      mostPerDay: bookingHosts.mostPerDay,
      placeKind: bookingHosts.placeKind,
      placeDetails: bookingHosts.placeDetails,
      calendarBusy: bookingHosts.calendarBusy,
    })
    .from(bookingHosts)
    .innerJoin(users, eq(users.id, bookingHosts.userId))
    .where(chosen)
    .orderBy(asc(bookingHosts.userId))
    .$dynamic();
  const hosts = await (lock ? query.for("update", { of: bookingHosts }) : query);
  if (hosts.length === 0) return [];

  const ids = hosts.map((host) => host.id);
  const since = now - LOOK_BACK_MS;
  const [meetingRows, overrideRows] = await Promise.all([
    db
      .select({
        hostId: bookings.hostId,
        status: bookings.status,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
        heldFrom: bookings.heldFrom,
        heldUntil: bookings.heldUntil,
      })
      .from(bookings)
      .where(
        and(
          inArray(bookings.hostId, ids),
          ne(bookings.status, "cancelled"),
          gte(bookings.startsAt, new Date(since)),
          ignoreBookingId ? ne(bookings.id, ignoreBookingId) : undefined,
        ),
      ),
    db
      .select()
      .from(bookingDateOverrides)
      .where(
        and(
          inArray(bookingDateOverrides.hostId, ids),
          gte(bookingDateOverrides.date, new Date(since).toISOString().slice(0, 10)),
        ),
      ),
  ]);

  return hosts.map((row) => {
    const own = meetingRows.filter((meeting) => meeting.hostId === row.id);
    return {
      host: {
        id: row.id,
        slug: row.slug,
        name: row.name,
        email: row.email,
        takingDemos: row.takingDemos,
        timeZone: row.timeZone,
        meetingMinutes: row.meetingMinutes,
        bufferBeforeMinutes: row.bufferBeforeMinutes,
        bufferAfterMinutes: row.bufferAfterMinutes,
        place: { kind: row.placeKind as MeetingPlaceKind, details: row.placeDetails },
      },
      availability: {
        timeZone: row.timeZone,
        weeklyHours: row.weeklyHours,
        dateOverrides: overrideRows
          .filter((override) => override.hostId === row.id)
          .map((override) => ({ date: override.date, ranges: override.ranges })),
        meetingMinutes: row.meetingMinutes,
        bufferBeforeMinutes: row.bufferBeforeMinutes,
        bufferAfterMinutes: row.bufferAfterMinutes,
        minimumNoticeMinutes: row.minimumNoticeMinutes,
        daysAhead: row.daysAhead,
        mostPerDay: row.mostPerDay ?? undefined,
      },
      // Each keeps the buffers it was booked with: the time it holds around the meeting.
      meetings: own.map((meeting) => ({
        start: meeting.startsAt.getTime(),
        end: meeting.endsAt.getTime(),
        bufferBeforeMinutes: (meeting.startsAt.getTime() - meeting.heldFrom.getTime()) / MINUTE_MS,
        bufferAfterMinutes: (meeting.heldUntil.getTime() - meeting.endsAt.getTime()) / MINUTE_MS,
      })),
      busy: row.calendarBusy,
      upcomingMeetings: own.filter(
        (meeting) => meeting.status === "booked" && meeting.startsAt.getTime() >= now,
      ).length,
    };
  });
}
