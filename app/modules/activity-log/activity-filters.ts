import { isCalendarDate } from "#app/lib/console-dates.ts";
import { withoutControlCharacters } from "#app/lib/control-characters.ts";
import { z } from "#app/lib/zod.ts";
import { ACTIVITY_KINDS, type ActivityKind } from "./activity-description.ts";

// The Activity screen's filters (docs/product.md#activity-log), kept in the URL like the Leads list's
// (app/modules/leads/lead-filters.ts): a bad value falls back to its default.

/** The person filter's value for entries with no person: the system, or one since deleted. */
export const NO_PERSON = "none";

export type ActivityFilters = {
  /** A user's id, NO_PERSON, or undefined for everyone. */
  person?: string;
  kind?: ActivityKind;
  /** First day (yyyy-MM-dd, the site's time zone), inclusive. */
  from?: string;
  /** Last day (yyyy-MM-dd, the site's time zone), inclusive. */
  to?: string;
  page: number;
};

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const calendarDate = optional(z.string().refine(isCalendarDate));

const activityFiltersSchema = z.object({
  person: optional(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)),
  kind: optional(z.enum(Object.keys(ACTIVITY_KINDS) as [ActivityKind, ...ActivityKind[]])),
  from: calendarDate,
  to: calendarDate,
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

const KEYS = ["person", "kind", "from", "to", "page"] as const;

/** Reads the filters from a URL's search params; never throws. */
export function parseActivityFilters(params: URLSearchParams): ActivityFilters {
  const raw: Record<string, string> = {};
  for (const key of KEYS) {
    const value = withoutControlCharacters(params.get(key) ?? "");
    if (value !== "") raw[key] = value;
  }
  const parsed = activityFiltersSchema.parse(raw);
  const filters: ActivityFilters = { page: parsed.page };
  if (parsed.person) filters.person = parsed.person;
  if (parsed.kind) filters.kind = parsed.kind;
  // Days the wrong way round are put the right way round rather than matching nothing.
  const [from, to] =
    parsed.from && parsed.to && parsed.from > parsed.to
      ? [parsed.to, parsed.from]
      : [parsed.from, parsed.to];
  if (from) filters.from = from;
  if (to) filters.to = to;
  return filters;
}

/** `?…` for a set of filters (defaults left out), or "" for the plain list. */
export function activityFiltersSearch(filters: ActivityFilters): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value !== undefined && !(key === "page" && value === 1)) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}
