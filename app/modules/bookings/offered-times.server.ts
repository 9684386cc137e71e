import type { Database } from "#app/db/client.server.ts";
import { type BookingHost, readHostSchedules } from "./host-schedules.server.ts";
import { teamTimesOf } from "./schedule-starts.ts";
import type { TeamOfferedTime } from "./team-offered-times.ts";

// The times the booking page offers: one host's (their page, /book/{slug}) or the team's (any
// free host), from the database through the scheduler core.

export type OfferedTimesQuery = {
  /** One host, by their page's slug or user id; none: every host taking demos. */
  host?: { slug: string } | { id: string };
  now: number;
  /** Only the starts in [from, to); every start up to each host's horizon otherwise. */
  from?: number;
  to?: number;
  /** A booking being moved: its own time counts as free. */
  ignoreBookingId?: string;
};

export type OfferedTimes = {
  /** The hosts asked for; one who stopped taking demos is here (takingDemos false), unoffered. */
  hosts: BookingHost[];
  /** Ascending; each with the hosts free then and the one who would take it. */
  times: TeamOfferedTime[];
};

export async function readOfferedTimes(
  db: Database,
  { host, now, from = -Infinity, to = Infinity, ignoreBookingId }: OfferedTimesQuery,
): Promise<OfferedTimes> {
  const schedules = await readHostSchedules(db, host ?? "all", { now, ignoreBookingId });
  const times = teamTimesOf(schedules, now).filter((time) => time.start >= from && time.start < to);
  return { hosts: schedules.map((schedule) => schedule.host), times };
}
