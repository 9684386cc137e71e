import { BOOKING_STATUSES, type BookingStatus } from "#app/db/enums.ts";
import { withoutControlCharacters } from "#app/lib/control-characters.ts";
import { z } from "#app/lib/zod.ts";

// The Bookings screen's filters, kept in its URL like the Leads list's (lead-filters.ts): the
// server parses them for the loader, the screen writes them; a bad value falls back to its
// default, never an error.

export const BOOKINGS_LIST_PATH = "/admin/bookings";
export const BOOKING_PAGE_SIZE = 25;
export const MAX_BOOKING_SEARCH_LENGTH = 200;

/** Upcoming: from now on, soonest first; past: before now, latest first. */
export const BOOKING_WHEN = ["upcoming", "past"] as const;
export type BookingWhen = (typeof BOOKING_WHEN)[number];

export type BookingStatusFilter = BookingStatus | "any";
/** Anyone's (those who manage bookings), their own, or one host's by user id. */
export type BookingHostFilter = "anyone" | "me" | (string & {});

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  booked: "Booked",
  cancelled: "Cancelled",
  done: "Done",
  no_show: "No-show",
};

export type BookingFilters = {
  when: BookingWhen;
  status: BookingStatusFilter;
  host: BookingHostFilter;
  q: string;
  page: number;
};

export const DEFAULT_BOOKING_FILTERS: BookingFilters = {
  when: "upcoming",
  status: "any",
  host: "anyone",
  q: "",
  page: 1,
};

const bookingFiltersSchema = z.object({
  when: z.enum(BOOKING_WHEN).catch("upcoming"),
  status: z.enum(["any", ...BOOKING_STATUSES]).catch("any"),
  host: z.string().trim().min(1).max(100).catch("anyone"),
  q: z
    .string()
    .transform((value) => value.trim().slice(0, MAX_BOOKING_SEARCH_LENGTH))
    .catch(""),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

/** Reads the filters from a URL's search params; never throws. */
export function parseBookingFilters(params: URLSearchParams): BookingFilters {
  const raw: Record<string, string> = {};
  for (const key of ["when", "status", "host", "q", "page"]) {
    // Matched against stored text, which holds no control character.
    const value = withoutControlCharacters(params.get(key) ?? "");
    if (value !== "") raw[key] = value;
  }
  return bookingFiltersSchema.parse(raw);
}

/** `?…` for a set of filters, defaults left out, or "" for the defaults. */
export function bookingFiltersSearch(filters: Partial<BookingFilters>): string {
  const params = new URLSearchParams();
  for (const key of ["when", "status", "host", "q"] as const) {
    const value = filters[key]?.trim();
    if (value && value !== DEFAULT_BOOKING_FILTERS[key]) params.set(key, value);
  }
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * Where "Back to Bookings" goes: the list with the filters it came from (`?back=`), only ever
 * the list itself (never an open redirect), else the plain list.
 */
export function safeBookingsBackPath(value: string | null | undefined): string {
  if (!value?.startsWith(`${BOOKINGS_LIST_PATH}?`)) return BOOKINGS_LIST_PATH;
  const search = new URLSearchParams(value.slice(BOOKINGS_LIST_PATH.length + 1));
  return `${BOOKINGS_LIST_PATH}${bookingFiltersSearch(parseBookingFilters(search))}`;
}
