import { sql } from "drizzle-orm";
import { type DatabaseConnection, selectRows } from "#app/db/client.server.ts";
import type { PostgresListenerOptions } from "#app/db/notification-listener.server.ts";

// The database announces changes to what public pages show (drizzle/0008_live_change_notify.sql):
// pricing plans on the `pricing_changes` channel (docs/product.md), everything else on `site_changes`.
export const CHANGE_CHANNELS = ["pricing_changes", "site_changes"] as const;

/**
 * `seq` is the change's position, drawn by the triggers (drizzle/0027_live_change_positions.sql):
 * the same number on every instance, in the order every instance receives them (ADR 0029).
 */
export type ChangeEvent = { seq: number; entity: string; id: string | null; op: string };

export type ChangeFeed = {
  /** Listeners are called synchronously in subscription order. */
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  /**
   * The events after position `seq`, or null when this instance cannot tell them all: `seq` is
   * older than what it has held without a break (it started listening later, lost LISTEN, or
   * its ring buffer has dropped them). Empty for a position it has not reached yet.
   */
  since(seq: number): ChangeEvent[] | null;
  /**
   * Where a page rendered now stands: every change up to this position is committed, and so
   * read by the render. The latest event's position, or where the feed started.
   */
  readonly seq: number;
  /** Aborted by close(): the live event streams end with it (see the route GET /events). */
  readonly closed: AbortSignal;
  /** Stops listening and ends the streams; later calls wait for the first. */
  close(): Promise<void>;
};

/** Anything may have changed: every cache drops everything, every page reloads its data. */
export const RESYNC = { entity: "*", id: null, op: "RESYNC" } as const;

const DEFAULT_CAPACITY = 1_000;
/** After losing LISTEN, how long between attempts to learn where the database stands. */
const POSITION_RETRY_MS = 1_000;

/**
 * The triggers' JSON payload. Anything else on our channels (a hand-typed `NOTIFY site_changes`,
 * say) carries no position and is taken as "something changed": null, a gap.
 */
export function parseChangePayload(payload: string): ChangeEvent | null {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (parsed && typeof parsed === "object") {
      const { seq, entity, id, op } = parsed as Record<string, unknown>;
      if (
        Number.isSafeInteger(seq) &&
        typeof entity === "string" &&
        typeof op === "string" &&
        (id === null || typeof id === "string")
      ) {
        return { seq: seq as number, entity, id, op };
      }
    }
  } catch {
    // Not JSON: a gap.
  }
  return null;
}

/**
 * The in-process side: the ring buffer of recent events and the fan-out to listeners. It holds
 * every event after `from` (a position) while its ring buffer has room: from where it started
 * (`start`), or from where the database stood once listening again after losing it.
 */
export function createChangeFeed({
  start = 0,
  capacity = DEFAULT_CAPACITY,
  onClose = async () => {},
}: {
  start?: number;
  capacity?: number;
  onClose?: () => Promise<void>;
} = {}): ChangeFeed & {
  publish(event: ChangeEvent): void;
  /** Anything may have changed (a notification without a position): RESYNC, held from now. */
  resync(): void;
  /** Not listening: resumes nothing until `resume` says where the database stands. */
  lost(): void;
  /**
   * Listening again, with the database at `position`: held from there on. If it is past what
   * was received before the loss, changes were missed meanwhile: RESYNC.
   */
  resume(position: number): void;
} {
  const listeners = new Set<(event: ChangeEvent) => void>();
  let held: ChangeEvent[] = [];
  const closing = new AbortController();
  let closed: Promise<void> | undefined;
  let seq = start;
  let from = start;
  let beforeLoss: { from: number; seq: number } | undefined;

  function dispatch(event: ChangeEvent): void {
    // A snapshot: a listener may unsubscribe (itself or another) while being called.
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.error("Live updates: a change listener failed", error);
      }
    }
  }

  /** Nothing at or before `position` can be resumed from any more. */
  function holdFrom(position: number): void {
    from = position;
    held = held.filter((event) => event.seq > position);
    dispatch({ seq, ...RESYNC });
  }

  return {
    closed: closing.signal,
    get seq() {
      return seq;
    },
    publish(event) {
      // Only an event the position read at the start (or after a loss) already counts can be
      // behind: it is at or before `from`, so never replayed from the ring.
      seq = Math.max(seq, event.seq);
      held.push(event);
      if (held.length > capacity) {
        const dropped = held.shift()!.seq;
        from = Math.max(from, dropped);
        if (beforeLoss) beforeLoss.from = Math.max(beforeLoss.from, dropped);
      }
      dispatch(event);
    },
    resync() {
      beforeLoss = undefined;
      holdFrom(seq);
    },
    lost() {
      beforeLoss ??= { from, seq };
      from = Number.POSITIVE_INFINITY;
    },
    resume(position) {
      const before = beforeLoss;
      beforeLoss = undefined;
      seq = Math.max(seq, position);
      if (before && position <= before.seq) from = before.from;
      else holdFrom(position);
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
      if (!Number.isSafeInteger(after) || after < from) return null;
      // Events arrive in position order: the ones after `after` are the tail.
      let first = held.length;
      while (first > 0 && held[first - 1]!.seq > after) first -= 1;
      return held.slice(first);
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

/** Where the database stands now (live_change_position_now, drizzle/0027). */
async function currentPosition(connection: Pick<DatabaseConnection, "db">): Promise<number> {
  const [row] = await selectRows<{ position: string | number }>(
    connection.db,
    sql`SELECT live_change_position_now() AS position`,
  );
  return Number(row?.position ?? 0);
}

/**
 * Listens on the database's change channels and feeds the events in, starting from where the
 * database stood once listening. After a lost listener connection is back, it reads where the
 * database stands again: a RESYNC event says that changes were committed meanwhile.
 */
export async function startChangeFeed(
  connection: Pick<DatabaseConnection, "listen" | "db">,
  options: { capacity?: number; listener?: PostgresListenerOptions } = {},
): Promise<ChangeFeed> {
  let stop = async () => {};
  let retry: NodeJS.Timeout | undefined;
  const feed = createChangeFeed({
    capacity: options.capacity,
    onClose: () => {
      clearTimeout(retry);
      return stop();
    },
  });
  // Events that arrive while the position is read are held; the ones it already counts are
  // harmless there.
  feed.lost();
  const resumeWhereTheDatabaseStands = async (): Promise<void> => {
    try {
      feed.resume(await currentPosition(connection));
    } catch (error) {
      if (feed.closed.aborted) return;
      console.error("Live updates: could not read the change position, retrying", error);
      retry = setTimeout(resumeWhereTheDatabaseStands, POSITION_RETRY_MS);
      retry.unref();
    }
  };
  const listener = await connection.listen(
    CHANGE_CHANNELS,
    {
      notification: (_channel, payload) => {
        const event = parseChangePayload(payload);
        if (event) feed.publish(event);
        else feed.resync();
      },
      reconnected: () => {
        clearTimeout(retry);
        feed.lost();
        void resumeWhereTheDatabaseStands();
      },
    },
    options.listener,
  );
  stop = () => listener.close();
  try {
    feed.resume(await currentPosition(connection));
  } catch (error) {
    await feed.close();
    throw error;
  }
  return feed;
}
