import { readFileSync } from "node:fs";
import { createServer, type RequestListener, type Server } from "node:http";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { readConfig } from "#app/config.server.ts";
import { type HttpTimeLimitConfig, httpTimeLimits } from "./http-limits.ts";

// The request time limits on a real node:http server, with limits of a second or two so the
// test runs in seconds, and a client that stops sending: cut off once its limit has passed,
// while a response that streams on (GET /events) outlives them.

const SHORT: HttpTimeLimitConfig = {
  HTTP_HEADERS_TIMEOUT_SECONDS: 1,
  HTTP_REQUEST_TIMEOUT_SECONDS: 2,
};

let server: Server | undefined;
afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

async function listen(handler: RequestListener): Promise<number> {
  server = createServer(httpTimeLimits(SHORT), handler);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("not listening");
  return address.port;
}

/** Reads the whole body, then answers 200: what an upload's action does once it has the file. */
const readsBody: RequestListener = (req, res) => {
  req.resume();
  req.on("end", () => res.end("stored"));
};

/**
 * Sends `chunks` over a raw connection, `gapMs` apart, then sends nothing more; resolves with
 * what came back and how long after the first byte the server closed the connection.
 */
function sendThenStall(
  port: number,
  chunks: string[],
  gapMs = 0,
): Promise<{ reply: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, "127.0.0.1");
    let reply = "";
    socket.setEncoding("utf8");
    socket.on("data", (text: string) => {
      reply += text;
    });
    socket.on("error", reject);
    socket.on("close", () => resolve({ reply, closedAfterMs: performance.now() - started }));
    chunks.forEach((chunk, index) => {
      setTimeout(() => socket.write(chunk), index * gapMs);
    });
  });
}

const UPLOAD_HEAD =
  "POST /admin/media/upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\n";

describe("the request time limits", () => {
  it("cut off an upload whose body stops arriving, once the request's limit has passed", async () => {
    const port = await listen(readsBody);
    const { reply, closedAfterMs } = await sendThenStall(port, [
      `${UPLOAD_HEAD}Content-Length: 1000000\r\n\r\n`,
      "x".repeat(100_000),
    ]);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    // The limit, plus at most a quarter of the headers' limit (the check's interval).
    expect(closedAfterMs).toBeGreaterThan(2000);
    expect(closedAfterMs).toBeLessThan(2000 + 250 + 500);
  });

  it("cut off a client that never finishes its headers, once the headers' limit has passed", async () => {
    const port = await listen(readsBody);
    const { reply, closedAfterMs } = await sendThenStall(port, [
      "GET / HTTP/1.1\r\nHost: localhost\r\n",
    ]);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThan(1000);
    expect(closedAfterMs).toBeLessThan(1000 + 250 + 500);
  });

  it("take an upload that arrives slowly but within the limit", async () => {
    const port = await listen(readsBody);
    const { reply } = await sendThenStall(
      port,
      [
        `${UPLOAD_HEAD}Content-Length: 30\r\nConnection: close\r\n\r\n`,
        "x".repeat(10),
        "x".repeat(10),
        "x".repeat(10),
      ],
      400,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 200 [\s\S]*stored$/);
  });

  it("leave a streamed response (the live events) open past both limits", async () => {
    const port = await listen((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      let sent = 0;
      const heartbeat = setInterval(() => {
        res.write(`: ${++sent}\n\n`);
        if (sent === 30) {
          clearInterval(heartbeat);
          res.end();
        }
      }, 100);
    });
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/events`);
    const body = await response.text();
    expect(performance.now() - started).toBeGreaterThan(2900);
    expect(body).toContain(": 30\n\n");
  });
});

describe("the production limits", () => {
  it("are 20 s for the headers and 90 s for the whole request, as the docs say", () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      HTTP_HEADERS_TIMEOUT_SECONDS: 20,
      HTTP_REQUEST_TIMEOUT_SECONDS: 90,
    });
    expect(httpTimeLimits(config)).toEqual({
      headersTimeout: 20_000,
      requestTimeout: 90_000,
      connectionsCheckingInterval: 5_000,
    });
    const product = readFileSync(new URL("../docs/product.md", import.meta.url), "utf8");
    expect(product).toMatch(/headers within 20 s\b[^\n]*\n?[^\n]*whole request within 90 s\b/);
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    expect(readme).toContain("| `HTTP_HEADERS_TIMEOUT_SECONDS` | `20` |");
    expect(readme).toContain("| `HTTP_REQUEST_TIMEOUT_SECONDS` | `90` |");
  });

  it("refuse a headers' limit beyond the whole request's, as Node does", () => {
    expect(() =>
      readConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: "60", HTTP_REQUEST_TIMEOUT_SECONDS: "30" }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_SECONDS must not exceed/);
  });
});
