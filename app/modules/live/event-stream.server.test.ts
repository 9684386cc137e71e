import { afterEach, describe, expect, it, vi } from "vitest";
import { createChangeFeed } from "./change-feed.server.ts";
import {
  AHEAD_WAIT_MS,
  changeEventStream,
  feedPosition,
  formatChangeEvent,
  missedEvents,
  parseChangeEventId,
} from "./event-stream.server.ts";

const planChange = (seq: number, id = `plan-${seq}`) => ({
  seq,
  entity: "pricing_plans",
  id,
  op: "UPDATE",
});
const resyncAt = (seq: number) => ({ seq, entity: "*", id: null, op: "RESYNC" });

/** Reads the stream until `done` is true of what arrived so far. */
async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  done: (text: string) => boolean,
): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  while (!done(text)) {
    const chunk = await reader.read();
    if (chunk.done) throw new Error(`stream ended after: ${text}`);
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text;
}

async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text;
}

function open(options: Partial<Parameters<typeof changeEventStream>[0]> = {}) {
  const feed = options.feed ?? createChangeFeed();
  const abort = new AbortController();
  const onClose = vi.fn();
  const response = changeEventStream({
    feed,
    lastEventId: null,
    signal: abort.signal,
    onClose,
    retryMs: 1500,
    idleTimeoutMs: 60_000,
    ...options,
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  return { response, reader, abort, onClose };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("formatChangeEvent", () => {
  it("writes the position as the id and only entity, id and op as data", () => {
    expect(formatChangeEvent({ seq: 7, entity: "website_config", id: "1", op: "UPDATE" })).toBe(
      'id: 7\ndata: {"entity":"website_config","id":"1","op":"UPDATE"}\n\n',
    );
  });
});

describe("parseChangeEventId", () => {
  it("reads what formatChangeEvent wrote and refuses anything else", () => {
    expect(parseChangeEventId("7")).toBe(7);
    expect(parseChangeEventId("0")).toBe(0);
    // An id from before positions came from the database: the process's boot id and a count.
    expect(parseChangeEventId("abc123-7")).toBeNull();
    expect(parseChangeEventId("-7")).toBeNull();
    expect(parseChangeEventId("7.5")).toBeNull();
    expect(parseChangeEventId("")).toBeNull();
    expect(parseChangeEventId("99999999999999999999")).toBeNull();
  });
});

describe("missedEvents", () => {
  it("replays what came after a position, whichever instance rendered it", () => {
    const feed = createChangeFeed({ start: 10 });
    feed.publish(planChange(11, "a"));
    const position = feedPosition(feed);
    expect(position).toBe("11");
    feed.publish(planChange(13, "b"));
    feed.publish(planChange(14, "c"));
    expect(missedEvents(feed, position).map((event) => event.id)).toEqual(["b", "c"]);
    expect(missedEvents(feed, "10").map((event) => event.id)).toEqual(["a", "b", "c"]);
    expect(missedEvents(feed, feedPosition(feed))).toEqual([]);
    expect(missedEvents(feed, null)).toEqual([]);
  });

  it("answers a position from before it started, or no position, with one RESYNC at the current position", () => {
    const feed = createChangeFeed({ start: 10 });
    feed.publish(planChange(11));
    expect(missedEvents(feed, "9")).toEqual([resyncAt(11)]);
    expect(missedEvents(feed, "0000-1")).toEqual([resyncAt(11)]);
    expect(missedEvents(feed, "not an id")).toEqual([resyncAt(11)]);
  });

  it("answers a position whose events left the ring buffer with one RESYNC", () => {
    const feed = createChangeFeed({ capacity: 2 });
    const start = feedPosition(feed);
    for (const seq of [1, 2, 3]) feed.publish(planChange(seq));
    expect(missedEvents(feed, start)).toEqual([resyncAt(3)]);
    expect(missedEvents(feed, "1").map((event) => event.seq)).toEqual([2, 3]);
  });

  it("answers any position with one RESYNC while not listening", () => {
    const feed = createChangeFeed({ start: 5 });
    feed.lost();
    expect(missedEvents(feed, "5")).toEqual([resyncAt(5)]);
    expect(missedEvents(feed, "6")).toEqual([resyncAt(5)]);
  });
});

describe("changeEventStream", () => {
  it("is an unbuffered, uncached event stream that starts with a retry hint", async () => {
    const { response, reader, abort } = open();
    expect(response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-cache, no-transform");
    expect(response.headers.get("X-Accel-Buffering")).toBe("no");
    expect(await readUntil(reader, (text) => text.endsWith("\n\n"))).toBe("retry: 1500\n\n");
    abort.abort();
  });

  it("sends the missed events, then each new change as it happens", async () => {
    const feed = createChangeFeed();
    feed.publish(planChange(1, "a"));
    const position = feedPosition(feed);
    feed.publish(planChange(2, "b"));
    const { reader, abort } = open({ feed, lastEventId: position });

    const first = await readUntil(reader, (text) => text.includes('"id":"b"'));
    expect(first).not.toContain('"id":"a"');
    expect(first).toContain("id: 2\n");

    feed.publish(planChange(3, "c"));
    expect(await readUntil(reader, (text) => text.includes('"id":"c"'))).toContain(
      'id: 3\ndata: {"entity":"pricing_plans","id":"c","op":"UPDATE"}\n\n',
    );
    abort.abort();
  });

  it("waits for a position another instance reached first, and sends only what comes after it", async () => {
    vi.useFakeTimers();
    const feed = createChangeFeed({ start: 4 });
    const { reader, abort } = open({ feed, lastEventId: "6" });
    feed.publish(planChange(5, "before"));
    feed.publish(planChange(6, "same"));
    vi.advanceTimersByTime(AHEAD_WAIT_MS);
    feed.publish(planChange(7, "after"));
    abort.abort();
    vi.useRealTimers();
    const text = await readToEnd(reader);
    expect(text).not.toContain("RESYNC");
    expect(text).not.toContain('"id":"before"');
    expect(text).not.toContain('"id":"same"');
    expect(text).toContain('id: 7\ndata: {"entity":"pricing_plans","id":"after","op":"UPDATE"}');
  });

  it("says RESYNC when a position ahead is not reached in time, then sends every change", async () => {
    vi.useFakeTimers();
    const feed = createChangeFeed({ start: 4 });
    const { reader, abort } = open({ feed, lastEventId: "900" });
    feed.publish(planChange(5, "early"));
    vi.advanceTimersByTime(AHEAD_WAIT_MS);
    feed.publish(planChange(6, "late"));
    abort.abort();
    vi.useRealTimers();
    const text = await readToEnd(reader);
    expect(text).not.toContain('"id":"early"');
    expect(text).toContain('id: 5\ndata: {"entity":"*","id":null,"op":"RESYNC"}');
    expect(text).toContain('id: 6\ndata: {"entity":"pricing_plans","id":"late","op":"UPDATE"}');
  });

  it("sends a heartbeat comment at the configured interval", async () => {
    const { reader, abort } = open({ heartbeatMs: 20 });
    const text = await readUntil(reader, (seen) => seen.includes(": heartbeat\n\n"));
    expect(text.startsWith("retry: 1500\n\n")).toBe(true);
    abort.abort();
  });

  it("unsubscribes, ends the stream and releases once when the client goes away", async () => {
    const feed = createChangeFeed();
    const { reader, abort, onClose } = open({ feed });
    await readUntil(reader, (text) => text.length > 0);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});

    abort.abort();
    expect(onClose).toHaveBeenCalledOnce();
    expect((await reader.read()).done).toBe(true);
    // Still subscribed, the stream's listener would now fail on the closed stream.
    feed.publish(planChange(1, "x"));
    expect(error).not.toHaveBeenCalled();
    await reader.cancel();
    expect(onClose).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it("sends named events beside the changes, and stops their source when it ends", async () => {
    let send: ((name: string, data: unknown) => void) | undefined;
    const unsubscribe = vi.fn();
    const { reader, abort } = open({
      namedEvents: (sender) => {
        send = sender;
        return unsubscribe;
      },
    });
    send?.("visitors", { count: 3 });
    const text = await readUntil(reader, (seen) => seen.includes("visitors"));
    expect(text.endsWith('event: visitors\ndata: {"count":3}\n\n')).toBe(true);
    abort.abort();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it("ends a stream that carried no event for the idle timeout, heartbeats or not", async () => {
    vi.useFakeTimers();
    const feed = createChangeFeed();
    const { reader, onClose } = open({ feed, idleTimeoutMs: 300_000, heartbeatMs: 25_000 });
    vi.advanceTimersByTime(299_000);
    // An event restarts the count.
    feed.publish(planChange(1, "a"));
    vi.advanceTimersByTime(299_000);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onClose).toHaveBeenCalledOnce();
    vi.useRealTimers();
    // Ended, with the event and heartbeats that did not keep it open.
    const text = await readToEnd(reader);
    expect(text).toContain('"id":"a"');
    expect(text).toContain(": heartbeat\n\n");
  });

  it("cleans up when the reader cancels (the socket closed) without an abort", async () => {
    const { reader, onClose } = open();
    await readUntil(reader, (text) => text.length > 0);
    await reader.cancel();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
