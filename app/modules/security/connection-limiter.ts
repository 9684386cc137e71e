/** A slot taken, with its release, or the limit that refused it. */
export type ConnectionSlot =
  | { ok: true; release: () => void }
  | { ok: false; limit: "client" | "total" };

export type ConnectionLimiter = {
  /**
   * Takes a slot for the key, unless the key holds `perClient` already ("client") or all keys
   * together hold `total` ("total").
   */
  acquire(key: string): ConnectionSlot;
  /** Open connections of the key (for tests and logs). */
  count(key: string): number;
};

/**
 * Caps concurrent long-lived connections (the live event stream) per client and in total, in
 * process memory. A key is forgotten when its last connection ends, so memory follows open
 * connections.
 */
export function createConnectionLimiter({
  perClient,
  total,
}: {
  perClient: number;
  total: number;
}): ConnectionLimiter {
  const open = new Map<string, number>();
  let openInTotal = 0;
  return {
    acquire(key) {
      const held = open.get(key) ?? 0;
      if (held >= perClient) return { ok: false, limit: "client" };
      if (openInTotal >= total) return { ok: false, limit: "total" };
      open.set(key, held + 1);
      openInTotal++;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        openInTotal--;
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      };
      return { ok: true, release };
    },
    count: (key) => open.get(key) ?? 0,
  };
}
