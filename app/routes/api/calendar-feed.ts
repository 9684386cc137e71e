import { readCalendarFeed } from "#app/modules/bookings/calendar-feed.server.ts";
import { calendarFeed, feedTokenOf } from "#app/modules/bookings/calendar-feed.ts";
import {
  calendarFeedResponse,
  feedNotFound,
  feedRateLimited,
} from "#app/modules/bookings/calendar-feed-http.server.ts";
import { hostOfFeedToken } from "#app/modules/bookings/host-feed-token.server.ts";
import { clientContext, servicesContext } from "#app/services.server.ts";
import type { Route } from "./+types/calendar-feed";

/**
 * GET /calendar/{token}.ics: a host's meetings as a calendar that Google Calendar, Outlook and
 * Apple Calendar subscribe to. The token is the only credential (the access log masks it);
 * an unknown or revoked one answers 404 like any missing address.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, rateLimits } = context.get(servicesContext);
  const limit = await rateLimits.calendarFeed.consume(context.get(clientContext).limitKey);
  if (!limit.allowed) return feedRateLimited(limit.retryAfterSeconds);
  const hostId = await hostOfFeedToken(db, feedTokenOf(params.feedFile));
  if (!hostId) return feedNotFound();
  return calendarFeedResponse(
    request,
    calendarFeed(await readCalendarFeed(db, hostId, Date.now())),
  );
}
