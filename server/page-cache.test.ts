import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { rawGet } from "../tests/helpers/raw-get.ts";
import { createPageCache } from "./cache-entries.ts";
import {
  cacheKey,
  isCacheableRequest,
  isCacheableResponse,
  wantsFreshCopy,
} from "./cache-policy.ts";
import { chooseEncoding } from "./content-negotiation.ts";
import { createPageCacheHandler } from "./page-cache.ts";
import { createCachedPage } from "./page-compression.ts";

const incoming = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  ({ method, url, headers: { host: "example.test", ...headers } }) as unknown as IncomingMessage;

describe("isCacheableRequest", () => {
  it("takes anonymous GETs and HEADs of public pages", () => {
    expect(isCacheableRequest(incoming("/"))).toBe(true);
    expect(isCacheableRequest(incoming("/pricing.data"))).toBe(true);
    expect(isCacheableRequest(incoming("/blog", {}, "HEAD"))).toBe(true);
  });

  it("leaves the console, the APIs, live events, files, previews and form posts alone", () => {
    for (const url of [
      "/admin",
      "/admin/leads",
      "/admin-auth",
      "/api/auth/x",
      "/events",
      "/lead-challenge",
      "/preview/abc",
    ]) {
      expect(isCacheableRequest(incoming(url))).toBe(false);
    }
    expect(isCacheableRequest(incoming("/media/logo.png"))).toBe(false);
    expect(isCacheableRequest(incoming("/form", {}, "POST"))).toBe(false);
  });

  it("renders for anyone carrying a cookie (a session, a waiting toast)", () => {
    expect(isCacheableRequest(incoming("/", { cookie: "dmflow.session_token=x" }))).toBe(false);
    expect(isCacheableRequest(incoming("/", { cookie: "dmflow_flash=b" }))).toBe(false);
  });

  it("takes a campaign's landing like any page: it sets no cookie (ADR 0026)", () => {
    expect(isCacheableRequest(incoming("/?utm_source=fb"))).toBe(true);
    expect(isCacheableRequest(incoming("/", { referer: "https://google.com/" }))).toBe(true);
  });
});

describe("cacheKey", () => {
  it("is one entry per scheme, host and URL, the same string each time it is asked", () => {
    const key = cacheKey(incoming("/pricing?plan=1"));
    expect(key).toBe("http://example.test/pricing?plan=1");
    expect(Object.is(cacheKey(incoming("/pricing?plan=1")), key)).toBe(true);
    expect(cacheKey(incoming("/pricing?plan=1", { "x-forwarded-proto": "https" }))).toBe(
      "https://example.test/pricing?plan=1",
    );
    expect(cacheKey(incoming("/pricing?plan=1", { host: "www.example.test" }))).toBe(
      "http://www.example.test/pricing?plan=1",
    );
  });

  it("is the page's one entry whatever campaign tags and click ids its address carries", () => {
    expect(cacheKey(incoming("/pricing?utm_source=facebook&fbclid=IwAR0abc"))).toBe(
      "http://example.test/pricing",
    );
    expect(cacheKey(incoming("/form?gclid=xyz&plan=2&utm_campaign=eid"))).toBe(
      "http://example.test/form?plan=2",
    );
    expect(cacheKey(incoming("/?fbclidx=1&ref=ad"))).toBe("http://example.test/?fbclidx=1&ref=ad");
  });

  it("stays right after its memory of keys starts afresh", () => {
    for (let visitor = 0; visitor < 5_000; visitor++) cacheKey(incoming(`/?v=${visitor}`));
    expect(cacheKey(incoming("/about"))).toBe("http://example.test/about");
    expect(cacheKey(incoming("/?v=1"))).toBe("http://example.test/?v=1");
  });
});

describe("isCacheableResponse", () => {
  const html = { "content-type": "text/html; charset=utf-8" };
  it("keeps 200 pages and page data that set no cookie", () => {
    expect(isCacheableResponse(new Response("x", { headers: html }))).toBe(true);
    expect(
      isCacheableResponse(new Response("x", { headers: { "content-type": "text/x-script" } })),
    ).toBe(true);
  });
  it("does not keep errors, redirects, cookies, private or other content", () => {
    expect(isCacheableResponse(new Response("x", { status: 404, headers: html }))).toBe(false);
    expect(isCacheableResponse(new Response(null, { status: 302, headers: html }))).toBe(false);
    expect(
      isCacheableResponse(new Response("x", { headers: { ...html, "set-cookie": "a=b" } })),
    ).toBe(false);
    expect(
      isCacheableResponse(new Response("x", { headers: { ...html, "cache-control": "private" } })),
    ).toBe(false);
    expect(
      isCacheableResponse(new Response("x", { headers: { "content-type": "text/xml" } })),
    ).toBe(false);
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("identity")).toBe("identity");
  });
});

