import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  not,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type Lead, leadCounts, leads } from "#app/db/schema.ts";
import type { LeadFilters } from "./lead-filters.ts";
import { followUpCondition } from "./lead-reminders.server.ts";

// The Leads Manager's reads (docs/product.md#leads): the list, its count, one lead. Every query
// is built so the indexes serve it at 100k+ leads: the trigram GIN index on search_text for the
// search (a plain `search_text LIKE '%term%'`, never a function of the column), the created_at
// btree for the date range and the newest-first order, and nothing computed per row.

/** The columns the list (and its CSV) needs. */
export const listColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  whatsappNumber: leads.whatsappNumber,
  country: leads.country,
  businessType: leads.businessType,
  message: leads.message,
  source: leads.source,
  status: leads.status,
  createdAt: leads.createdAt,
  deletedAt: leads.deletedAt,
  ownerId: leads.ownerId,
  possibleDuplicate: leads.possibleDuplicate,
  locale: leads.locale,
};

export type LeadListRow = Pick<Lead, keyof typeof listColumns>;

export type LeadQueryOptions = {
  /** The site's IANA time zone: where "today" starts and ends. */
  timeZone: string;
  /** The current instant (tests pin it); the database's now() when left out. */
  now?: Date;
  /** The person looking: who "me" is in the Owner filter (no one when left out). */
  viewerId?: string;
  /**
   * Set for a person who works only their own leads (ADR 0027): only the leads this user owns
   * and unassigned ones are listed, counted and exported.
   */
  workerId?: string;
};

