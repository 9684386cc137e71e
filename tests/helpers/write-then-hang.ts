// Child process for the crash test: opens the data dir like the server does, writes one lead,
// reports it, then idles until it is killed.
import { openDatabase } from "#app/db/client.server.ts";
import { leads } from "#app/db/schema.ts";

const [dataDir, email] = process.argv.slice(2) as [string, string];
const connection = await openDatabase({ engine: "pglite", dataDir });
await connection.migrate();
await connection.db.insert(leads).values({ name: "Crash Test", email, source: "crash_test" });
process.stdout.write("written\n");
setInterval(() => {}, 60_000);