const pageOf = (text: string) =>
  createCachedPage(
    new Response(text, { headers: { "content-type": "text/html", "content-length": "1" } }),
    Buffer.from(text),
    { "content-security-policy": "script-src 'self'" },
  );

describe("createCachedPage", () => {
  it("keeps the page compressed both ways, with an ETag and CDN-friendly caching", async () => {
    const text = "<p>hello</p>".repeat(100);
    const page = await pageOf(text);
    expect(brotliDecompressSync(page.br).toString()).toBe(text);
    expect(gunzipSync(page.gzip).toString()).toBe(text);
    expect(page.br.length).toBeLessThan(text.length / 5);
    expect(page.etag).toMatch(/^"[\w-]{27}"$/);
    expect(page.headers["cache-control"]).toContain("s-maxage");
    expect(page.headers["content-security-policy"]).toBe("script-src 'self'");
    expect(page.headers["content-length"]).toBeUndefined();
    expect((await pageOf(text)).etag).toBe(page.etag);
    expect((await pageOf(`${text}!`)).etag).not.toBe(page.etag);
  });
});

describe("createPageCache", () => {
  it("stays within its byte budget, dropping the least recently used first", async () => {
    const page = await pageOf("x".repeat(1000));
    const cache = createPageCache({ maxBytes: page.bytes * 2, maxAgeMs: 60_000 });
    cache.set("a", page, 0);
    cache.set("b", page, 0);
    cache.get("a");
    cache.set("c", page, 0);
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.keys()).toEqual(["c", "a"]);
    expect(cache.stats()).toEqual({ entries: 2, bytes: page.bytes * 2 });
  });

  it("keeps entries through a change, stale, and refuses renders begun before it", async () => {
    const cache = createPageCache({ maxBytes: 1e6, maxAgeMs: 60_000 });
    const page = await pageOf("a");
    cache.set("a", page, 0);
    expect(cache.get("a")?.fresh).toBe(true);
    cache.invalidate();
    expect(cache.generation).toBe(1);
    expect(cache.get("a")).toEqual({ page, fresh: false });
    expect(cache.set("a", await pageOf("b"), 0)).toBe(false);
    expect(cache.get("a")?.page).toBe(page);
    expect(cache.set("a", await pageOf("c"), 1)).toBe(true);
    expect(cache.get("a")?.fresh).toBe(true);
  });

  it("counts an entry past its maximum age as stale", async () => {
    const cache = createPageCache({ maxBytes: 1e6, maxAgeMs: 0 });
    cache.set("a", await pageOf("a"), 0);
    expect(cache.get("a")?.fresh).toBe(false);
  });
});

describe("wantsFreshCopy", () => {
  it("is true for live refetches, script fetches and React Router data requests", () => {
    expect(wantsFreshCopy(incoming("/pricing", { "x-live-refresh": "1" }))).toBe(true);
    expect(wantsFreshCopy(incoming("/pricing", { "sec-fetch-dest": "empty" }))).toBe(true);
    expect(wantsFreshCopy(incoming("/pricing.data"))).toBe(true);
    expect(wantsFreshCopy(incoming("/_root.data?x=1"))).toBe(true);
    expect(wantsFreshCopy(incoming("/pricing?_routes=routes%2Fsite%2Fpricing"))).toBe(true);
  });
  it("is false for a browser loading a page", () => {
    expect(wantsFreshCopy(incoming("/pricing", { "sec-fetch-dest": "document" }))).toBe(false);
    expect(wantsFreshCopy(incoming("/pricing"))).toBe(false);
    expect(wantsFreshCopy(incoming("/blog?q=data"))).toBe(false);
  });
});

