import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import {
  chooseEncoding,
  createCachedPage,
  createPageCache,
  createPageCacheHandler,
  isCacheableRequest,
  isCacheableResponse,
} from "./page-cache.ts";

const incoming = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  ({ method, url, headers: { host: "example.test", ...headers } }) as unknown as IncomingMessage;

describe("isCacheableRequest", () => {
  it("takes anonymous GETs and HEADs of public pages", () => {
    expect(isCacheableRequest(incoming("/"))).toBe(true);
    expect(isCacheableRequest(incoming("/pricing.data"))).toBe(true);
    expect(isCacheableRequest(incoming("/blog", {}, "HEAD"))).toBe(true);
    expect(isCacheableRequest(incoming("/", { cookie: "first_touch=abc" }))).toBe(true);
  });

  it("leaves the console, the APIs, live events, files and form posts alone", () => {
    for (const url of [
      "/admin",
      "/admin/leads",
      "/admin-auth",
      "/api/auth/x",
      "/events",
      "/lead-challenge",
    ]) {
      expect(isCacheableRequest(incoming(url))).toBe(false);
    }
    expect(isCacheableRequest(incoming("/media/logo.png"))).toBe(false);
    expect(isCacheableRequest(incoming("/form", {}, "POST"))).toBe(false);
  });

  it("renders for anyone carrying another cookie (a session, a waiting toast)", () => {
    expect(isCacheableRequest(incoming("/", { cookie: "dmflow.session_token=x" }))).toBe(false);
    expect(isCacheableRequest(incoming("/", { cookie: "first_touch=a; dmflow_flash=b" }))).toBe(
      false,
    );
  });

  it("renders the first page of an attributed visit, which sets the attribution cookie", () => {
    expect(isCacheableRequest(incoming("/?utm_source=fb"))).toBe(false);
    expect(isCacheableRequest(incoming("/", { referer: "https://google.com/" }))).toBe(false);
    expect(isCacheableRequest(incoming("/", { referer: "http://example.test/pricing" }))).toBe(
      true,
    );
    // Attribution already started: later pages of the visit are anonymous again.
    expect(isCacheableRequest(incoming("/?utm_source=fb", { cookie: "first_touch=a" }))).toBe(true);
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
    cache.set("a", page);
    cache.set("b", page);
    cache.get("a");
    cache.set("c", page);
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.stats()).toEqual({ entries: 2, bytes: page.bytes * 2 });
  });

  it("empties on clear and counts generations", async () => {
    const cache = createPageCache({ maxBytes: 1e6, maxAgeMs: 60_000 });
    cache.set("a", await pageOf("a"));
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
    expect(cache.generation).toBe(1);
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });
});

describe("createPageCacheHandler over HTTP", () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function serve(render: () => Promise<Response>, maxAgeMs = 60_000) {
    const cache = createPageCache({ maxBytes: 1e6, maxAgeMs });
    let renders = 0;
    const handle = createPageCacheHandler({
      cache,
      render: () => {
        renders++;
        return render();
      },
      headersFor: () => ({ "content-security-policy": "script-src 'sha256-x'" }),
      send: async (res, response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      },
    });
    const server = createServer((req, res) => {
      void handle(req, res, () => {
        res.writeHead(200, { "x-cache": "BYPASS" });
        res.end("live");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => server.close();
    const { port } = server.address() as AddressInfo;
    const get = (headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
        (resolve, reject) => {
          const req = httpRequest({ port, path: "/pricing", headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          });
          req.on("error", reject);
          req.end();
        },
      );
    return { cache, get, renders: () => renders };
  }

  const html = (text: string, status = 200) =>
    new Response(text, { status, headers: { "content-type": "text/html" } });

  it("renders once, then serves the kept bytes with the cached page's CSP", async () => {
    const { get, renders } = await serve(async () => html("<p>plans</p>"));
    const first = await get({ "accept-encoding": "br" });
    expect(first.headers["x-cache"]).toBe("MISS");
    const second = await get({ "accept-encoding": "br" });
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(second.body).toString()).toBe("<p>plans</p>");
    expect(second.headers["content-security-policy"]).toBe("script-src 'sha256-x'");
    expect(second.headers.vary).toBe("Accept-Encoding");
    expect((await get()).body.toString()).toBe("<p>plans</p>");
    expect(renders()).toBe(1);
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
    expect(renders()).toBe(1);
  });

  it("renders again after a change empties the cache", async () => {
    let text = "<p>old</p>";
    const { cache, get } = await serve(async () => html(text));
    await get();
    text = "<p>new</p>";
    expect((await get()).body.toString()).toBe("<p>old</p>");
    cache.clear();
    expect((await get()).body.toString()).toBe("<p>new</p>");
  });

  it("serves an expired page when rendering it again fails (the database is down)", async () => {
    let failing = false;
    const { get } = await serve(
      async () => (failing ? html("<p>error</p>", 500) : html("<p>plans</p>")),
      0,
    );
    await get();
    failing = true;
    const stale = await get();
    expect(stale.status).toBe(200);
    expect(stale.headers["x-cache"]).toBe("STALE");
    expect(stale.body.toString()).toBe("<p>plans</p>");
  });

  it("does not keep a page that is not cacheable, and sends it as rendered", async () => {
    const { get, renders } = await serve(async () => html("<p>missing</p>", 404));
    const first = await get();
    expect(first.status).toBe(404);
    expect(first.body.toString()).toBe("<p>missing</p>");
    await get();
    expect(renders()).toBe(2);
  });
});
