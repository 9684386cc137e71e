import { createServer, get } from "node:http";
import type { AddressInfo } from "node:net";
import { createGunzip } from "node:zlib";
import compression from "compression";
import { afterEach, describe, expect, it } from "vitest";
import { flushWritesAfterDelay } from "./flush-writes.ts";

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A compressed response written in two parts 300 ms apart: when its first part could be read. */
async function firstBytesAfter(flushing: boolean): Promise<number> {
  const compress = compression();
  const server = createServer((req, res) => {
    compress(req as never, res as never, () => {
      if (flushing) flushWritesAfterDelay(res);
      res.setHeader("content-type", "text/html");
      res.write("<p>the rows</p>".repeat(100));
      setTimeout(() => res.end("<p>the total</p>"), 300);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get({ port, host: "127.0.0.1", headers: { "accept-encoding": "gzip" } }, (res) => {
      expect(res.headers["content-encoding"]).toBe("gzip");
      const body = res.pipe(createGunzip());
      body.once("data", () => resolve(performance.now() - started));
      body.resume();
    }).on("error", reject);
  });
}

describe("flushWritesAfterDelay", () => {
  it("sends the first part of a compressed response before the rest is written", async () => {
    expect(await firstBytesAfter(true)).toBeLessThan(200);
  });

  it("is needed: without it the compressed response arrives only whole", async () => {
    expect(await firstBytesAfter(false)).toBeGreaterThanOrEqual(290);
  });
});
