import { describe, expect, it } from "vitest";
import { createChangeFeed } from "./change-feed.server.ts";
import { MAX_REMEMBERED, remembered } from "./remembered.server.ts";

const PAGES = ["website_pages"];
const rememberedPage = <Value>(
  feed: ReturnType<typeof createChangeFeed>,
  key: string,
  read: () => Promise<Value>,
) => remembered(feed, PAGES, key, read);

/** A read that counts its calls and answers `value`. */
function counted<Value>(value: Value) {
  const read = async () => {
    read.calls += 1;
    return value;
  };
  read.calls = 0;
  return read;
}

describe("remembered", () => {
  it("reads a page once while no page changes", async () => {
    const feed = createChangeFeed();
    const read = counted({ title: "Home" });
    expect(await rememberedPage(feed, "home:en", read)).toEqual({ title: "Home" });
    expect(await rememberedPage(feed, "home:en", read)).toEqual({ title: "Home" });
    expect(read.calls).toBe(1);
    // Another key is another page.
    await rememberedPage(feed, "home:ur", read);
    expect(read.calls).toBe(2);
  });

  it("reads anew after a change to pages, or a resync, and not after other changes", async () => {
    const feed = createChangeFeed();
    const read = counted({ title: "Home" });
    await rememberedPage(feed, "home:en", read);
    feed.publish({ seq: 1, entity: "pricing_plans", id: null, op: "UPDATE" });
    await rememberedPage(feed, "home:en", read);
    expect(read.calls).toBe(1);
    feed.publish({ seq: 1, entity: "website_pages", id: "x", op: "UPDATE" });
    await rememberedPage(feed, "home:en", read);
    expect(read.calls).toBe(2);
    feed.resync();
    await rememberedPage(feed, "home:en", read);
    expect(read.calls).toBe(3);
  });

  it("keeps neither a missing page nor one read while a change came in", async () => {
    const feed = createChangeFeed();
    const missing = counted(null);
    await rememberedPage(feed, "nowhere:en", missing);
    await rememberedPage(feed, "nowhere:en", missing);
    expect(missing.calls).toBe(2);

    let calls = 0;
    const changedMeanwhile = async () => {
      calls += 1;
      feed.publish({ seq: 1, entity: "website_pages", id: "x", op: "UPDATE" });
      return { title: "Old" };
    };
    await rememberedPage(feed, "about:en", changedMeanwhile);
    await rememberedPage(feed, "about:en", changedMeanwhile);
    expect(calls).toBe(2);
  });

  it("starts over past its bound, and is one memory per change feed", async () => {
    const feed = createChangeFeed();
    const read = counted({ title: "Page" });
    for (let index = 0; index <= MAX_REMEMBERED; index++) {
      await rememberedPage(feed, `page-${index}:en`, read);
    }
    await rememberedPage(feed, "page-0:en", read);
    expect(read.calls).toBe(MAX_REMEMBERED + 2);
    await rememberedPage(createChangeFeed(), `page-${MAX_REMEMBERED}:en`, read);
    expect(read.calls).toBe(MAX_REMEMBERED + 3);
  });

  it("keeps what is read from several tables until any of them changes, apart from the others", async () => {
    const feed = createChangeFeed();
    const tables = ["website_settings", "website_pages"];
    const navigation = counted({ items: ["Home"] });
    const page = counted({ title: "Home" });
    await remembered(feed, tables, "navigation", navigation);
    await rememberedPage(feed, "home:en", page);
    feed.publish({ seq: 1, entity: "website_settings", id: "page_about_is_enabled", op: "UPDATE" });
    await remembered(feed, tables, "navigation", navigation);
    await rememberedPage(feed, "home:en", page);
    expect([navigation.calls, page.calls]).toEqual([2, 1]);
    feed.publish({ seq: 1, entity: "website_pages", id: "x", op: "UPDATE" });
    await remembered(feed, tables, "navigation", navigation);
    expect(navigation.calls).toBe(3);
  });
});
