export type ConnectionLimiter = {
  /** Takes a slot for the key: the release function, or null when the key holds `limit` already. */
  acquire(key: string): (() => void) | null;
  /** Open connections of the key (for tests and logs). */
  count(key: string): number;
};

/**
 * Caps concurrent long-lived connections (the live event stream) per client, in process
 * memory. A key is forgotten when its last connection ends, so memory follows open connections.
 */
export function createConnectionLimiter(limit: number): ConnectionLimiter {
  const open = new Map<string, number>();
  return {
    acquire(key) {
      const held = open.get(key) ?? 0;
      if (held >= limit) return null;
      open.set(key, held + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      };
    },
    count: (key) => open.get(key) ?? 0,
  };
}
