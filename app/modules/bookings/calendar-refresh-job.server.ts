import type { Database } from "#app/db/client.server.ts";
import { startPeriodicJob } from "#app/lib/periodic-job.server.ts";
import { getOrCreateSecret } from "#app/modules/auth/server-secrets.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import type { OutboundRequest } from "#app/modules/security/outbound-request.server.ts";
import { createSharedRateLimiter } from "#app/modules/security/shared-limits.server.ts";
import { CALENDAR_REFRESH_MS, refreshCalendars } from "./calendar-refresh.server.ts";

/**
 * Reads the hosts' pasted calendars every 15 minutes, and once at start. Instances on one
 * database claim each host once a window through the shared limits' table, so a calendar is
 * read once per window however many run; stop() waits for the pass under way
 * (docs/decisions/0044-calendar-feeds-and-busy-calendars.md).
 */
export async function startCalendarRefresh(db: Database, outbound: OutboundRequest, log: Logger) {
  const claims = createSharedRateLimiter(
    { db, secret: await getOrCreateSecret(db, "rate_limit_key_secret") },
    { bucket: "calendar_refresh", limit: 1, windowMs: CALENDAR_REFRESH_MS },
  );
  return startPeriodicJob(
    () =>
      refreshCalendars(db, outbound, log, claims)
        .then(() => undefined)
        .catch((err) => log.error({ err }, "Calendars: the refresh pass failed")),
    CALENDAR_REFRESH_MS,
  );
}
