import { and, asc, eq, gte, ne, or } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { BookingStatus, MeetingPlaceKind } from "#app/db/enums.ts";
import { bookingHosts, bookings, leads } from "#app/db/schema.ts";
import { DAY_MS } from "#app/lib/wall-clock.ts";
import { getSiteTitle } from "#app/modules/site-config/site-config.server.ts";
import type { CalendarFeed, FeedMeeting } from "./calendar-feed.ts";
import type { MeetingPlace } from "./meeting-invite.ts";

// What a host's private calendar feed lists, read from the database: their meetings from 30
// days ago on, and those cancelled in the last 30 days (as cancelled, so subscribers drop them).

/** How far back the feed reaches, and how long a cancellation stays in it. */
export const FEED_PAST_DAYS = 30;
/** A bound on the feed's size: a host's meetings over the next two years fit in it. */
const MOST_FEED_MEETINGS = 2_000;

/** The place a meeting is at: the host's own, or the lead's number when the host calls them. */
function placeOf(
  kind: MeetingPlaceKind,
  details: string,
  leadWhatsapp: string | null,
): MeetingPlace | undefined {
  if (kind === "video") return details ? { kind, url: details } : undefined;
  if (kind === "address") return details ? { kind, address: details } : undefined;
  const number = details || leadWhatsapp;
  return number ? { kind, number } : undefined;
}

/** The feed of host `hostId` as of `now`, meetings by start. */
export async function readCalendarFeed(
  db: Database,
  hostId: string,
  now: number,
): Promise<CalendarFeed> {
  const since = new Date(now - FEED_PAST_DAYS * DAY_MS);
  const [rows, siteTitle] = await Promise.all([
    db
      .select({
        uid: bookings.uid,
        sequence: bookings.sequence,
        status: bookings.status,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
        updatedAt: bookings.updatedAt,
        notes: bookings.notes,
        cancelReason: bookings.cancelReason,
        leadName: leads.name,
        leadEmail: leads.email,
        leadWhatsapp: leads.whatsappNumber,
        placeKind: bookingHosts.placeKind,
        placeDetails: bookingHosts.placeDetails,
      })
      .from(bookings)
      .innerJoin(leads, eq(leads.id, bookings.leadId))
      .innerJoin(bookingHosts, eq(bookingHosts.userId, bookings.hostId))
      .where(
        and(
          eq(bookings.hostId, hostId),
          gte(bookings.startsAt, since),
          or(ne(bookings.status, "cancelled"), gte(bookings.cancelledAt, since)),
        ),
      )
      .orderBy(asc(bookings.startsAt), asc(bookings.id))
      .limit(MOST_FEED_MEETINGS),
    getSiteTitle(db),
  ]);
  const meetings = rows.map(
    (row): FeedMeeting => ({
      uid: row.uid,
      sequence: row.sequence,
      status: row.status as BookingStatus,
      start: row.startsAt.getTime(),
      end: row.endsAt.getTime(),
      changedAt: row.updatedAt.getTime(),
      lead: { name: row.leadName, email: row.leadEmail, whatsappNumber: row.leadWhatsapp },
      place: placeOf(row.placeKind as MeetingPlaceKind, row.placeDetails, row.leadWhatsapp),
      notes: row.notes,
      cancelReason: row.cancelReason,
    }),
  );
  return { name: siteTitle ? `${siteTitle} demos` : "Demos", meetings };
}
