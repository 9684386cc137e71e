// "Export all matching" at volume: the time to stream the whole CSV of every matching lead
// with every field (the route's own pieces: leadBatches, each lead's owner and newest note
// joined in, then the CSV records of each batch), its rows per second, its size and the heap
// it needed, on the embedded database with 20,000 leads (or PostgreSQL), for the unfiltered
// list and a few filters; then the plan of one batch.
//
//   node bench/lead-export.ts                  # embedded (PGlite), 20,000 leads
//   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/lead-export.ts --postgres
//   options: --rows N  --runs N
import { sql } from "drizzle-orm";
import { type DatabaseConnection, selectRows } from "#app/db/client.server.ts";
import {
  EXPORT_BATCH_SIZE,
  leadBatches,
  leadExportBatchQuery,
} from "#app/modules/leads/lead-export.server.ts";
import { parseLeadFilters } from "#app/modules/leads/lead-filters.ts";
import { leadsWhere } from "#app/modules/leads/lead-queries.server.ts";
import { csvRecords, LEADS_ALL_FIELDS_CSV } from "#app/modules/leads/leads-csv.ts";
import { openFilledBenchDatabase } from "./lib/bench-database.ts";
import { numberOption } from "./lib/command-line.ts";
import { median } from "./lib/stats.ts";

const ROWS = numberOption("--rows", 20_000);
const RUNS = numberOption("--runs", 5);
const TIME_ZONE = "Asia/Karachi";
const ADMINS = ["bench-admin-1", "bench-admin-2", "bench-admin-3"];

/**
 * Leads as the console holds them: three in four with an owner, every lead with a few
 * timeline events (notes among status changes), one in ten with a follow-up, half with
 * attribution and consent, 5% archived.
 */
async function generate(connection: DatabaseConnection, rows: number) {
  for (const id of ADMINS) {
    await connection.db.execute(
      sql`INSERT INTO users (id, email, name, role) VALUES (${id}, ${`${id}@bench.test`}, ${id}, 'admin')`,
    );
  }
  await connection.db.execute(sql`
    INSERT INTO leads (name, email, phone, whatsapp_number, country, business_type, message, source, status,
                       selected_plan, utm_source, utm_medium, utm_campaign, referrer, landing_page,
                       consent_text, consent_at, consent_page, created_at, deleted_at, owner_id, follow_up_at, follow_up_note)
    SELECT 'Lead ' || n, 'lead' || n || '@example.pk', '+92300' || lpad(n::text, 7, '0'),
           '92300' || lpad(n::text, 7, '0'), (ARRAY['Pakistan','UAE','United Kingdom'])[1 + n % 3],
           (ARRAY['Restaurant','Education','Solar Business','Other'])[1 + n % 4],
           'I would like to automate my WhatsApp replies. Lead number ' || n,
           (ARRAY['get_started_form','contact_page'])[1 + n % 2],
           CASE WHEN n % 20 = 0 THEN 'archived' ELSE (ARRAY['new','contacted','won','lost'])[1 + n % 4] END,
           CASE WHEN n % 3 = 0 THEN 'Premium' END,
           CASE WHEN n % 2 = 0 THEN 'facebook' END, CASE WHEN n % 2 = 0 THEN 'cpc' END,
           CASE WHEN n % 2 = 0 THEN 'launch' END, CASE WHEN n % 2 = 0 THEN 'https://m.facebook.com/' END,
           CASE WHEN n % 2 = 0 THEN '/pricing' END,
           CASE WHEN n % 2 = 1 THEN 'I agree to be contacted' END,
           CASE WHEN n % 2 = 1 THEN now() - n * interval '7 minutes' END,
           CASE WHEN n % 2 = 1 THEN '/contact' END,
           now() - n * interval '7 minutes',
           CASE WHEN n % 20 = 0 THEN now() END,
           CASE WHEN n % 4 = 0 THEN NULL ELSE ${sql.raw(`(ARRAY[${ADMINS.map((id) => `'${id}'`).join(",")}])`)}[1 + n % 3] END,
           CASE WHEN n % 10 = 1 THEN now() + (n % 29 - 14) * interval '1 day' END,
           CASE WHEN n % 10 = 1 THEN 'Call back' END
    FROM generate_series(1, ${rows}::int) AS n`);
  // Three events per lead: two notes and a status change, in time order.
  await connection.db.execute(sql`
    INSERT INTO lead_events (lead_id, kind, actor_id, body, details, created_at)
    SELECT l.id, e.kind, ${ADMINS[0]}, CASE WHEN e.kind = 'note' THEN 'Note ' || e.i || ' on ' || l.name END,
           CASE WHEN e.kind = 'status' THEN '{"status":"contacted"}'::jsonb ELSE '{}'::jsonb END,
           l.created_at + e.i * interval '1 hour'
    FROM leads l CROSS JOIN (VALUES (1, 'note'), (2, 'status'), (3, 'note')) AS e(i, kind)`);
  await connection.db.execute(sql`ANALYZE`);
}

