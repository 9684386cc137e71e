// Run by the build (react-router.config.ts): the template a new embedded database starts from
// (app/db/database-template.server.ts).
import { DATABASE_TEMPLATE, writeDatabaseTemplate } from "#app/db/database-template.server.ts";

const bytes = await writeDatabaseTemplate();
console.log(`Wrote ${DATABASE_TEMPLATE} (${(bytes / 1e6).toFixed(1)} MB)`);
