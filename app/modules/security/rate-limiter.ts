export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A limit on attempts per key (shared by every instance: shared-limits.server.ts). */
export type RateLimiter = {
  /** Counts one attempt for the key and says whether it is within the limit. */
  consume(key: string, now?: number): Promise<RateLimitDecision>;
};

/** A limiter in this process's memory, answering at once (the page-view beacon's). */
export type MemoryRateLimiter = {
  consume(key: string, now?: number): RateLimitDecision;
};

/**
 * A key's attempts in time order, as runs of one millisecond: `times[i]` had `counts[i]`.
 * Runs before `head` have left the window (dropped from the arrays now and then, not one by
 * one); `live` is the sum of the counts from `head` on.
 */
type Attempts = { times: number[]; counts: number[]; head: number; live: number };

/**
 * A sliding-window limiter in process memory: at most `limit` attempts per key in any
 * `windowMs`. Keys are forgotten once their window has passed, so memory follows the number
 * of recent callers, and the number kept is capped so a flood of distinct keys cannot grow it.
 * An attempt costs the same however many a key has made and however many keys are kept: the
 * limiter sits in front of every page view, where one address (a carrier's, with many visitors
 * behind it) may make thousands, and costs no query there
 * (docs/decisions/0030-shared-abuse-limits.md says why it stays per process).
 *
 * The keys live in two generations, `current` and `previous`: a key found in `previous` is
 * copied to `current`; every `windowMs` `previous` is dropped (a key only there has made no
 * attempt for a whole window) and `current` becomes `previous`. When `current` holds half the
 * cap early, the same turn comes early: the keys not seen since the last turn are forgotten
 * first, those still calling are kept. Reordering one Map instead (delete and set again on every
 * attempt, to keep it in order of use) cost V8 a rehash of the whole table each time: ~90 µs an
 * attempt with 50,000 keys (`node bench/hit-path-costs.ts`).
 */
export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): MemoryRateLimiter {
  const { limit, windowMs, maxKeys = 50_000 } = options;
  const generationCap = Math.max(1, Math.floor(maxKeys / 2));
  let current = new Map<string, Attempts>();
  let previous = new Map<string, Attempts>();
  let turnedAt = Number.NEGATIVE_INFINITY;

  function turn(now: number) {
    previous = current;
    current = new Map();
    turnedAt = now;
  }

  // A key copied to `current` is left in `previous` too: `current` is read first, and `previous`
  // goes whole at the next turn.
  function entryOf(key: string): Attempts {
    let entry = current.get(key);
    if (entry) return entry;
    entry = previous.get(key) ?? { times: [], counts: [], head: 0, live: 0 };
    if (current.size >= generationCap) turn(turnedAt);
    current.set(key, entry);
    return entry;
  }

  return {
    consume(key, now = Date.now()) {
      if (now - turnedAt >= windowMs) turn(now);
      const entry = entryOf(key);
      const { times, counts } = entry;
      while (entry.head < times.length && times[entry.head]! <= now - windowMs) {
        entry.live -= counts[entry.head]!;
        entry.head++;
      }
      if (entry.head > 64 && entry.head * 2 > times.length) {
        times.splice(0, entry.head);
        counts.splice(0, entry.head);
        entry.head = 0;
      }
      if (entry.live >= limit) {
        return {
          allowed: false,
          retryAfterSeconds: Math.ceil((times[entry.head]! + windowMs - now) / 1000),
        };
      }
      const last = times.length - 1;
      if (last >= entry.head && times[last] === now) counts[last]!++;
      else {
        times.push(now);
        counts.push(1);
      }
      entry.live++;
      return { allowed: true };
    },
  };
}

/** How long a refused caller waits, in whole minutes (at least one). */
export function retryAfterMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/** What a refused caller is told: how long to wait, in whole minutes. */
export function retryAfterMessage(retryAfterSeconds: number): string {
  const minutes = retryAfterMinutes(retryAfterSeconds);
  return `Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

export type WindowCounter = {
  /** Counts one event for the key; answers how many it has had in the window, this one included. */
  add(key: string, now?: number): Promise<number>;
  /** How many events the key has had in the window. */
  count(key: string, now?: number): Promise<number>;
};
