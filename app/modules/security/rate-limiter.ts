export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one attempt for the key and says whether it is within the limit. */
  consume(key: string, now?: number): RateLimitDecision;
};

/**
 * A sliding-window limiter in process memory: at most `limit` attempts per key in any
 * `windowMs`. Keys are forgotten once their window has passed, so memory follows the number
 * of recent callers, and the map is capped so a flood of distinct keys cannot grow it.
 */
export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): RateLimiter {
  const { limit, windowMs, maxKeys = 50_000 } = options;
  const attempts = new Map<string, number[]>();

  function prune(now: number) {
    for (const [key, times] of attempts) {
      if (times[times.length - 1]! <= now - windowMs) attempts.delete(key);
    }
  }

  return {
    consume(key, now = Date.now()) {
      const recent = (attempts.get(key) ?? []).filter((time) => time > now - windowMs);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        return {
          allowed: false,
          retryAfterSeconds: Math.ceil((recent[0]! + windowMs - now) / 1000),
        };
      }
      recent.push(now);
      attempts.delete(key);
      attempts.set(key, recent);
      if (attempts.size > maxKeys) {
        prune(now);
        // Still full of live keys: forget the oldest caller rather than grow without bound.
        if (attempts.size > maxKeys) attempts.delete(attempts.keys().next().value as string);
      }
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
  add(key: string, now?: number): number;
  /** How many events the key has had in the window. */
  count(key: string, now?: number): number;
};

/**
 * Events per key in a sliding window, in process memory, refusing nothing: what a caller has
 * done lately, for decisions finer than allow/refuse. A count stops growing at `maxCount` (only
 * the newest events are kept, so a flood costs no more than that per key), and the map is capped
 * like the limiter's.
 */
export function createWindowCounter(options: {
  windowMs: number;
  maxCount?: number;
  maxKeys?: number;
}): WindowCounter {
  const { windowMs, maxCount = 1_000, maxKeys = 50_000 } = options;
  const events = new Map<string, number[]>();
  const recent = (key: string, now: number) =>
    (events.get(key) ?? []).filter((time) => time > now - windowMs);
  return {
    add(key, now = Date.now()) {
      const times = recent(key, now);
      times.push(now);
      if (times.length > maxCount) times.shift();
      events.delete(key);
      events.set(key, times);
      if (events.size > maxKeys) {
        for (const [other, otherTimes] of events) {
          if (otherTimes[otherTimes.length - 1]! <= now - windowMs) events.delete(other);
        }
        if (events.size > maxKeys) events.delete(events.keys().next().value as string);
      }
      return times.length;
    },
    count(key, now = Date.now()) {
      return recent(key, now).length;
    },
  };
}