const CASES: [label: string, query: string][] = [
  ["every lead", ""],
  ["status = contacted", "status=contacted"],
  ["owner: a named admin", `owner=${ADMINS[1]}`],
  ["search 'lead 1'", "q=lead%201"],
];

const { connection, cleanup } = await openFilledBenchDatabase(
  "dmflow_bench_lead_export",
  ROWS,
  "leads",
  generate,
);
try {
  console.log(
    "| export | rows | bytes | median ms | rows/s | heap growth MB |\n|---|---|---|---|---|---|",
  );
  for (const [label, query] of CASES) {
    const filters = parseLeadFilters(new URLSearchParams(query));
    const times: number[] = [];
    let rows = 0;
    let bytes = 0;
    let heapGrowth = 0;
    for (let run = 0; run < RUNS; run++) {
      const heapBefore = process.memoryUsage().heapUsed;
      let heapPeak = heapBefore;
      rows = 0;
      bytes = 0;
      const t = performance.now();
      for await (const batch of leadBatches(connection.db, filters, {
        timeZone: TIME_ZONE,
        viewerId: ADMINS[0],
      })) {
        rows += batch.length;
        bytes += Buffer.byteLength(csvRecords(LEADS_ALL_FIELDS_CSV, batch, TIME_ZONE));
        heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
      }
      times.push(performance.now() - t);
      heapGrowth = Math.max(heapGrowth, heapPeak - heapBefore);
    }
    const ms = median(times);
    console.log(
      `| ${label} | ${rows.toLocaleString("en-US")} | ${bytes.toLocaleString("en-US")} | ${ms.toFixed(0)} | ${Math.round((rows / ms) * 1000).toLocaleString("en-US")} | ${(heapGrowth / 2 ** 20).toFixed(1)} |`,
    );
  }
  // A batch from the middle of the unfiltered export: the cursor at the 5,000th newest lead.
  const where = leadsWhere(parseLeadFilters(new URLSearchParams()), { timeZone: TIME_ZONE });
  const [middle] = await selectRows<{ created_at: string; id: string }>(
    connection.db,
    sql`SELECT created_at::text, id FROM leads WHERE deleted_at IS NULL ORDER BY created_at DESC, id DESC OFFSET 5000 LIMIT 1`,
  );
  const plan = await selectRows<{ "QUERY PLAN": string }>(
    connection.db,
    sql`EXPLAIN ANALYZE ${leadExportBatchQuery(connection.db, where, middle ? { createdAt: middle.created_at, id: middle.id } : null, EXPORT_BATCH_SIZE)}`,
  );
  console.log(`\nPlan of one batch:\n${plan.map((row) => row["QUERY PLAN"]).join("\n")}`);
} finally {
  await cleanup();
}
