import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { BookingStatus, Locale } from "#app/db/enums.ts";
import { bookingHosts, bookings, leads, users } from "#app/db/schema.ts";
import { escapeLikePattern } from "#app/modules/leads/lead-queries.server.ts";
import { BOOKING_PAGE_SIZE, type BookingFilters } from "./booking-filters.ts";

// The Bookings screen's list: one page of meetings, upcoming (soonest first) or past (latest
// first), by host, status and a search of the lead's name, e-mail and numbers.

export type BookingListRow = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: BookingStatus;
  /** The visitor's zone and language. */
  timeZone: string;
  locale: Locale;
  lead: { id: string; name: string; email: string; whatsappNumber: string | null };
  /** Null once the host's account is deleted. */
  host: { id: string; name: string } | null;
};

export type BookingListPage = {
  rows: BookingListRow[];
  page: number;
  size: number;
  hasNext: boolean;
  total: number;
};

/**
 * The page of bookings `filters` asks for. `onlyHostId`: someone who works only their own
 * bookings sees those alone, whatever the host filter says; "me" is `viewerId`'s.
 */
export async function listBookings(
  db: Database,
  filters: BookingFilters,
  {
    viewerId,
    onlyHostId,
    now = Date.now(),
    size = BOOKING_PAGE_SIZE,
  }: { viewerId: string; onlyHostId: string | null; now?: number; size?: number },
): Promise<BookingListPage> {
  const host = onlyHostId ?? (filters.host === "me" ? viewerId : filters.host);
  const term = filters.q.trim();
  const upcoming = filters.when === "upcoming";
  const where = and(
    upcoming ? gte(bookings.startsAt, new Date(now)) : lt(bookings.startsAt, new Date(now)),
    host === "anyone" ? undefined : eq(bookings.hostId, host),
    filters.status === "any" ? undefined : eq(bookings.status, filters.status),
    term
      ? (sql`${leads.searchText} LIKE lower(${`%${escapeLikePattern(term)}%`})` as SQL)
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: bookings.id,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
        status: bookings.status,
        timeZone: bookings.timeZone,
        locale: bookings.locale,
        leadId: leads.id,
        leadName: leads.name,
        leadEmail: leads.email,
        leadWhatsapp: leads.whatsappNumber,
        hostId: bookingHosts.userId,
        hostName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
      })
      .from(bookings)
      .innerJoin(leads, eq(leads.id, bookings.leadId))
      .leftJoin(bookingHosts, eq(bookingHosts.userId, bookings.hostId))
      .leftJoin(users, eq(users.id, bookingHosts.userId))
      .where(where)
      .orderBy(upcoming ? asc(bookings.startsAt) : desc(bookings.startsAt), asc(bookings.id))
      .limit(size + 1)
      .offset((filters.page - 1) * size),
    db
      .select({ total: count() })
      .from(bookings)
      .innerJoin(leads, eq(leads.id, bookings.leadId))
      .where(where),
  ]);
  return {
    rows: rows.slice(0, size).map((row) => ({
      id: row.id,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      status: row.status as BookingStatus,
      timeZone: row.timeZone,
      locale: row.locale,
      lead: {
        id: row.leadId,
        name: row.leadName,
        email: row.leadEmail,
        whatsappNumber: row.leadWhatsapp,
      },
      host: row.hostId ? { id: row.hostId, name: row.hostName ?? "" } : null,
    })),
    page: filters.page,
    size,
    hasNext: rows.length > size,
    total: counted?.total ?? 0,
  };
}

/** The hosts the Bookings screen filters by, and reassigns to: every one, by name. */
export async function listBookingHosts(
  db: Database,
): Promise<{ id: string; name: string; takingDemos: boolean; active: boolean }[]> {
  const rows = await db
    .select({
      id: bookingHosts.userId,
      name: sql<string>`coalesce(nullif(${users.name}, ''), ${users.email})`,
      takesDemos: bookingHosts.takesDemos,
      status: users.status,
    })
    .from(bookingHosts)
    .innerJoin(users, eq(users.id, bookingHosts.userId))
    .orderBy(sql`lower(coalesce(nullif(${users.name}, ''), ${users.email}))`);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    takingDemos: row.takesDemos && row.status === "active",
    active: row.status === "active",
  }));
}