/** Escapes LIKE's wildcards (and its escape character) so a term matches literally. */
export function escapeLikePattern(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Case-insensitive substring match on name, email, phone, WhatsApp, country and business type:
 * one `search_text LIKE '%term%'` on the generated, lowercased column their values are kept in,
 * which its trigram index serves. The term is lowercased by the same `lower()` as the column.
 */
function searchCondition(term: string): SQL {
  return sql`${leads.searchText} LIKE lower(${`%${escapeLikePattern(term)}%`})`;
}

/**
 * Midnight at the start of the site's local day `days` away from today's (0 = today, 1 =
 * tomorrow, -1 = yesterday), as a timestamptz. The day is added to the local date before
 * converting back, so days that are 23 or 25 hours long (DST) stay right.
 */
function localMidnight(options: LeadQueryOptions, days: number): SQL {
  const now = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const zone = sql`${options.timeZone}::text`;
  return sql`((date_trunc('day', ${now} AT TIME ZONE ${zone}) + ${days}::int * interval '1 day') AT TIME ZONE ${zone})`;
}

/** Midnight at the start of a calendar day (yyyy-MM-dd) plus `days`, in the site's zone. */
function midnightOf(day: string, days: number, timeZone: string): SQL {
  return sql`((${day}::date + ${days}::int)::timestamp AT TIME ZONE ${timeZone}::text)`;
}

/** created_at within [start, end): an index range scan on leads_created_at_idx. */
function createdBetween(start: SQL | undefined, end: SQL | undefined): SQL | undefined {
  return and(
    start ? sql`${leads.createdAt} >= ${start}` : undefined,
    end ? sql`${leads.createdAt} < ${end}` : undefined,
  );
}

function dateCondition(filters: LeadFilters, options: LeadQueryOptions): SQL | undefined {
  switch (filters.range) {
    case "today":
      return createdBetween(localMidnight(options, 0), localMidnight(options, 1));
    case "yesterday":
      return createdBetween(localMidnight(options, -1), localMidnight(options, 0));
    case "last7days":
      // Today and the six days before it, from the start of the first to the end of today.
      return createdBetween(localMidnight(options, -6), localMidnight(options, 1));
    case "custom":
      // Both days inclusive: from the start of `from` to the end of `to`.
      return createdBetween(
        filters.from ? midnightOf(filters.from, 0, options.timeZone) : undefined,
        filters.to ? midnightOf(filters.to, 1, options.timeZone) : undefined,
      );
    default:
      return undefined;
  }
}

/** The Owner filter: served by leads_owner_created_at_idx (owner_id, created_at). */
function ownerCondition(filters: LeadFilters, options: LeadQueryOptions): SQL | undefined {
  switch (filters.owner) {
    case "anyone":
      return undefined;
    case "unassigned":
      return isNull(leads.ownerId);
    case "me":
      return options.viewerId ? eq(leads.ownerId, options.viewerId) : sql`false`;
    default:
      return eq(leads.ownerId, filters.owner);
  }
}

/** The WHERE clause of a set of filters (page and size aside). */
export function leadsWhere(filters: LeadFilters, options: LeadQueryOptions): SQL | undefined {
  const status =
    filters.status === "archived"
      ? isNotNull(leads.deletedAt)
      : filters.status === "all"
        ? isNull(leads.deletedAt)
        : and(isNull(leads.deletedAt), eq(leads.status, filters.status));
  return and(
    status,
    filters.q ? searchCondition(filters.q) : undefined,
    dateCondition(filters, options),
    ownerCondition(filters, options),
    // Served by the partial index leads_possible_duplicate_created_at_idx.
    filters.duplicates ? eq(leads.possibleDuplicate, true) : undefined,
    filters.followUp
      ? followUpCondition(filters.followUp, options.timeZone, options.now)
      : undefined,
    // Served by leads_locale_created_at_idx (locale, created_at).
    filters.language ? eq(leads.locale, filters.language) : undefined,
    options.workerId ? workScope(options.workerId) : undefined,
  );
}

/** The leads a person who works only their own may see: theirs and unassigned ones. */
export function workScope(workerId: string): SQL {
  return or(isNull(leads.ownerId), eq(leads.ownerId, workerId)) as SQL;
}

export type LeadList = {
  rows: LeadListRow[];
  /**
   * Every lead matching the filters (an exact count), still being counted when the page is
   * returned: finding the first 25 of a broad search takes a few ms, counting all of them (one
   * lead in eight of a million) a few hundred, so the page does not wait for it.
   */
  total: Promise<number>;
  /** The page shown: the one asked for, or the last one when that is past the end. */
  page: number;
  size: number;
  /** Whether a page follows this one. */
  hasNext: boolean;
};

/**
 * The exact number of leads matching the filters. With no search and no dates it comes from
 * lead_counts (kept exact by triggers): counting a million rows on every page view would not.
 */
export async function countLeads(
  db: Database,
  filters: LeadFilters,
  options: LeadQueryOptions,
  where = leadsWhere(filters, options),
): Promise<number> {
  if (
    !filters.q &&
    !dateCondition(filters, options) &&
    filters.owner === "anyone" &&
    !options.workerId &&
    !filters.duplicates &&
    !filters.followUp &&
    !filters.language
  ) {
    const archived = filters.status === "archived";
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${leadCounts.n}), 0)`.mapWith(Number) })
      .from(leadCounts)
      .where(
        and(
          eq(leadCounts.archived, archived),
          archived || filters.status === "all" ? undefined : eq(leadCounts.status, filters.status),
        ),
      );
    return row?.n ?? 0;
  }
  const [row] = await db.select({ n: count() }).from(leads).where(where);
  return row?.n ?? 0;
}

/** One page of leads matching the filters, newest first, and their exact total. */
export async function listLeads(
  db: Database,
  filters: LeadFilters,
  options: LeadQueryOptions,
): Promise<LeadList> {
  const where = leadsWhere(filters, options);
  // One row more than a page says whether another page follows, without the total.
  const pageOf = (page: number) =>
    db
      .select(listColumns)
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(filters.size + 1)
      .offset((page - 1) * filters.size);
  // The page is asked for first: on the embedded database queries run one at a time.
  const firstTry = pageOf(filters.page);
  const total = countLeads(db, filters, options, where);
  // The caller may fail before it awaits the total: that is no unhandled rejection.
  total.catch(() => {});
  let page = filters.page;
  let rows = await firstTry;
  if (rows.length === 0 && page > 1) {
    // A page past the end (an old bookmark, leads archived meanwhile): show the last one.
    page = Math.max(1, Math.ceil((await total) / filters.size));
    rows = await pageOf(page);
  }
  return {
    rows: rows.slice(0, filters.size),
    total,
    page,
    size: filters.size,
    hasNext: rows.length > filters.size,
  };
}

/** How long the list page waits for its total before sending the rows without it. */
export const TOTAL_WAIT_MS = 50;

/**
 * The Leads Manager's page: the rows, and their total when it was counted within
 * TOTAL_WAIT_MS, else the count still running, which the page streams in after the rows.
 * A count that fails is left rejected (the page shows it as unknown), the rows stand.
 */
export async function leadsPage(db: Database, filters: LeadFilters, options: LeadQueryOptions) {
  const { total, ...list } = await listLeads(db, filters, options);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const counted = await Promise.race([
    total.catch(() => undefined),
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), TOTAL_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  return { list, total: counted ?? total };
}

/** Whether every lead among `ids` is the worker's own or unassigned (ADR 0027). */
export async function withinWorkScope(
  db: Database,
  workerId: string,
  ids: readonly string[],
): Promise<boolean> {
  if (ids.length === 0) return true;
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(inArray(leads.id, [...ids]), not(workScope(workerId))));
  return (row?.n ?? 0) === 0;
}

/** One lead with every field, for the detail view; null when there is none with that id. */
export async function getLead(db: Database, id: string) {
  const {
    searchText: _searchText,
    emailKey: _emailKey,
    submissionKey: _submissionKey,
    submissionHash: _submissionHash,
    ...columns
  } = getTableColumns(leads);
  const [lead] = await db.select(columns).from(leads).where(eq(leads.id, id));
  return lead ?? null;
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof getLead>>>;
