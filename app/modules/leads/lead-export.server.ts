import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type Lead, leadEvents, leads, users } from "#app/db/schema.ts";
import type { LeadFilters } from "./lead-filters.ts";
import { type LeadQueryOptions, leadsWhere, listColumns } from "./lead-queries.server.ts";

// "Export all matching" (docs/product.md#lead-export): every lead the list's filters match, with
// every field the CSV writes, read in keyset batches so the export's memory stays one batch.

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
