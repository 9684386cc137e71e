import { type ChangeEvent, type ChangeFeed, RESYNC } from "./change-feed.server.ts";

/** A comment line every 25 s keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting; spread so a restart is not met all at once. */
const RETRY_MIN_MS = 1_000;
const RETRY_SPREAD_MS = 2_000;

/**
 * A page's place in the changes: an event's id, and where a rendered page stands. A database
 * position (ADR 0029), so it means the same on every instance.
 */
export function changeEventId(seq: number): string {
  return String(seq);
}

/** Where a page rendered now stands: rendered into it, sent back when it connects. */
export function feedPosition(feed: ChangeFeed): string {
  return changeEventId(feed.seq);
}

/** The position in an event id, or null for anything else (an id of the former `boot-n` form). */
export function parseChangeEventId(value: string): number | null {
  return /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** One event in the text/event-stream format. Only the table, key and operation: never data. */
export function formatChangeEvent(event: ChangeEvent): string {
  const data = JSON.stringify({ entity: event.entity, id: event.id, op: event.op });
  return `id: ${changeEventId(event.seq)}\ndata: ${data}\n\n`;
}

/**
 * What a client that last saw `lastEventId` has missed: the events after it while this
 * instance holds them all, else (it started listening later, lost LISTEN meanwhile, or too
 * much happened) one RESYNC, numbered with the current position so that the client resumes
 * from there. Nothing yet for a position this instance has not reached (changeEventStream).
 */
export function missedEvents(feed: ChangeFeed, lastEventId: string | null): ChangeEvent[] {
  if (!lastEventId) return [];
  const after = parseChangeEventId(lastEventId);
  const missed = after === null ? null : feed.since(after);
  return missed ?? [{ seq: feed.seq, ...RESYNC }];
}

/**
 * How long a stream waits for a position another instance gave out before this one reached it.
 * Every instance receives every change within moments; a position still ahead after this is
 * not one of this database's (it was restored, or the listener is cut off): RESYNC.
 */
export const AHEAD_WAIT_MS = 5_000;

export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: the compression middleware leaves the stream alone, so nothing buffers it.
  "Cache-Control": "no-cache, no-transform",
  // nginx and friends: pass each event on at once.
  "X-Accel-Buffering": "no",
} as const;

/**
 * A named event (`event: name`): browsers hand it only to listeners of that name, never to the
 * `onmessage` every page uses for changes, and it carries no id, so a reconnection still
 * resumes from the last change.
 */
export function formatNamedEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Subscribes a stream to named events of its own (the console's); returns the unsubscribe. */
export type NamedEventSource = (send: (name: string, data: unknown) => void) => () => void;

/**
 * The live event stream of one client: missed events first, then every change as it comes,
 * with heartbeats in between, and any `namedEvents`. Ends (and calls onClose once) when the
 * client goes away, `signal` aborts, or no event was sent for `idleTimeoutMs`.
 */
export function changeEventStream({
  feed,
  lastEventId,
  signal,
  namedEvents,
  onClose = () => {},
  idleTimeoutMs,
  heartbeatMs = HEARTBEAT_MS,
  retryMs = RETRY_MIN_MS + Math.floor(Math.random() * RETRY_SPREAD_MS),
}: {
  feed: ChangeFeed;
  lastEventId: string | null;
  signal: AbortSignal;
  namedEvents?: NamedEventSource;
  onClose?: () => void;
  idleTimeoutMs: number;
  heartbeatMs?: number;
  retryMs?: number;
}): Response {
  const encoder = new TextEncoder();
  let finish = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      // A stream idle for long ends: the browser reconnects by itself and resumes from its last
      // event, so a page loses nothing, but a client cannot hold its streams (SSE_CONNECTION_LIMIT
      // each) forever, nor can one whose client vanished without closing the socket. Only events
      // count: the heartbeats below are the server's own, and would keep every stream open.
      const idle = setTimeout(() => finish(), idleTimeoutMs);
      const sendEvent = (text: string) => {
        send(text);
        idle.refresh();
      };
      send(`retry: ${retryMs}\n\n`);
      // The client has what is at or before its position: one from an instance that received
      // a change first may be ahead of this one, which then receives that change too. After a
      // RESYNC it reloads everything, so it has what is at or before that one's.
      let upTo = lastEventId ? (parseChangeEventId(lastEventId) ?? -1) : -1;
      const sendChange = (event: ChangeEvent) => {
        if (event.op === RESYNC.op) upTo = Math.min(upTo, event.seq);
        else if (event.seq <= upTo) return;
        sendEvent(formatChangeEvent(event));
      };
      const unsubscribe = feed.subscribe(sendChange);
      const missed = missedEvents(feed, lastEventId);
      for (const event of missed) sendChange(event);
      const position = upTo;
      const ahead =
        missed.length === 0 && position > feed.seq
          ? setTimeout(() => {
              if (feed.seq < position) sendChange({ seq: feed.seq, ...RESYNC });
            }, AHEAD_WAIT_MS)
          : undefined;
      const unsubscribeNamed = namedEvents?.((name, data) =>
        sendEvent(formatNamedEvent(name, data)),
      );
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), heartbeatMs);
      let finished = false;
      finish = () => {
        if (finished) return;
        finished = true;
        unsubscribe();
        unsubscribeNamed?.();
        clearInterval(heartbeat);
        clearTimeout(idle);
        clearTimeout(ahead);
        signal.removeEventListener("abort", finish);
        onClose();
        try {
          controller.close();
        } catch {
          // Already cancelled by the reader.
        }
      };
      if (signal.aborted) finish();
      else signal.addEventListener("abort", finish);
    },
    cancel() {
      finish();
    },
  });
  return new Response(body, { headers: EVENT_STREAM_HEADERS });
}