/** A promise and the function that settles it: a render held until the test releases it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("createPageCacheHandler over HTTP", () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function serve(
    render: (path: string, search: string) => Promise<Response>,
    {
      maxAgeMs = 60_000,
      backgroundConcurrency = 1,
      settleMs = 60_000,
      renderedAhead = undefined as number | undefined,
    } = {},
  ) {
    const cache = createPageCache({ maxBytes: 1e6, maxAgeMs });
    const renders: string[] = [];
    const backgroundErrors: string[] = [];
    const pages = createPageCacheHandler({
      cache,
      render: (request) => {
        const { pathname, search } = new URL(request.url);
        renders.push(pathname);
        return render(pathname, search);
      },
      headersFor: () => ({ "content-security-policy": "script-src 'sha256-x'" }),
      commonHeaders: { "X-Frame-Options": "DENY", "Content-Security-Policy": "default-src 'none'" },
      send: async (res, response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      },
      backgroundConcurrency,
      settleMs,
      renderedAhead,
      onBackgroundError: (_error, key) => backgroundErrors.push(key),
    });
    const server = createServer((req, res) => {
      if (pages.serveFresh(req, res, ["x-request-id", "request-1"])) return;
      void pages.handle(req, res, () => {
        res.writeHead(200, { "x-cache": "BYPASS" });
        res.end("live");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => server.close();
    const { port } = server.address() as AddressInfo;
    const get = (headers: Record<string, string> = {}, path = "/pricing") =>
      rawGet(`http://127.0.0.1:${port}${path}`, headers);
    return { cache, pages, get, renders, backgroundErrors };
  }

  const html = (text: string, status = 200) =>
    new Response(text, { status, headers: { "content-type": "text/html" } });

  /** Renders the page's current text; the first render is held until `resolve` is called. */
  function holdingFirstRender(text: () => string) {
    const held = deferred<void>();
    let hold = true;
    return {
      resolve: () => held.resolve(),
      async render() {
        const body = text();
        if (hold) {
          hold = false;
          await held.promise;
        }
        return html(body);
      },
    };
  }

  it("renders once, then serves the kept bytes with the cached page's CSP", async () => {
    const { get, renders } = await serve(async () => html("<p>plans</p>"));
    const first = await get({ "accept-encoding": "br" });
    expect(first.headers["x-cache"]).toBe("MISS");
    const second = await get({ "accept-encoding": "br" });
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(second.body).toString()).toBe("<p>plans</p>");
    expect(second.headers["content-security-policy"]).toBe("script-src 'sha256-x'");
    expect(second.headers["x-frame-options"]).toBe("DENY");
    expect(second.headers["x-request-id"]).toBe("request-1");
    expect(second.headers.vary).toBe("Accept-Encoding");
    expect((await get()).body.toString()).toBe("<p>plans</p>");
    expect(renders).toHaveLength(1);
  });

  it("answers 304 to a client that holds the same ETag", async () => {
    const { get } = await serve(async () => html("<p>plans</p>"));
    const { headers } = await get();
    const again = await get({ "if-none-match": String(headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("renders once for many requests at the same moment", async () => {
    const { get, renders } = await serve(
      () => new Promise((resolve) => setTimeout(() => resolve(html("<p>slow</p>")), 50)),
    );
    const answers = await Promise.all(Array.from({ length: 10 }, () => get()));
    expect(answers.every((answer) => answer.body.toString() === "<p>slow</p>")).toBe(true);
    expect(renders).toHaveLength(1);
  });

  it("after a change, serves the old page at once while the new one renders, then the new one", async () => {
    let text = "<p>old</p>";
    let held: ReturnType<typeof deferred<void>> | null = null;
    const { pages, get, renders } = await serve(async () => {
      const body = text;
      await held?.promise;
      return html(body);
    });
    await get();
    text = "<p>new</p>";
    held = deferred();
    pages.onChange();
    // The background render has begun and is held: page loads get the old copy meanwhile.
    expect(renders).toHaveLength(2);
    const during = await get({ "sec-fetch-dest": "document" });
    expect(during.headers["x-cache"]).toBe("STALE");
    expect(during.body.toString()).toBe("<p>old</p>");
    expect(renders).toHaveLength(2);
    held.resolve();
    await pages.idle();
    const after = await get();
    expect(after.headers["x-cache"]).toBe("HIT");
    expect(after.body.toString()).toBe("<p>new</p>");
    expect(renders).toHaveLength(2);
  });

  it("compresses an entry again at brotli 11 once it has stayed unchanged a while", async () => {
    // Text of the kind brotli 11 finds more in than brotli 5 does.
    const page = `<main>${Array.from({ length: 400 }, (_, i) => `<p class="c${i % 17}">Plan ${i * 7919} for ${i % 13} agents</p>`).join("")}</main>`;
    const { get, cache } = await serve(async () => html(page), { settleMs: 20 });
    const first = await get({ "accept-encoding": "br" });
    expect(first.headers["x-cache"]).toBe("MISS");
    const bytesBefore = cache.stats().bytes;
    await expect
      .poll(async () => Number((await get({ "accept-encoding": "br" })).headers["content-length"]))
      .toBeLessThan(first.body.length);
    const settled = await get({ "accept-encoding": "br" });
    expect(brotliDecompressSync(settled.body).toString()).toBe(page);
    expect(settled.headers.etag).toBe(first.headers.etag);
    expect(settled.headers["x-cache"]).toBe("HIT");
    // The cache's byte count follows the smaller variant.
    expect(bytesBefore - cache.stats().bytes).toBe(first.body.length - settled.body.length);
  });

  it("does not compress again an entry replaced before it settled", async () => {
    let version = 0;
    const { get, pages } = await serve(async () => html(`<p>${"x".repeat(2000)} ${version}</p>`), {
      settleMs: 50,
    });
    const first = await get({ "accept-encoding": "br" });
    version = 1;
    pages.onChange();
    await pages.idle();
    const replaced = await get({ "accept-encoding": "br" });
    expect(replaced.headers.etag).not.toBe(first.headers.etag);
    // The first entry's timer fires on a page no longer there: nothing of it comes back.
    await new Promise((resolve) => setTimeout(resolve, 80));
    const later = await get({ "accept-encoding": "br" });
    expect(later.headers.etag).toBe(replaced.headers.etag);
    expect(brotliDecompressSync(later.body).toString()).toContain(" 1</p>");
  });

  it("re-renders every entry in the background after a change, most recently used first", async () => {
    let version = "old";
    const { pages, get, renders } = await serve(async (path) => html(`<p>${path} ${version}</p>`), {
      backgroundConcurrency: 1,
    });
    for (const path of ["/a", "/b", "/c"]) await get({}, path);
    await get({}, "/a");
    version = "new";
    renders.length = 0;
    pages.onChange();
    await pages.idle();
    expect(renders).toEqual(["/a", "/c", "/b"]);
    for (const path of ["/a", "/b", "/c"]) {
      const reply = await get({}, path);
      expect(reply.headers["x-cache"]).toBe("HIT");
      expect(reply.body.toString()).toBe(`<p>${path} new</p>`);
    }
  });

  it("after a change renders again only the most recently used entries, and drops the rest to render when asked", async () => {
    let version = "old";
    const { pages, get, renders, cache } = await serve(
      async (path) => html(`<p>${path} ${version}</p>`),
      { renderedAhead: 2 },
    );
    for (const path of ["/a", "/b", "/c", "/d"]) await get({}, path);
    await get({}, "/b");
    version = "new";
    renders.length = 0;
    pages.onChange();
    await pages.idle();
    expect(renders).toEqual(["/b", "/d"]);
    expect(cache.stats().entries).toBe(2);
    // A dropped page is never served old: its next visitor waits for its render.
    const dropped = await get({}, "/a");
    expect(dropped.headers["x-cache"]).toBe("MISS");
    expect(dropped.body.toString()).toBe("<p>/a new</p>");
    const kept = await get({}, "/d");
    expect(kept.headers["x-cache"]).toBe("HIT");
    expect(kept.body.toString()).toBe("<p>/d new</p>");
  });

  it("renders a campaign's visit without its parameters, so the page it keeps is every visitor's", async () => {
    const { get, renders } = await serve(async (path, search) =>
      path === "/old"
        ? new Response(null, { status: 302, headers: { location: `/new${search}` } })
        : html(`<a href="/ur${path}${search}">اردو</a>`),
    );
    const fromAd = await get({}, "/pricing?utm_source=facebook&fbclid=abc&plan=2");
    expect(fromAd.headers["x-cache"]).toBe("MISS");
    expect(fromAd.body.toString()).toBe('<a href="/ur/pricing?plan=2">اردو</a>');
    const direct = await get({}, "/pricing?plan=2");
    expect(direct.headers["x-cache"]).toBe("HIT");
    expect(direct.body.toString()).toBe('<a href="/ur/pricing?plan=2">اردو</a>');
    expect(renders).toEqual(["/pricing"]);
    // Not kept (a redirect): rendered again for the visitor, with their parameters.
    const redirected = await get({}, "/old?utm_source=facebook");
    expect(redirected.headers["x-cache"]).toBe("BYPASS");
  });

  for (const [what, headers, path] of [
    ["a live-update refetch (X-Live-Refresh)", { "x-live-refresh": "1" }, "/pricing"],
    ["a script's fetch (Sec-Fetch-Dest: empty)", { "sec-fetch-dest": "empty" }, "/pricing"],
    ["a React Router data request (.data)", {}, "/pricing.data"],
  ] as const) {
    it(`makes ${what} wait for the render after a change`, async () => {
      let text = "<p>old</p>";
      let held: ReturnType<typeof deferred<void>> | null = null;
      const { pages, get } = await serve(async () => {
        const body = text;
        await held?.promise;
        return html(body);
      });
      await get({}, path);
      text = "<p>new</p>";
      held = deferred();
      pages.onChange();
      let answered = false;
      const waiting = get(headers, path).then((reply) => {
        answered = true;
        return reply;
      });
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(answered).toBe(false);
      held.resolve();
      const reply = await waiting;
      expect(reply.body.toString()).toBe("<p>new</p>");
      expect(reply.headers["x-cache"]).toBe("MISS");
      expect((await get(headers, path)).headers["x-cache"]).toBe("HIT");
    });
  }

  it("does not keep as fresh a render that began before a change", async () => {
    let text = "<p>old</p>";
    const held = holdingFirstRender(() => text);
    const { pages, get, renders } = await serve(held.render);
    // The first render starts, the page changes, a change event arrives, the render ends.
    const first = get();
    await new Promise((resolve) => setTimeout(resolve, 20));
    text = "<p>new</p>";
    pages.onChange();
    held.resolve();
    expect((await first).body.toString()).toBe("<p>old</p>");
    // Not kept: the next request renders again and gets the page as changed.
    const next = await get();
    expect(next.headers["x-cache"]).toBe("MISS");
    expect(next.body.toString()).toBe("<p>new</p>");
    expect(renders).toHaveLength(2);
  });

  it("gives a fresh-copy request a render begun after the change, not the one in flight", async () => {
    let text = "<p>old</p>";
    const held = holdingFirstRender(() => text);
    const { pages, get, renders } = await serve(held.render);
    const first = get();
    await new Promise((resolve) => setTimeout(resolve, 20));
    text = "<p>new</p>";
    pages.onChange();
    const live = get({ "x-live-refresh": "1" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // One render per URL at a time: the second waits for the first to end.
    expect(renders).toHaveLength(1);
    held.resolve();
    expect((await first).body.toString()).toBe("<p>old</p>");
    expect((await live).body.toString()).toBe("<p>new</p>");
    expect(renders).toHaveLength(2);
  });

  it("keeps serving the old page when its background render fails", async () => {
    let failing = false;
    const { pages, get, backgroundErrors } = await serve(async () => {
      if (failing) throw new Error("database down");
      return html("<p>plans</p>");
    });
    await get();
    failing = true;
    pages.onChange();
    await pages.idle();
    expect(backgroundErrors).toEqual([expect.stringMatching(/\/pricing$/)]);
    const stale = await get();
    expect(stale.headers["x-cache"]).toBe("STALE");
    expect(stale.body.toString()).toBe("<p>plans</p>");
    // A request that wants the change gets the old copy too rather than an error.
    const live = await get({ "x-live-refresh": "1" });
    expect(live.status).toBe(200);
    expect(live.body.toString()).toBe("<p>plans</p>");
  });

  it("serves an expired page at once and renders it again behind (the database may be down)", async () => {
    let failing = false;
    const { pages, get, renders } = await serve(
      async () => (failing ? html("<p>error</p>", 500) : html("<p>plans</p>")),
      { maxAgeMs: 0 },
    );
    await get();
    failing = true;
    const stale = await get();
    expect(stale.status).toBe(200);
    expect(stale.headers["x-cache"]).toBe("STALE");
    expect(stale.body.toString()).toBe("<p>plans</p>");
    await pages.idle();
    expect(renders).toHaveLength(2);
    expect((await get({ "x-live-refresh": "1" })).body.toString()).toBe("<p>plans</p>");
  });

  it("drops an entry whose page is gone after a change (a page switched off)", async () => {
    let status = 200;
    const { pages, get } = await serve(async () => html("<p>about</p>", status));
    await get();
    status = 404;
    pages.onChange();
    await pages.idle();
    const reply = await get();
    expect(reply.status).toBe(404);
  });

  it("does not keep a page that is not cacheable, and sends it as rendered", async () => {
    const { get, renders } = await serve(async () => html("<p>missing</p>", 404));
    const first = await get();
    expect(first.status).toBe(404);
    expect(first.body.toString()).toBe("<p>missing</p>");
    await get();
    expect(renders).toHaveLength(2);
  });

  it("compresses a page it does not keep (the 404) for a browser that accepts brotli or gzip", async () => {
    const missing = `<main>${"<p>That page is not here.</p>".repeat(200)}</main>`;
    const { get } = await serve(async () => html(missing, 404));
    const br = await get({ "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(404);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(missing);
    const gz = await get({ "accept-encoding": "gzip" });
    expect(gunzipSync(gz.body).toString()).toBe(missing);
    const plain = await get({});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(missing);
  });
});
