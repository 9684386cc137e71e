import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { BookingStatus, Locale, MeetingPlaceKind } from "#app/db/enums.ts";
import { bookingHosts, bookings, leads, users } from "#app/db/schema.ts";
import { bookingRefusal } from "./booking-refusals.ts";
import { isBookingToken, tokenHash } from "./booking-tokens.server.ts";

// The booking a reschedule or cancel link opens, as its page shows it, and the checks every
// change by link passes: the link is one of ours, the meeting is still booked and not begun.

export type LinkPurpose = "reschedule" | "cancel";

export type LinkedBooking = {
  id: string;
  status: BookingStatus;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  locale: Locale;
  uid: string;
  sequence: number;
  notes: string | null;
  cancelReason: string | null;
  lead: { id: string; name: string; email: string; whatsappNumber: string | null };
  /** Null once the host's account is deleted. */
  host: {
    id: string;
    name: string;
    email: string;
    timeZone: string;
    place: { kind: MeetingPlaceKind; details: string };
  } | null;
};

const columns = {
  id: bookings.id,
  status: bookings.status,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  timeZone: bookings.timeZone,
  locale: bookings.locale,
  uid: bookings.uid,
  sequence: bookings.sequence,
  notes: bookings.notes,
  cancelReason: bookings.cancelReason,
  leadId: leads.id,
  leadName: leads.name,
  leadEmail: leads.email,
  leadWhatsapp: leads.whatsappNumber,
  hostId: bookingHosts.userId,
  hostName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
  hostEmail: users.email,
  hostTimeZone: bookingHosts.timeZone,
  placeKind: bookingHosts.placeKind,
  placeDetails: bookingHosts.placeDetails,
};

/**
 * The booking `token` opens for `purpose`, whatever its state (the page tells a cancelled or
 * past one). `lock`: in a transaction, its row stays locked until the change is written.
 */
export async function readBookingOfLink(
  db: Database,
  token: unknown,
  purpose: LinkPurpose,
  { lock = false }: { lock?: boolean } = {},
): Promise<LinkedBooking> {
  if (!isBookingToken(token)) throw bookingRefusal("link_unknown");
  const column = purpose === "reschedule" ? bookings.rescheduleTokenHash : bookings.cancelTokenHash;
  const booking = await readBookingWhere(db, eq(column, tokenHash(token)), lock);
  if (!booking) throw bookingRefusal("link_unknown");
  return booking;
}

/** The booking `id`, as a link's page shows it (the console's meeting page); null if none. */
export function readBookingById(
  db: Database,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<LinkedBooking | null> {
  return readBookingWhere(db, eq(bookings.id, id), lock);
}

async function readBookingWhere(
  db: Database,
  where: SQL,
  lock: boolean,
): Promise<LinkedBooking | null> {
  const query = db
    .select(columns)
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .leftJoin(bookingHosts, eq(bookingHosts.userId, bookings.hostId))
    .leftJoin(users, eq(users.id, bookingHosts.userId))
    .where(where)
    .$dynamic();
  const [row] = await (lock ? query.for("update", { of: bookings }) : query);
  if (!row) return null;
  return {
    id: row.id,
    status: row.status as BookingStatus,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    timeZone: row.timeZone,
    locale: row.locale,
    uid: row.uid,
    sequence: row.sequence,
    notes: row.notes,
    cancelReason: row.cancelReason,
    lead: {
      id: row.leadId,
      name: row.leadName,
      email: row.leadEmail,
      whatsappNumber: row.leadWhatsapp,
    },
    host: row.hostId
      ? {
          id: row.hostId,
          name: row.hostName ?? "",
          email: row.hostEmail ?? "",
          timeZone: row.hostTimeZone ?? "UTC",
          place: {
            kind: (row.placeKind ?? "phone") as MeetingPlaceKind,
            details: row.placeDetails ?? "",
          },
        }
      : null,
  };
}

/** Refuses a change by link to a booking cancelled, done, or whose meeting has begun. */
export function assertChangeable(booking: LinkedBooking, now: number): void {
  if (booking.status === "cancelled") throw bookingRefusal("booking_cancelled");
  if (booking.status !== "booked" || booking.startsAt.getTime() <= now) {
    throw bookingRefusal("link_expired");
  }
}
