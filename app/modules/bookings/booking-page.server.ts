import type { Database } from "#app/db/client.server.ts";
import { isTimeZone } from "#app/lib/wall-clock.ts";
import { z } from "#app/lib/zod.ts";
import type { FieldMeta } from "#app/modules/entities/entity-field.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { LOCALES, type Locale } from "#app/modules/i18n/locales.ts";
import { bookingDetailsDefinitions } from "./booking-details-definition.server.ts";
import {
  type BookingPageView,
  bookingPageOf,
  type ZoneChoices,
  zoneAsked,
  zoneChoices,
} from "./booking-page.ts";
import { bookingRefusal } from "./booking-refusals.ts";
import { readOfferedTimes } from "./offered-times.server.ts";

// The booking page's data (/book, /book/{host}, and the new time of a reschedule link): the
// offered times through the scheduler, the visitor's zone and day from the address, the
// details form's fields from their one definition (ADR 0041).

export type BookingPageQuery = {
  locale: Locale;
  /** The `tz` and `day` of the address, as sent. */
  zone: string | null;
  day: string | null;
  /** The zone shown when the address names none: the site's, or a booking's own. */
  fallbackZone: string;
  now: number;
};

export type BookingPageData = BookingPageView & {
  /** The host of their own page, or the booking's; none on the team's page. */
  host: { name: string; slug: string } | null;
  /** Someone takes demos (the host of the page, or anyone): times can be offered. */
  takingDemos: boolean;
  zones: ZoneChoices;
};

/**
 * The page of `which` host (by slug), or of the team's hosts. Refused (host_not_found) when no
 * host has that slug; a host who stopped taking demos gets a page that says so.
 */
export async function readBookingPage(
  db: Database,
  which: { slug: string } | { id: string; ignoreBookingId: string } | "team",
  query: BookingPageQuery,
): Promise<BookingPageData> {
  const offer = await readOfferedTimes(db, {
    host: which === "team" ? undefined : "slug" in which ? { slug: which.slug } : { id: which.id },
    ignoreBookingId:
      which !== "team" && "ignoreBookingId" in which ? which.ignoreBookingId : undefined,
    now: query.now,
  });
  const [host] = offer.hosts;
  if (which !== "team" && !host) throw bookingRefusal("host_not_found");
  const { zone, refused } = zoneAsked(query.zone, query.fallbackZone);
  const view = bookingPageOf(
    offer.times.map((time) => time.start),
    { locale: query.locale, zone, day: query.day, now: query.now },
  );
  return {
    ...view,
    zoneRefused: refused,
    host: which !== "team" && host ? { name: host.name, slug: host.slug } : null,
    takingDemos: offer.hosts.some((each) => each.takingDemos),
    zones: zoneChoices(query.locale, zone, query.now),
  };
}

/** A details field as the page draws it: its name and what its definition says of it. */
export type BookingFormField = Pick<
  FieldMeta,
  "label" | "description" | "placeholder" | "control" | "limit" | "required" | "format" | "options"
> & { name: string };

/** The details form's fields in `locale`, in their definition's order. */
export function bookingFormFields(locale: Locale): BookingFormField[] {
  return Object.entries(bookingDetailsDefinitions[locale].meta).map(([name, meta]) => ({
    name,
    label: meta.label,
    description: meta.description,
    placeholder: meta.placeholder,
    control: meta.control,
    limit: meta.limit,
    required: meta.required,
    format: meta.format,
    options: meta.options,
  }));
}

/** The instant a time's radio button posts: milliseconds since 1970, as digits. */
const START = /^\d{1,16}$/;

function bookingFormSchemaOf(locale: Locale) {
  const t = translator(locale);
  return bookingDetailsDefinitions[locale].fields.extend({
    start: z
      .string(t("booking.chooseTime"))
      .regex(START, t("booking.chooseTime"))
      .transform(Number),
    timeZone: z
      .string(t("booking.refusals.unknown_zone"))
      .refine(isTimeZone, t("booking.refusals.unknown_zone")),
  });
}

/** The booking form's schema in each language: the details, the time chosen and the zone. */
export const bookingFormSchemas = Object.fromEntries(
  LOCALES.map((locale) => [locale, bookingFormSchemaOf(locale)]),
) as Record<Locale, ReturnType<typeof bookingFormSchemaOf>>;

export type BookingForm = z.output<(typeof bookingFormSchemas)["en"]>;
export type BookingFormFieldName = keyof BookingForm & string;
