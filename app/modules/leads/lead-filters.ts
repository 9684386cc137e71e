import { LEAD_STATUSES, LOCALES, type Locale } from "#app/db/enums.ts";
import { isCalendarDate } from "#app/lib/console-dates.ts";
import { withoutControlCharacters } from "#app/lib/control-characters.ts";
import { z } from "#app/lib/zod.ts";
import { LANGUAGE_NAMES } from "#app/modules/i18n/locales.ts";

// The Leads screen's filters (docs/product.md#data), kept in the URL so
// a filtered list can be bookmarked, shared and reached with the back button. One schema
// parses them on the server (loader, CSV export) and in the browser; a bad value falls back
// to its default instead of failing the page.

export const LEAD_STATUS_FILTERS = ["all", ...LEAD_STATUSES] as const;
export type LeadStatusFilter = (typeof LEAD_STATUS_FILTERS)[number];

export const LEAD_DATE_RANGES = ["all", "today", "yesterday", "last7days", "custom"] as const;
export type LeadDateRange = (typeof LEAD_DATE_RANGES)[number];

export const LEAD_PAGE_SIZES = [10, 25, 50] as const;
export type LeadPageSize = (typeof LEAD_PAGE_SIZES)[number];
export const DEFAULT_LEAD_PAGE_SIZE: LeadPageSize = 25;

/**
 * The Owner filter: "anyone" (the default), "me" (the admin looking), "unassigned", or an
 * admin's user id.
 */
export type LeadOwnerFilter = "anyone" | "me" | "unassigned" | (string & {});
export const LEAD_OWNER_FILTER_LABELS = {
  anyone: "Anyone",
  me: "Me",
  unassigned: "Unassigned",
} as const;
const ownerFilter = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .catch("anyone");

/** The Follow-up filter: reminders due today, or overdue (due before today began). */
export const FOLLOW_UP_FILTERS = ["today", "overdue"] as const;
export type FollowUpFilter = (typeof FOLLOW_UP_FILTERS)[number];
export const FOLLOW_UP_FILTER_LABELS: Record<FollowUpFilter | "any", string> = {
  any: "Any",
  today: "Due today",
  overdue: "Overdue",
};

/** The Language filter: any language (the default), or the one the form was sent in. */
export type LeadLanguageFilter = Locale | "any";
export const LEAD_LANGUAGE_FILTER_LABELS: Record<LeadLanguageFilter, string> = {
  any: "All Languages",
  ...LANGUAGE_NAMES,
};

/** The longest search term kept; anything longer is cut (a search box, not a document). */
export const MAX_LEAD_SEARCH_LENGTH = 200;

/** Labels of the Status and Date Range selects, in order. */
export const LEAD_STATUS_FILTER_LABELS: Record<LeadStatusFilter, string> = {
  all: "All Statuses",
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
  archived: "Archived",
};

export const LEAD_DATE_RANGE_LABELS: Record<LeadDateRange, string> = {
  all: "All Time",
  today: "Today",
  yesterday: "Yesterday",
  last7days: "Last 7 Days",
  custom: "Custom Range",
};

const calendarDate = z
  .string()
  .refine(isCalendarDate)
  .optional()
  .catch(() => undefined);

