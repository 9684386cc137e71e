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
import type { LeadStatus } from "#app/db/enums.ts";
import { type Lead, leadCounts, leadEvents, leads, users } from "#app/db/schema.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import type { ActivityAction } from "#app/modules/activity/activity-actions.ts";
import { LEADS_ENTITY } from "./lead-entity.ts";
import type { LeadFilters } from "./lead-filters.ts";
import { followUpCondition } from "./lead-reminders.server.ts";
import { recordLeadEvent } from "./lead-timeline.server.ts";

// The Leads Manager's reads and writes (docs/product.md#leads). Every query is built
// so the indexes serve it at 100k+ leads: the trigram GIN index on search_text for the search
// (a plain `search_text LIKE '%term%'`, never a function of the column), the created_at btree
// for the date range and the newest-first order, and nothing computed per row.

export { LEADS_ENTITY } from "./lead-entity.ts";

/** The columns the list (and its CSV) needs. */
const listColumns = {
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

export const EXPORT_BATCH_SIZE = 1000;

/** What "Export all matching" writes of a lead (leads-csv.ts AllFieldsCsvLead). */
const exportColumns = {
  ...listColumns,
  selectedPlan: leads.selectedPlan,
  followUpAt: leads.followUpAt,
  followUpNote: leads.followUpNote,
  utmSource: leads.utmSource,
  utmMedium: leads.utmMedium,
  utmCampaign: leads.utmCampaign,
  utmTerm: leads.utmTerm,
  utmContent: leads.utmContent,
  referrer: leads.referrer,
  landingPage: leads.landingPage,
  consentText: leads.consentText,
  consentAt: leads.consentAt,
  consentPage: leads.consentPage,
  updatedAt: leads.updatedAt,
};

export type LeadExportRow = Pick<Lead, keyof typeof exportColumns> & {
  ownerName: string | null;
  ownerEmail: string | null;
  lastNote: string | null;
  lastNoteAt: Date | null;
};

type ExportCursor = { createdAt: string; id: string };

/**
 * One batch of the export: the leads matching `where` after the cursor, newest first, each
 * with its owner (a join on the users' key) and its newest note (a lateral lookup on
 * lead_events_lead_created_at_idx, one index probe per lead): one query per batch, never one
 * per lead. The cursor keeps created_at as PostgreSQL's text (microseconds; a JS Date has ms).
 */
export function leadExportBatchQuery(
  db: Database,
  where: SQL | undefined,
  cursor: ExportCursor | null,
  batchSize: number,
) {
  const after: SQL | undefined = cursor
    ? sql`(${leads.createdAt} <= ${cursor.createdAt}::timestamptz AND (${leads.createdAt} < ${cursor.createdAt}::timestamptz OR ${leads.id} < ${cursor.id}::uuid))`
    : undefined;
  const lastNote = db
    .select({ body: leadEvents.body, createdAt: leadEvents.createdAt })
    .from(leadEvents)
    .where(and(eq(leadEvents.leadId, leads.id), eq(leadEvents.kind, "note")))
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
    .limit(1)
    .as("last_note");
  return db
    .select({
      ...exportColumns,
      ownerName: users.name,
      ownerEmail: users.email,
      lastNote: lastNote.body,
      lastNoteAt: lastNote.createdAt,
      cursor: sql<string>`${leads.createdAt}::text`,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .leftJoinLateral(lastNote, sql`true`)
    .where(and(where, after))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(batchSize);
}

/**
 * Every lead matching the filters with every field the export writes, newest first, in
 * batches: keyset pagination on (created_at, id), so each batch is an index range scan and
 * only one batch is in memory.
 */
export async function* leadBatches(
  db: Database,
  filters: LeadFilters,
  options: LeadQueryOptions & { batchSize?: number },
): AsyncGenerator<LeadExportRow[]> {
  const batchSize = options.batchSize ?? EXPORT_BATCH_SIZE;
  const where = leadsWhere(filters, options);
  let cursor: ExportCursor | null = null;
  for (;;) {
    const batch = await leadExportBatchQuery(db, where, cursor, batchSize);
    if (batch.length === 0) return;
    const last = batch.at(-1)!;
    cursor = { createdAt: last.cursor, id: last.id };
    yield batch.map(({ cursor: _cursor, ...row }) => row);
    if (batch.length < batchSize) return;
  }
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

/** Statuses set directly; "archived" is reached through archiveLeads (it also sets deleted_at). */
export type SettableLeadStatus = Exclude<LeadStatus, "archived">;

/**
 * Sets an active lead's status (docs/product.md#lead-statuses: status and updated_at), with its activity entry.
 * Returns false when there is no active lead with that id (an archived lead is restored first).
 */
export async function setLeadStatus(
  db: Database,
  userId: string | null,
  id: string,
  status: SettableLeadStatus,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: leads.name, status: leads.status })
      .from(leads)
      .where(and(eq(leads.id, id), isNull(leads.deletedAt)))
      .for("update");
    if (!current) return false;
    await tx.update(leads).set({ status, updatedAt: sql`now()` }).where(eq(leads.id, id));
    await recordActivity(tx, {
      userId,
      action: "update_lead_status",
      entity: LEADS_ENTITY,
      entityId: id,
      details: { name: current.name, status, previous_status: current.status },
    });
    await recordLeadEvent(tx, {
      leadId: id,
      kind: "status",
      actorId: userId,
      details: { status, previous_status: current.status },
    });
    return true;
  });
}

