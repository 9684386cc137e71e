// The Leads Manager's queries at volume: the server-side time of the list page and of
// searches and filters (owner, duplicates, follow-ups included), and the time to their exact
// total (median and p95 over 50 calls each), on the embedded database with 100,000 leads and
// on PostgreSQL with 1,000,000, plus the plan of the slowest query.
//
//   node bench/leads.ts                    # embedded (PGlite), 100,000 leads
//   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/leads.ts --postgres
//   options: --rows N  --calls N
import { type SQL, sql } from "drizzle-orm";
import { type DatabaseConnection, selectRows } from "#app/db/client.server.ts";
import { parseLeadFilters } from "#app/modules/leads/lead-filters.ts";
import { leadsPage, leadsWhere } from "#app/modules/leads/lead-queries.server.ts";
import { ON_POSTGRES, openFilledBenchDatabase } from "./lib/bench-database.ts";
import { numberOption } from "./lib/command-line.ts";
import { percentile } from "./lib/stats.ts";

const ROWS = numberOption("--rows", ON_POSTGRES ? 1_000_000 : 100_000);
const CALLS = numberOption("--calls", 50);
const TIME_ZONE = "Asia/Karachi";

/** The team the leads are shared among (BENCH_ADMIN is "me"). */
const ADMINS = ["bench-admin-1", "bench-admin-2", "bench-admin-3", "bench-admin-4"];
const BENCH_ADMIN = ADMINS[0]!;

/**
 * Realistic leads: Pakistani and international names, both forms, a year of history, 5%
 * archived; a quarter unassigned and the rest shared by four admins; one in seven a possible
 * duplicate; one in a hundred (none of them archived) with a follow-up within two weeks either
 * side of now.
 */
async function generate(connection: DatabaseConnection, rows: number) {
  for (const id of ADMINS) {
    await connection.db.execute(
      sql`INSERT INTO users (id, email, name, role) VALUES (${id}, ${`${id}@bench.test`}, ${id}, 'admin')`,
    );
  }
  const batch = 100_000;
  for (let start = 1; start <= rows; start += batch) {
    const end = Math.min(rows, start + batch - 1);
    await connection.db.execute(sql`
      INSERT INTO leads (name, email, phone, whatsapp_number, country, business_type, message, source, status, created_at, updated_at, deleted_at, owner_id, possible_duplicate, follow_up_at)
      SELECT
        (ARRAY['Ali','Ayesha','Bilal','Fatima','Hamza','Sana','Usman','Zainab','John','Emma','Omar','Noor'])[1 + n % 12]
          || ' ' || (ARRAY['Khan','Ahmed','Raza','Malik','Hussain','Siddiqui','Smith','Brown','Qureshi','Butt'])[1 + (n / 12) % 10],
        'lead' || n || '@' || (ARRAY['gmail.com','yahoo.com','shop.pk','outlook.com'])[1 + n % 4],
        '+92300' || lpad((n % 10000000)::text, 7, '0'),
        '+92300' || lpad((n % 10000000)::text, 7, '0'),
        (ARRAY['Pakistan','Pakistan','Pakistan','United Kingdom','United States','UAE','Saudi Arabia','Not specified'])[1 + n % 8],
        (ARRAY['E-Commerce','Travel Agency','Solar Business','Restaurant','Influencers','Health & Care','Real Estate','Education','Other'])[1 + n % 9],
        'I would like to automate my WhatsApp replies. Lead number ' || n,
        (ARRAY['get_started_form','contact_page'])[1 + n % 2],
        CASE WHEN n % 20 = 0 THEN 'archived' ELSE (ARRAY['new','new','contacted','won','lost'])[1 + n % 5] END,
        now() - (n % 365) * interval '1 day' - (n % 86400) * interval '1 second',
        now(),
        CASE WHEN n % 20 = 0 THEN now() ELSE NULL END,
        CASE WHEN n % 4 = 0 THEN NULL ELSE ${sql.raw(`(ARRAY[${ADMINS.map((id) => `'${id}'`).join(",")}])`)}[1 + (n / 4) % 4] END,
        n % 7 = 0,
        CASE WHEN n % 100 = 1 THEN now() + ((n / 100) % 29 - 14) * interval '1 day' ELSE NULL END
      FROM generate_series(${start}::int, ${end}::int) AS n`);
  }
  await connection.db.execute(sql`ANALYZE leads`);
}

