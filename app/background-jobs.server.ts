import type { AppConfig } from "./config.server.ts";
import type { Database } from "./db/client.server.ts";
import { startAnalyticsJob } from "./modules/analytics/analytics-jobs.server.ts";
import { startSignInFailureSweep } from "./modules/auth/sign-in-lockout.server.ts";
import { startCalendarRefresh } from "./modules/bookings/calendar-refresh-job.server.ts";
import { startRetentionRunner } from "./modules/leads/lead-retention.server.ts";
import type { Logger } from "./modules/logging/logger.server.ts";
import { publishOnSchedule } from "./modules/pages/page-publishing.server.ts";
import { startScheduleRunner } from "./modules/publishing/schedules.server.ts";
import type { OutboundRequest } from "./modules/security/outbound-request.server.ts";
import type { RateLimiter } from "./modules/security/rate-limiter.ts";
import { startRateLimitCounterSweep } from "./modules/security/shared-limits.server.ts";

/**
 * What a running server does on its own clock, whether or not anyone visits: scheduled
 * publishing (at once after a start too), lead retention, the analytics roll-up (with the
 * retention of page views and chat references), the sweeps of expired sign-in failures and limit counters, and the
 * hosts' busy calendars. `stop` ends them.
 */
export function startBackgroundJobs(
  db: Database,
  config: AppConfig,
  {
    logger,
    outbound,
    rateLimits,
  }: { logger: Logger; outbound: OutboundRequest; rateLimits: { calendarReads: RateLimiter } },
): { stop(): Promise<void> } {
  const jobs = [
    startScheduleRunner(db, logger, {
      applyPage: publishOnSchedule,
      intervalMs: config.SCHEDULE_POLL_SECONDS * 1000,
    }),
    startRetentionRunner(db, logger),
    startAnalyticsJob(db, config.SITE_TIMEZONE, logger),
    startSignInFailureSweep(db, logger),
    startRateLimitCounterSweep(db, logger),
    startCalendarRefresh(db, { outbound, log: logger, claims: rateLimits.calendarReads }),
  ];
  return {
    async stop() {
      for (const job of jobs) await job.stop();
    },
  };
}
