// Child process for the backup tests: starts the app's services on a data directory as the
// server does (the HTTP layer plays no part in backups, and tests run before `npm run build`),
// writes one lead through them, reports "ready", and closes cleanly on SIGTERM.
import { leads } from "#app/db/schema.ts";
import { startAppServices } from "#app/services.server.ts";

const [dataDir, email] = process.argv.slice(2) as [string, string];
const services = await startAppServices({ ...process.env, DATA_DIR: dataDir });
await services.db
  .insert(leads)
  .values({ name: "Written by the server", email, source: "backup_test" });
process.stdout.write("ready\n");
process.once("SIGTERM", () => {
  void services.close().then(() => process.exit(0));
});
