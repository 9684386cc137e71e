import { randomBytes } from "node:crypto";
import type { DatabaseConnection } from "#app/db/client.server.ts";
import type { PostgresListenerOptions } from "#app/db/notification-listener.server.ts";

// The database announces changes to what public pages show (drizzle/0008_live_change_notify.sql):
// pricing plans on the spec's `pricing_changes` channel, everything else on `site_changes`.
export const CHANGE_CHANNELS = ["pricing_changes", "site_changes"] as const;

export type ChangeEvent = { seq: number; entity: string; id: string | null; op: string };

export type ChangeFeed = {
  /** Listeners are called synchronously in subscription order. */
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  /** Events after `seq` still held in a bounded ring buffer, or null when they are no longer all held. */
  since(seq: number): ChangeEvent[] | null;
  /** The seq of the latest event (0 before the first): where a page rendered now stands. */
  readonly seq: number;
  readonly bootId: string;
  /** Aborted by close(): the live event streams end with it (see the route GET /events). */
  readonly closed: AbortSignal;
  /** Stops listening and ends the streams; later calls wait for the first. */
  close(): Promise<void>;
};

/** Anything may have changed: every cache drops everything, every page reloads its data. */
export const RESYNC = { entity: "*", id: null, op: "RESYNC" } as const;

const DEFAULT_CAPACITY = 1_000;

type Change = Omit<ChangeEvent, "seq">;

/**
 * The triggers' JSON payload. Anything else on our channels (a hand-typed `NOTIFY site_changes`,
 * say) is taken as "something changed": RESYNC.
 */
export function parseChangePayload(payload: string): Change {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (parsed && typeof parsed === "object") {
      const { entity, id, op } = parsed as Record<string, unknown>;
      if (
        typeof entity === "string" &&
        typeof op === "string" &&
        (id === null || typeof id === "string")
      ) {
        return { entity, id, op };
      }
    }
  } catch {
    // Not JSON: falls through to RESYNC.
  }
  return { ...RESYNC };
}

/** The in-process side: numbering, the ring buffer and the fan-out to listeners. */
export function createChangeFeed({
  capacity = DEFAULT_CAPACITY,
  onClose = async () => {},
}: {
  capacity?: number;
  onClose?: () => Promise<void>;
} = {}): ChangeFeed & { publish(change: Change): ChangeEvent } {
  const bootId = randomBytes(6).toString("hex");
  const listeners = new Set<(event: ChangeEvent) => void>();
  const held: ChangeEvent[] = [];
  const closing = new AbortController();
  let closed: Promise<void> | undefined;
  let seq = 0;
  return {
    bootId,
    closed: closing.signal,
    get seq() {
      return seq;
    },
    publish(change) {
      seq += 1;
      const event = { seq, entity: change.entity, id: change.id, op: change.op };
      held.push(event);
      if (held.length > capacity) held.shift();
      // A snapshot: a listener may unsubscribe (itself or another) while being called.
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          console.error("Live updates: a change listener failed", error);
        }
      }
      return event;
    },
    subscribe(listener) {
      // Wrapped, so one function subscribed twice is two subscriptions.
      const subscription = (event: ChangeEvent) => listener(event);
      listeners.add(subscription);
      return () => {
        listeners.delete(subscription);
      };
    },
    since(after) {
      if (!Number.isInteger(after) || after < 0 || after > seq) return null;
      const oldest = held[0]?.seq ?? seq + 1;
      if (after + 1 < oldest) return null;
      return held.slice(held.length - (seq - after));
    },
    close() {
      closed ??= (async () => {
        closing.abort();
        listeners.clear();
        await onClose();
      })();
      return closed;
    },
  };
}

/**
 * Listens on the database's change channels and feeds the events in. After a lost listener
 * connection is back, a RESYNC event says that changes may have been missed.
 */
export async function startChangeFeed(
  connection: Pick<DatabaseConnection, "listen">,
  options: { capacity?: number; listener?: PostgresListenerOptions } = {},
): Promise<ChangeFeed> {
  let stop = async () => {};
  const feed = createChangeFeed({ capacity: options.capacity, onClose: () => stop() });
  const listener = await connection.listen(
    CHANGE_CHANNELS,
    {
      notification: (_channel, payload) => feed.publish(parseChangePayload(payload)),
      reconnected: () => feed.publish(RESYNC),
    },
    options.listener,
  );
  stop = () => listener.close();
  return feed;
}
