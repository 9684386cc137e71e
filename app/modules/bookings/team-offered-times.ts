// The times a team offers: each start at least one host has free, with the hosts free then and
// the one who takes it. The host with the fewest upcoming meetings takes it, so the load evens
// out; between equals, the lowest host id (compared as code units, the same on every server).

export type HostOfferedTimes = {
  hostId: string;
  /** The host's offered starts (offeredTimes). */
  starts: readonly number[];
  /** Meetings the host has booked from now on. */
  upcomingMeetings: number;
};

export type TeamOfferedTime = {
  start: number;
  /** The hosts free at `start`, in the order they are chosen: the first takes the meeting. */
  freeHostIds: string[];
  hostId: string;
};

/** Every start any host offers, ascending, each with its free hosts and chosen host. */
export function teamOfferedTimes(hosts: readonly HostOfferedTimes[]): TeamOfferedTime[] {
  const byPreference = [...hosts].sort(
    (a, b) =>
      a.upcomingMeetings - b.upcomingMeetings ||
      (a.hostId < b.hostId ? -1 : a.hostId > b.hostId ? 1 : 0),
  );
  const freeHosts = new Map<number, string[]>();
  for (const host of byPreference) {
    for (const start of new Set(host.starts)) {
      const ids = freeHosts.get(start);
      if (ids) ids.push(host.hostId);
      else freeHosts.set(start, [host.hostId]);
    }
  }
  return [...freeHosts.keys()]
    .sort((a, b) => a - b)
    .map((start) => {
      const freeHostIds = freeHosts.get(start)!;
      return { start, freeHostIds, hostId: freeHostIds[0]! };
    });
}