export const leadFiltersSchema = z.object({
  q: z
    .string()
    .transform((value) => value.trim().slice(0, MAX_LEAD_SEARCH_LENGTH))
    .catch(""),
  status: z.enum(LEAD_STATUS_FILTERS).catch("all"),
  range: z.enum(LEAD_DATE_RANGES).catch("all"),
  from: calendarDate,
  to: calendarDate,
  owner: ownerFilter,
  dup: z.literal("1").optional().catch(undefined),
  follow: z.enum(FOLLOW_UP_FILTERS).optional().catch(undefined),
  lang: z.enum(LOCALES).optional().catch(undefined),
  size: z.coerce
    .number()
    .refine((value): value is LeadPageSize =>
      (LEAD_PAGE_SIZES as readonly number[]).includes(value),
    )
    .catch(DEFAULT_LEAD_PAGE_SIZE),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

export type LeadFilters = {
  q: string;
  status: LeadStatusFilter;
  range: LeadDateRange;
  /** First day of a custom range (yyyy-MM-dd), inclusive; only with range "custom". */
  from?: string;
  /** Last day of a custom range (yyyy-MM-dd), inclusive; only with range "custom". */
  to?: string;
  owner: LeadOwnerFilter;
  /** Only leads marked as possible duplicates. */
  duplicates?: boolean;
  /** Only active leads with a follow-up due today, or overdue. */
  followUp?: FollowUpFilter;
  /** Only leads sent from the site in this language. */
  language?: Locale;
  size: LeadPageSize;
  page: number;
};

export const DEFAULT_LEAD_FILTERS: LeadFilters = {
  q: "",
  status: "all",
  range: "all",
  owner: "anyone",
  size: DEFAULT_LEAD_PAGE_SIZE,
  page: 1,
};

/** Reads the filters from a URL's search params; never throws. */
export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  const raw: Record<string, string> = {};
  for (const key of [
    "q",
    "status",
    "range",
    "from",
    "to",
    "owner",
    "dup",
    "follow",
    "lang",
    "size",
    "page",
  ]) {
    // A search is matched against stored text, which holds no control character (a NUL would
    // fail the query).
    const value = withoutControlCharacters(params.get(key) ?? "");
    if (value !== "") raw[key] = value;
  }
  const parsed = leadFiltersSchema.parse(raw);
  const filters: LeadFilters = {
    q: parsed.q ?? "",
    status: parsed.status,
    range: parsed.range,
    owner: parsed.owner,
    size: parsed.size as LeadPageSize,
    page: parsed.page,
  };
  if (parsed.dup) filters.duplicates = true;
  if (parsed.follow) filters.followUp = parsed.follow;
  if (parsed.lang) filters.language = parsed.lang;
  if (filters.range === "custom") {
    if (parsed.from) filters.from = parsed.from;
    if (parsed.to) filters.to = parsed.to;
  }
  return filters;
}

/**
 * The canonical search params of a set of filters: defaults are left out, so the plain list is
 * `/admin/leads` and a URL only says what differs from it.
 */
export function leadFiltersToSearchParams(filters: Partial<LeadFilters>): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q?.trim();
  if (q) params.set("q", q);
  if (filters.status && filters.status !== "all") params.set("status", filters.status);
  if (filters.range && filters.range !== "all") params.set("range", filters.range);
  if (filters.range === "custom") {
    if (filters.from) params.set("from", filters.from);
    if (filters.to) params.set("to", filters.to);
  }
  if (filters.owner && filters.owner !== "anyone") params.set("owner", filters.owner);
  if (filters.duplicates) params.set("dup", "1");
  if (filters.followUp) params.set("follow", filters.followUp);
  if (filters.language) params.set("lang", filters.language);
  if (filters.size && filters.size !== DEFAULT_LEAD_PAGE_SIZE) {
    params.set("size", String(filters.size));
  }
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/** `?…` for a set of filters, or "" for the defaults. */
export function leadFiltersSearch(filters: Partial<LeadFilters>): string {
  const params = leadFiltersToSearchParams(filters).toString();
  return params ? `?${params}` : "";
}

/** The X and Y of "Showing X to Y of Z results", and whether a previous page exists. */
export function leadPagination(page: number, size: number, shown: number) {
  const first = shown > 0 ? (page - 1) * size + 1 : 0;
  const last = shown > 0 ? first + shown - 1 : 0;
  return { first, last, hasPrevious: page > 1 };
}

/** How many pages `total` leads fill (at least one, the empty page). */
export function leadPageCount(total: number, size: number) {
  return Math.max(1, Math.ceil(total / size));
}

export const LEADS_LIST_PATH = "/admin/leads";

/**
 * Where "Back to Leads" goes: the list with the filters it came from (`?back=`), only ever
 * the list itself (never an open redirect), else the plain list.
 */
export function safeLeadsBackPath(value: string | null | undefined): string {
  if (!value) return LEADS_LIST_PATH;
  if (value === LEADS_LIST_PATH) return value;
  if (!value.startsWith(`${LEADS_LIST_PATH}?`)) return LEADS_LIST_PATH;
  // Re-serialize the filters: nothing but known, valid params survives.
  return `${LEADS_LIST_PATH}${leadFiltersSearch(parseLeadFilters(new URLSearchParams(value.slice(LEADS_LIST_PATH.length + 1))))}`;
}
