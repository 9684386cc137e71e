import { requirePermission } from "#app/modules/auth/session.server.ts";
import { type LeadExportRow, leadBatches } from "#app/modules/leads/lead-export.server.ts";
import { parseLeadFilters } from "#app/modules/leads/lead-filters.ts";
import {
  csvPreamble,
  csvRecords,
  LEADS_ALL_FIELDS_CSV,
  LEADS_CSV_CONTENT_TYPE,
} from "#app/modules/leads/leads-csv.ts";
import { requestInfoContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/leads-export";

/**
 * "Export all matching": every lead of the list's current filters as CSV with every field
 * (leads-csv.ts LEADS_ALL_FIELDS_CSV), streamed from the database 1000 rows at a time (keyset
 * pagination), so memory stays flat however many leads match. Only those allowed to export
 * every lead may (ADR 0027).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requirePermission({ request, context }, "leads.export");
  const { db, config } = context.get(servicesContext);
  const timeZone = config.SITE_TIMEZONE;
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  const batches = leadBatches(db, filters, {
    timeZone,
    viewerId: user.id,
  });

  // Read the first batch before answering, so a database failure is a clean error response
  // rather than a truncated file.
  let first: IteratorResult<LeadExportRow[], void>;
  try {
    first = await batches.next();
  } catch (error) {
    context.get(requestInfoContext).log.error({ err: error }, "Lead export failed");
    return new Response("Failed to export leads", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }

  const encoder = new TextEncoder();
  let pendingFirst: IteratorResult<LeadExportRow[], void> | null = first;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvPreamble(LEADS_ALL_FIELDS_CSV)));
    },
    async pull(controller) {
      try {
        const next = pendingFirst ?? (await batches.next());
        pendingFirst = null;
        if (next.done || !next.value) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(csvRecords(LEADS_ALL_FIELDS_CSV, next.value, timeZone)));
      } catch (error) {
        context
          .get(requestInfoContext)
          .log.error({ err: error }, "Lead export failed while streaming");
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });

  return new Response(stream, {
    headers: {
      "Content-Type": LEADS_CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${LEADS_ALL_FIELDS_CSV.filename(new Date(), timeZone)}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
