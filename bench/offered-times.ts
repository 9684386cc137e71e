// What computing the booking page's offered times costs (app/modules/bookings): a team of 10
// hosts in three zones (Karachi, London, New York: the clock changes of March fall in the
// window), two ranges of hours on weekdays and a short Saturday, 30-minute meetings with
// 10-minute buffers, a few days off, over 60 days; 500 meetings booked and a busy calendar of
// 2,000 events among them. One run is every host's offered times, the team's (who is free,
// who takes each time), and the times grouped into a Karachi visitor's days. Median and p95 in
// ms over `--runs` runs after a warm-up, and the median CPU time (steadier on a shared
// machine); the target is under 50 ms. Then the same with 2,000 busy events for each host
// (20,000), and, apart, reading a pasted feed of 2,000 events (a fifth of them weekly for a
// year) into busy times. It prints figures; nothing fails.
//
//   node bench/offered-times.ts [--runs 200]

import type {
  ExistingMeeting,
  HostAvailability,
  Interval,
} from "#app/modules/bookings/availability.ts";
import { busyTimesFromCalendar } from "#app/modules/bookings/busy-times-from-calendar.server.ts";
import { offeredDaysIn } from "#app/modules/bookings/offered-days.ts";
import { offeredTimes } from "#app/modules/bookings/offered-times.ts";
import { teamOfferedTimes } from "#app/modules/bookings/team-offered-times.ts";
import { numberOption } from "./lib/command-line.ts";
import { median, percentile } from "./lib/stats.ts";
import { table } from "./lib/wrk.ts";

const RUNS = numberOption("--runs", 200);
const WARM_UP = 50;
const HOSTS = 10;
const DAYS = 60;
const MEETINGS = 500;
const BUSY_EVENTS = 2_000;
const MINUTE = 60_000;
const DAY = 86_400_000;
// A Sunday a week before London's and New York's clocks change, at 06:00 UTC.
const NOW = Date.parse("2026-03-01T06:00:00Z");
const ZONES = ["Asia/Karachi", "Europe/London", "America/New_York"];

/** A small seeded generator (mulberry32), so every run sees the same team. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = randomFrom(53);
const pick = (count: number) => Math.floor(random() * count);

const weekday = [
  { start: "09:00", end: "13:00" },
  { start: "14:00", end: "18:00" },
];
const availabilityOf = (index: number): HostAvailability => ({
  timeZone: ZONES[index % ZONES.length]!,
  weeklyHours: {
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday: [{ start: "10:00", end: "14:00" }],
  },
  dateOverrides: [
    { date: "2026-03-23", ranges: [] },
    { date: "2026-04-10", ranges: [{ start: "15:00", end: "17:00" }] },
  ],
  meetingMinutes: 30,
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 10,
  daysAhead: DAYS,
  mostPerDay: 8,
});

/** Intervals at random quarter hours of the next 60 days, 15 minutes to 2 hours long. */
function intervals(count: number): Interval[] {
  return Array.from({ length: count }, () => {
    const start = NOW + pick(DAYS * 96) * 15 * MINUTE;
    return { start, end: start + (1 + pick(8)) * 15 * MINUTE };
  });
}

function team(busyPerHost: number) {
  return Array.from({ length: HOSTS }, (_, index) => ({
    hostId: `host-${index}`,
    availability: availabilityOf(index),
    meetings: intervals(MEETINGS / HOSTS).map(
      (meeting): ExistingMeeting => ({
        ...meeting,
        bufferBeforeMinutes: 10,
        bufferAfterMinutes: 10,
      }),
    ),
    busy: intervals(busyPerHost),
  }));
}

/** Everything the booking page computes for one visit. */
function offeredToTeam(hosts: ReturnType<typeof team>) {
  const offered = teamOfferedTimes(
    hosts.map((host) => ({
      hostId: host.hostId,
      starts: offeredTimes({ ...host, now: NOW }),
      upcomingMeetings: host.meetings.length,
    })),
  );
  const days = offeredDaysIn(
    offered.map((time) => time.start),
    "Asia/Karachi",
  );
  return { offered, days };
}

/** Wall-clock ms of each run, and the process's CPU ms (a shared machine moves the first). */
function timed(run: () => unknown) {
  for (let index = 0; index < WARM_UP; index++) run();
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    run();
    times.push(performance.now() - started);
    const spent = process.cpuUsage(cpu);
    cpuTimes.push((spent.user + spent.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return { median: median(times), p95: percentile(times, 95), cpu: median(cpuTimes) };
}

/** A feed of `count` events, a fifth of them weekly for a year, in the hosts' zones. */
function feedOf(count: number): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//bench//offered-times//EN"];
  const local = (instant: number) =>
    new Date(instant).toISOString().replace(/[-:]/g, "").slice(0, 15);
  for (let index = 0; index < count; index++) {
    const [event] = intervals(1);
    lines.push(
      "BEGIN:VEVENT",
      `UID:event-${index}@bench`,
      `DTSTART;TZID=${ZONES[index % ZONES.length]}:${local(event!.start)}`,
      `DTEND;TZID=${ZONES[index % ZONES.length]}:${local(event!.end)}`,
      ...(index % 5 === 0 ? ["RRULE:FREQ=WEEKLY;COUNT=52"] : []),
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}

const shared = team(BUSY_EVENTS / HOSTS);
const crowded = team(BUSY_EVENTS);
const { offered, days } = offeredToTeam(shared);
const feed = feedOf(BUSY_EVENTS);
const window = { from: NOW, to: NOW + DAYS * DAY, timeZone: "Asia/Karachi" };
const parsed = busyTimesFromCalendar(feed, window);

const rows = [
  ["offered times: 500 meetings, 2,000 busy events in all", timed(() => offeredToTeam(shared))],
  ["offered times: 500 meetings, 2,000 busy events each host", timed(() => offeredToTeam(crowded))],
  [
    "a pasted feed of 2,000 events read into busy times",
    timed(() => busyTimesFromCalendar(feed, window)),
  ],
] as const;

console.log(
  `${HOSTS} hosts, ${DAYS} days: ${offered.length} times offered on ${days.length} days; ` +
    `the feed gave ${parsed.busy.length} busy intervals once joined (complete: ${parsed.complete}). ` +
    `${RUNS} runs after ${WARM_UP}.\n`,
);
console.log(
  table(
    ["what", "median", "p95", "CPU, median"],
    rows.map(([label, figures]) => [
      label,
      `${figures.median.toFixed(2)} ms`,
      `${figures.p95.toFixed(2)} ms`,
      `${figures.cpu.toFixed(2)} ms`,
    ]),
  ),
);
