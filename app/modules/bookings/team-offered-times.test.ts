import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { teamOfferedTimes } from "./team-offered-times.ts";

describe("a team's offered times", () => {
  it("lists each start once, with its free hosts, the least busy taking it", () => {
    expect(
      teamOfferedTimes([
        { hostId: "sana", starts: [100, 200, 300], upcomingMeetings: 4 },
        { hostId: "omar", starts: [200, 400], upcomingMeetings: 2 },
        { hostId: "ali", starts: [300, 400], upcomingMeetings: 4 },
      ]),
    ).toEqual([
      { start: 100, freeHostIds: ["sana"], hostId: "sana" },
      { start: 200, freeHostIds: ["omar", "sana"], hostId: "omar" },
      { start: 300, freeHostIds: ["ali", "sana"], hostId: "ali" },
      { start: 400, freeHostIds: ["omar", "ali"], hostId: "omar" },
    ]);
    expect(teamOfferedTimes([])).toEqual([]);
  });

  it("chooses the same host whatever order the hosts come in", () => {
    const hostArbitrary = fc.record({
      hostId: fc.string({ minLength: 1, maxLength: 4 }),
      starts: fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 10 }),
      upcomingMeetings: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(hostArbitrary, { selector: (host) => host.hostId, maxLength: 6 }),
        (hosts) => {
          const times = teamOfferedTimes(hosts);
          expect(teamOfferedTimes([...hosts].reverse())).toEqual(times);
          const all = new Set(hosts.flatMap((host) => host.starts));
          expect(times.map((time) => time.start)).toEqual([...all].sort((a, b) => a - b));
          for (const time of times) {
            const free = hosts.filter((host) => host.starts.includes(time.start));
            expect([...time.freeHostIds].sort()).toEqual(free.map((host) => host.hostId).sort());
            const chosen = free.find((host) => host.hostId === time.hostId)!;
            for (const other of free) {
              expect(
                chosen.upcomingMeetings < other.upcomingMeetings ||
                  (chosen.upcomingMeetings === other.upcomingMeetings &&
                    chosen.hostId <= other.hostId),
              ).toBe(true);
            }
          }
        },
      ),
    );
  });
});
