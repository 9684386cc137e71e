import { describe, expect, it, vi } from "vitest";
import { type ChangeEvent, createChangeFeed, parseChangePayload } from "./change-feed.server.ts";

const change = (id: string) => ({ entity: "pricing_plans", id, op: "UPDATE" });

describe("createChangeFeed", () => {
  it("numbers events from 1 and calls listeners synchronously, in subscription order", () => {
    const feed = createChangeFeed();
    const calls: string[] = [];
    feed.subscribe((event) => calls.push(`first ${event.seq}`));
    feed.subscribe((event) => calls.push(`second ${event.seq}`));
    expect(feed.seq).toBe(0);

    feed.publish(change("a"));
    expect(calls).toEqual(["first 1", "second 1"]);
    feed.publish(change("b"));
    expect(calls).toEqual(["first 1", "second 1", "first 2", "second 2"]);
    expect(feed.seq).toBe(2);
  });

  it("stops calling a listener once unsubscribed, even from inside a dispatch", () => {
    const feed = createChangeFeed();
    const seen: number[] = [];
    const unsubscribe = feed.subscribe((event) => {
      seen.push(event.seq);
      unsubscribe();
    });
    feed.publish(change("a"));
    feed.publish(change("b"));
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
    feed.publish(change("a"));
    expect(seen).toEqual([1]);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it("since(seq) returns the events after seq while the ring buffer holds them all", () => {
    const feed = createChangeFeed({ capacity: 3 });
    expect(feed.since(0)).toEqual([]);
    for (const id of ["a", "b", "c", "d", "e"]) feed.publish(change(id));

    // Held: 3, 4, 5.
    expect(feed.since(5)).toEqual([]);
    expect(feed.since(4)?.map((event) => event.id)).toEqual(["e"]);
    expect(feed.since(2)?.map((event: ChangeEvent) => event.seq)).toEqual([3, 4, 5]);
    // Event 2 is gone: the caller cannot be brought up to date from here.
    expect(feed.since(1)).toBeNull();
    expect(feed.since(0)).toBeNull();
  });

  it("since() refuses positions it never gave out", () => {
    const feed = createChangeFeed();
    feed.publish(change("a"));
    expect(feed.since(2)).toBeNull();
    expect(feed.since(-1)).toBeNull();
    expect(feed.since(0.5)).toBeNull();
  });

  it("gives each feed its own boot id", () => {
    expect(createChangeFeed().bootId).not.toBe(createChangeFeed().bootId);
    expect(createChangeFeed().bootId).toMatch(/^[0-9a-f]+$/);
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
    feed.publish(change("a"));
    expect(seen).toEqual([]);
    expect(stop).toHaveBeenCalledOnce();
  });
});

describe("parseChangePayload", () => {
  it("reads the triggers' payload", () => {
    expect(
      parseChangePayload('{"entity" : "website_settings", "id" : "theme", "op" : "UPDATE"}'),
    ).toEqual({ entity: "website_settings", id: "theme", op: "UPDATE" });
    expect(
      parseChangePayload('{"entity" : "pricing_plans", "id" : null, "op" : "UPDATE"}'),
    ).toEqual({ entity: "pricing_plans", id: null, op: "UPDATE" });
  });

  it("takes anything else on the channels as 'anything may have changed' (RESYNC)", () => {
    const resync = { entity: "*", id: null, op: "RESYNC" };
    expect(parseChangePayload("")).toEqual(resync);
    expect(parseChangePayload("refresh")).toEqual(resync);
    expect(parseChangePayload('{"entity":"pricing_plans"}')).toEqual(resync);
    expect(parseChangePayload('{"entity":"x","id":7,"op":"UPDATE"}')).toEqual(resync);
    expect(parseChangePayload("null")).toEqual(resync);
  });
});