const CASES: [label: string, query: string][] = [
  ["list, page 1 (25, newest first)", ""],
  ["list, page 40", "page=40"],
  ["status = contacted", "status=contacted"],
  ["archived", "status=archived"],
  ["last 7 days", "range=last7days"],
  ["today", "range=today"],
  ["search a name: 'qureshi'", "q=qureshi"],
  ["search an e-mail: 'lead4242@'", "q=lead4242%40"],
  ["search a phone: '3000012345'", "q=3000012345"],
  ["search a country: 'kingdom'", "q=kingdom"],
  ["search nothing found: 'zzqx'", "q=zzqx"],
  ["search + status + 7 days", "q=khan&status=new&range=last7days"],
  ["owner: a named admin", `owner=${ADMINS[1]}`],
  ["owner: me", "owner=me"],
  ["owner: unassigned", "owner=unassigned"],
  ["possible duplicates", "dup=1"],
  ["owner + duplicates", `owner=${ADMINS[2]}&dup=1`],
  ["owner + duplicates, page 40", `owner=${ADMINS[2]}&dup=1&page=40`],
  ["unassigned + duplicates + status", "owner=unassigned&dup=1&status=new"],
  ["follow-ups due today", "follow=today"],
  ["follow-ups overdue", "follow=overdue"],
  ["owner me + overdue", "owner=me&follow=overdue"],
];

const { connection, cleanup } = await openFilledBenchDatabase(
  "dmflow_bench_leads",
  ROWS,
  "leads",
  generate,
);
try {
  // The page: what the Leads Manager's response waits for (the rows, and the total when it
  // is counted within TOTAL_WAIT_MS). The total: until the exact count is known (streamed
  // into the page after the rows when it takes longer).
  console.log(
    `| query | total matching | page median ms | page p95 ms | total median ms | total p95 ms |\n|---|---|---|---|---|---|`,
  );
  let slowest: { label: string; p95: number; where: SQL | undefined } = {
    label: "",
    p95: 0,
    where: undefined,
  };
  for (const [label, query] of CASES) {
    const filters = parseLeadFilters(new URLSearchParams(query));
    const times: number[] = [];
    const totalTimes: number[] = [];
    let total = 0;
    for (let call = 0; call < CALLS; call++) {
      const t = performance.now();
      const page = await leadsPage(connection.db, filters, {
        timeZone: TIME_ZONE,
        viewerId: BENCH_ADMIN,
      });
      times.push(performance.now() - t);
      total = await page.total;
      totalTimes.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    totalTimes.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    console.log(
      `| ${label} | ${total.toLocaleString("en-US")} | ${percentile(times, 50).toFixed(1)} | ${p95.toFixed(1)} | ${percentile(totalTimes, 50).toFixed(1)} | ${percentile(totalTimes, 95).toFixed(1)} |`,
    );
    if (p95 > slowest.p95)
      slowest = {
        label,
        p95,
        where: leadsWhere(filters, { timeZone: TIME_ZONE, viewerId: BENCH_ADMIN }),
      };
  }
  const plan = await selectRows<{ "QUERY PLAN": string }>(
    connection.db,
    sql`EXPLAIN ANALYZE SELECT id FROM leads WHERE ${slowest.where ?? sql`true`} ORDER BY created_at DESC, id DESC LIMIT 25`,
  );
  console.log(
    `\nPlan of the slowest (${slowest.label}):\n${plan.map((row) => row["QUERY PLAN"]).join("\n")}`,
  );
} finally {
  await cleanup();
}
