import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStaticFiles, serveStaticFile } from "./static-files.ts";

let root: string;
let server: Server;
let base: string;
const script = `console.log(${JSON.stringify("x".repeat(2000))});`;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "dmflow-static-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "assets", "entry-abc123.js"), script);
  writeFileSync(path.join(root, "favicon.ico"), Buffer.from([0, 0, 1, 0]));
  // A file the build precompressed: its .br sibling is served as it is.
  writeFileSync(path.join(root, "assets", "styles-xyz.css"), "a{}".repeat(400));
  writeFileSync(
    path.join(root, "assets", "styles-xyz.css.br"),
    brotliCompressSync(Buffer.from("a{}".repeat(400))),
  );
  const files = loadStaticFiles(root);
  server = createServer((req, res) => {
    if (!serveStaticFile(files, req, res)) res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe("static files", () => {
  it("serves fingerprinted assets compressed and cached for a year", async () => {
    const response = await fetch(`${base}/assets/entry-abc123.js`, {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await response.text()).toBe(script);
  });

  it("answers gzip to clients without brotli, and 304 to a matching ETag", async () => {
    const url = `${base}/assets/entry-abc123.js`;
    const { request } = await import("node:http");
    const gzipped = await new Promise<{ encoding?: string; body: Buffer; etag?: string }>(
      (resolve) => {
        request(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              encoding: res.headers["content-encoding"],
              body: Buffer.concat(chunks),
              etag: res.headers.etag,
            }),
          );
        }).end();
      },
    );
    expect(gzipped.encoding).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    const revalidated = await fetch(url, { headers: { "if-none-match": gzipped.etag ?? "" } });
    expect(revalidated.status).toBe(304);
  });

  it("serves the build's precompressed file and never lists it as a file of its own", async () => {
    const response = await fetch(`${base}/assets/styles-xyz.css`, {
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.text()).toBe("a{}".repeat(400));
    expect((await fetch(`${base}/assets/styles-xyz.css.br`)).status).toBe(418);
  });

  it("caches unfingerprinted files briefly and leaves unknown paths to the app", async () => {
    const icon = await fetch(`${base}/favicon.ico`);
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await fetch(`${base}/assets/../../etc/passwd`)).status).toBe(418);
    expect((await fetch(`${base}/nope.js`)).status).toBe(418);
  });
});
