import { describe, expect, it, vi } from "vitest";
import {
  type ChangeEvent,
  createChangeFeed,
  parseChangePayload,
  RESYNC,
} from "./change-feed.server.ts";

const change = (seq: number, id = `plan-${seq}`): ChangeEvent => ({
  seq,
  entity: "pricing_plans",
  id,
  op: "UPDATE",
});

describe("createChangeFeed", () => {
  it("stands where it started, then at the latest event, and calls listeners synchronously, in subscription order", () => {
    const feed = createChangeFeed({ start: 40 });
    const calls: string[] = [];
    feed.subscribe((event) => calls.push(`first ${event.seq}`));
    feed.subscribe((event) => calls.push(`second ${event.seq}`));
    expect(feed.seq).toBe(40);

    feed.publish(change(41));
    expect(calls).toEqual(["first 41", "second 41"]);
    feed.publish(change(43));
    expect(calls).toEqual(["first 41", "second 41", "first 43", "second 43"]);
    expect(feed.seq).toBe(43);
  });

  it("stops calling a listener once unsubscribed, even from inside a dispatch", () => {
    const feed = createChangeFeed();
    const seen: number[] = [];
    const unsubscribe = feed.subscribe((event) => {
      seen.push(event.seq);
      unsubscribe();
    });
    feed.publish(change(1));
    feed.publish(change(2));
    expect(seen).toEqual([1]);
  });

  it("keeps calling the other listeners when one throws", () => {
    const feed = createChangeFeed();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const seen: number[] = [];
    feed.subscribe(() => {
      throw new Error("broken listener");
    });
    feed.subscribe((event) => seen.push(event.seq));
    feed.publish(change(1));
    expect(seen).toEqual([1]);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it("since(position) returns the events after it while the ring buffer holds them all", () => {
    const feed = createChangeFeed({ start: 10, capacity: 3 });
    expect(feed.since(10)).toEqual([]);
    // Positions have gaps (rolled back transactions), and one transaction's events share one.
    for (const seq of [11, 13, 13, 14]) feed.publish(change(seq));

    // Held: 13, 13, 14; 11 is gone.
    expect(feed.since(14)).toEqual([]);
    expect(feed.since(13)?.map((event) => event.seq)).toEqual([14]);
    expect(feed.since(12)?.map((event) => event.seq)).toEqual([13, 13, 14]);
    expect(feed.since(11)?.map((event) => event.seq)).toEqual([13, 13, 14]);
    // Event 11 is gone: the caller cannot be brought up to date from here.
    expect(feed.since(10)).toBeNull();
  });

  it("since() cannot tell what came before it started, and refuses what is not a position", () => {
    const feed = createChangeFeed({ start: 5 });
    feed.publish(change(6));
    expect(feed.since(4)).toBeNull();
    expect(feed.since(-1)).toBeNull();
    expect(feed.since(5.5)).toBeNull();
    // Not reached yet (another instance may have received it first): nothing to replay.
    expect(feed.since(9)).toEqual([]);
  });

  it("after a lost connection, holds nothing until it resumes; RESYNC only if changes were committed meanwhile", () => {
    const feed = createChangeFeed({ start: 1 });
    const seen: ChangeEvent[] = [];
    feed.subscribe((event) => seen.push(event));
    feed.publish(change(2));
    feed.publish(change(3));

    // Back, and the database is where it was: nothing missed, every position resumes as before.
    feed.lost();
    expect(feed.since(2)).toBeNull();
    feed.resume(3);
    expect(seen.map((event) => event.op)).toEqual(["UPDATE", "UPDATE"]);
    expect(feed.since(1)?.map((event) => event.seq)).toEqual([2, 3]);

    // Back, and the database is past it: RESYNC, and what came before cannot be resumed from.
    feed.lost();
    // An event that arrives before the position is known is held, and counts if after it.
    feed.publish(change(6));
    feed.resume(5);
    expect(seen.at(-1)).toEqual({ seq: 6, ...RESYNC });
    expect(feed.seq).toBe(6);
    expect(feed.since(3)).toBeNull();
    expect(feed.since(5)?.map((event) => event.seq)).toEqual([6]);
  });

  it("counts what its ring buffer dropped while not listening", () => {
    const feed = createChangeFeed({ start: 1, capacity: 2 });
    feed.publish(change(2));
    feed.lost();
    feed.publish(change(3));
    feed.publish(change(4));
    feed.resume(2);
    expect(feed.since(1)).toBeNull();
    expect(feed.since(2)?.map((event) => event.seq)).toEqual([3, 4]);
  });

  it("says RESYNC for a change without a position, and resumes only from there", () => {
    const feed = createChangeFeed({ start: 1 });
    const seen: ChangeEvent[] = [];
    feed.subscribe((event) => seen.push(event));
    feed.publish(change(2));
    feed.resync();
    expect(seen.at(-1)).toEqual({ seq: 2, ...RESYNC });
    expect(feed.since(1)).toBeNull();
    expect(feed.since(2)).toEqual([]);
  });

  it("on close, drops its listeners, aborts `closed` and stops its source, once", async () => {
    const stop = vi.fn(async () => {});
    const feed = createChangeFeed({ onClose: stop });
    const seen: number[] = [];
    feed.subscribe((event) => seen.push(event.seq));
    expect(feed.closed.aborted).toBe(false);
    await Promise.all([feed.close(), feed.close()]);
    await feed.close();
    expect(feed.closed.aborted).toBe(true);
    feed.publish(change(1));
    expect(seen).toEqual([]);
    expect(stop).toHaveBeenCalledOnce();
  });
});

describe("parseChangePayload", () => {
  it("reads the triggers' payload", () => {
    expect(
      parseChangePayload(
        '{"entity" : "website_settings", "id" : "theme", "op" : "UPDATE", "seq" : 12}',
      ),
    ).toEqual({ seq: 12, entity: "website_settings", id: "theme", op: "UPDATE" });
    expect(
      parseChangePayload('{"entity" : "pricing_plans", "id" : null, "op" : "UPDATE", "seq" : 3}'),
    ).toEqual({ seq: 3, entity: "pricing_plans", id: null, op: "UPDATE" });
  });

  it("takes anything else on the channels, a payload without a position included, as a gap", () => {
    expect(parseChangePayload("")).toBeNull();
    expect(parseChangePayload("refresh")).toBeNull();
    expect(parseChangePayload('{"entity":"pricing_plans"}')).toBeNull();
    expect(parseChangePayload('{"entity":"x","id":"1","op":"UPDATE"}')).toBeNull();
    expect(parseChangePayload('{"entity":"x","id":"1","op":"UPDATE","seq":"7"}')).toBeNull();
    expect(parseChangePayload('{"entity":"x","id":7,"op":"UPDATE","seq":7}')).toBeNull();
    expect(parseChangePayload("null")).toBeNull();
  });
});
