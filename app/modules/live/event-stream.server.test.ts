import { afterEach, describe, expect, it, vi } from "vitest";
import { createChangeFeed } from "./change-feed.server.ts";
import {
  changeEventStream,
  feedPosition,
  formatChangeEvent,
  missedEvents,
  parseChangeEventId,
} from "./event-stream.server.ts";

const planChange = (id: string) => ({ entity: "pricing_plans", id, op: "UPDATE" });

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
  it("writes the id as bootId-seq and only entity, id and op as data", () => {
    expect(
      formatChangeEvent("abc123", { seq: 7, entity: "website_config", id: "1", op: "UPDATE" }),
    ).toBe('id: abc123-7\ndata: {"entity":"website_config","id":"1","op":"UPDATE"}\n\n');
  });
});

describe("parseChangeEventId", () => {
  it("reads what formatChangeEvent wrote and refuses anything else", () => {
    expect(parseChangeEventId("abc123-7")).toEqual({ bootId: "abc123", seq: 7 });
    expect(parseChangeEventId("abc123")).toBeNull();
    expect(parseChangeEventId("abc123--7")).toBeNull();
    expect(parseChangeEventId("ABC-1")).toBeNull();
    expect(parseChangeEventId("abc-99999999999999999999")).toBeNull();
  });
});

describe("missedEvents", () => {
  it("replays what came after an id of this process", () => {
    const feed = createChangeFeed();
    feed.publish(planChange("a"));
    const position = feedPosition(feed);
    feed.publish(planChange("b"));
    feed.publish(planChange("c"));
    expect(missedEvents(feed, position).map((event) => event.id)).toEqual(["b", "c"]);
    expect(missedEvents(feed, feedPosition(feed))).toEqual([]);
    expect(missedEvents(feed, null)).toEqual([]);
  });

  it("answers an id of another process (a restart) with one RESYNC at the current position", () => {
    const feed = createChangeFeed();
    feed.publish(planChange("a"));
    expect(missedEvents(feed, "0000-1")).toEqual([{ seq: 1, entity: "*", id: null, op: "RESYNC" }]);
    expect(missedEvents(feed, "not an id")).toEqual([
      { seq: 1, entity: "*", id: null, op: "RESYNC" },
    ]);
  });

  it("answers an id whose events left the ring buffer with one RESYNC", () => {
    const feed = createChangeFeed({ capacity: 2 });
    const start = feedPosition(feed);
    for (const id of ["a", "b", "c"]) feed.publish(planChange(id));
    expect(missedEvents(feed, start)).toEqual([{ seq: 3, entity: "*", id: null, op: "RESYNC" }]);
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
    feed.publish(planChange("a"));
    const position = feedPosition(feed);
    feed.publish(planChange("b"));
    const { reader, abort } = open({ feed, lastEventId: position });

    const first = await readUntil(reader, (text) => text.includes('"id":"b"'));
    expect(first).not.toContain('"id":"a"');
    expect(first).toContain(`id: ${feed.bootId}-2\n`);

    feed.publish(planChange("c"));
    expect(await readUntil(reader, (text) => text.includes('"id":"c"'))).toContain(
      `id: ${feed.bootId}-3\ndata: {"entity":"pricing_plans","id":"c","op":"UPDATE"}\n\n`,
    );
    abort.abort();
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
    feed.publish(planChange("x"));
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
    feed.publish(planChange("a"));
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
