import { DEFAULT_MINIMUM_NOTICE_MINUTES, minutes } from "./availability.ts";
import { bookingRefusal } from "./booking-refusals.ts";
import type { HostSchedule } from "./host-schedules.server.ts";
import { offeredTimes } from "./offered-times.ts";
import { type TeamOfferedTime, teamOfferedTimes } from "./team-offered-times.ts";

// The scheduler core over hosts' schedules as read from the database: what they offer, and who
// takes a start a visitor chose (or why no one does).

/** Every start the hosts taking demos offer now, with the host who would take each. */
export function teamTimesOf(schedules: readonly HostSchedule[], now: number): TeamOfferedTime[] {
  return teamOfferedTimes(
    schedules
      .filter((schedule) => schedule.host.takingDemos)
      .map((schedule) => ({
        hostId: schedule.host.id,
        starts: offeredTimes({
          availability: schedule.availability,
          meetings: schedule.meetings,
          busy: schedule.busy,
          now,
        }),
        upcomingMeetings: schedule.upcomingMeetings,
      })),
  );
}

/**
 * The host who takes a meeting at `start`: of those taking demos who offer it, the one with the
 * fewest upcoming meetings. A start none offers is refused with the reason a visitor can act
 * on: not a time at all, passed, never in anyone's hours (a tampered form), too soon now, or
 * taken since the page was shown.
 */
export function hostTakingStart(
  schedules: readonly HostSchedule[],
  start: number,
  now: number,
): HostSchedule {
  if (!Number.isSafeInteger(start)) throw bookingRefusal("impossible_time");
  if (start <= now) throw bookingRefusal("time_past");
  const offering = schedules.filter((schedule) => schedule.host.takingDemos);
  const taken = teamTimesOf(offering, now).find((time) => time.start === start);
  const host = taken && offering.find((schedule) => schedule.host.id === taken.hostId);
  if (host) return host;
  // Why not: the hours alone (no notice, meetings, busy times or daily limit) say whether the
  // time was ever one to offer.
  const inHours = offering.filter((schedule) =>
    offeredTimes({
      availability: { ...schedule.availability, minimumNoticeMinutes: 0, mostPerDay: undefined },
      meetings: [],
      busy: [],
      now,
    }).includes(start),
  );
  if (inHours.length === 0) throw bookingRefusal("time_not_offered");
  const tooSoon = inHours.every(
    ({ availability }) =>
      start < now + minutes(availability.minimumNoticeMinutes ?? DEFAULT_MINIMUM_NOTICE_MINUTES),
  );
  throw bookingRefusal(tooSoon ? "time_too_soon" : "time_taken");
}
