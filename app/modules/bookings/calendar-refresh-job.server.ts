import type { Database } from "#app/db/client.server.ts";
import { startPeriodicJob } from "#app/lib/periodic-job.server.ts";
import type { Logger } from "#app/modules/logging/logger.server.ts";
import type { OutboundRequest } from "#app/modules/security/outbound-request.server.ts";
import type { RateLimiter } from "#app/modules/security/rate-limiter.ts";
import { CALENDAR_REFRESH_MS, refreshCalendars } from "./calendar-refresh.server.ts";

/**
 * Reads the hosts' pasted calendars every 15 minutes, and once at start. Instances on one
 * database claim each host once a window (`claims`: CALENDAR_READ_CLAIMS in the shared
 * limits' table), so a calendar is
 * read once per window however many run; stop() waits for the pass under way
 * (docs/decisions/0044-calendar-feeds-and-busy-calendars.md).
 */
export function startCalendarRefresh(
  db: Database,
  { outbound, log, claims }: { outbound: OutboundRequest; log: Logger; claims: RateLimiter },
) {
  return startPeriodicJob(
    () =>
      refreshCalendars(db, outbound, log, claims)
        .then(() => undefined)
        .catch((err) => log.error({ err }, "Calendars: the refresh pass failed")),
    CALENDAR_REFRESH_MS,
  );
}