type Affected = { id: string; name: string };

async function recordEach(
  tx: Database,
  userId: string | null,
  action: ActivityAction,
  affected: Affected[],
  bulk: boolean,
) {
  for (const lead of affected) {
    await recordActivity(tx, {
      userId,
      action,
      entity: LEADS_ENTITY,
      entityId: lead.id,
      details: bulk ? { name: lead.name, bulk: true } : { name: lead.name },
    });
  }
}

/**
 * Moves the leads among `ids` into or out of the archive (soft delete): one transaction for
 * all of them, one activity entry per lead changed. Returns how many changed.
 */
async function setArchived(
  db: Database,
  userId: string | null,
  ids: readonly string[],
  archived: boolean,
): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const affected = await tx
      .update(leads)
      .set(
        archived
          ? { status: "archived", deletedAt: sql`now()`, updatedAt: sql`now()` }
          : { status: "new", deletedAt: null, updatedAt: sql`now()` },
      )
      .where(
        and(
          inArray(leads.id, [...ids]),
          archived ? isNull(leads.deletedAt) : isNotNull(leads.deletedAt),
        ),
      )
      .returning({ id: leads.id, name: leads.name });
    const action = archived ? "archive_lead" : "restore_lead";
    await recordEach(tx, userId, action, affected, ids.length > 1);
    for (const lead of affected) {
      await recordLeadEvent(tx, {
        leadId: lead.id,
        kind: "status",
        actorId: userId,
        details: { status: archived ? "archived" : "new" },
      });
    }
    return affected.length;
  });
}

/** Archives the active leads among `ids`: deleted_at now, status archived. */
export function archiveLeads(
  db: Database,
  userId: string | null,
  ids: readonly string[],
): Promise<number> {
  return setArchived(db, userId, ids, true);
}

/** Restores the archived leads among `ids`: deleted_at cleared, status new. */
export function restoreLeads(
  db: Database,
  userId: string | null,
  ids: readonly string[],
): Promise<number> {
  return setArchived(db, userId, ids, false);
}

/** Removes the leads among `ids` for good (their queued notifications go with them). */
export async function deleteLeadsPermanently(
  db: Database,
  userId: string | null,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const affected = await tx
      .delete(leads)
      .where(inArray(leads.id, [...ids]))
      .returning({ id: leads.id, name: leads.name });
    await recordEach(tx, userId, "delete_lead", affected, ids.length > 1);
    return affected.length;
  });
}
