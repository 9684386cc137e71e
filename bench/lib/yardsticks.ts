// What this machine can do for a page's bytes, measured in the same run as the app: nginx
// sending them from a file (gzip_static), and a bare node:http server sending them from memory
// (what Node itself costs, with no framework and no render).
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { startNginx } from "../../tests/helpers/nginx.ts";

/** nginx sending the app's gzip bytes of each page as static files (gzip_static). */
export function startNginxYardstick(
  nginx: string,
  { port, workers, pages }: { port: number; workers: string; pages: Map<string, Buffer> },
) {
  return startNginx(nginx, {
    name: "yardstick",
    workers,
    httpBlock: (dir) => {
      const root = path.join(dir, "html");
      for (const [page, gzipped] of pages) {
        const file = path.join(root, page === "/" ? "index.html" : `${page.slice(1)}/index.html`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, gunzipSync(gzipped));
        writeFileSync(`${file}.gz`, gzipped);
      }
      return `  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    default_type text/html;
    location / { try_files $uri $uri/index.html =404; }
  }`;
    },
    probe: `http://127.0.0.1:${port}/`,
  });
}

/**
 * A bare node:http server answering each page's gzip bytes from memory; 404 otherwise. With
 * `headers`, a page is sent with those (the app's own response headers: its content security
 * policy and the rest, which Node checks on every write as it does the app's).
 */
export async function startNodeYardstick({
  port,
  pages,
  headers = new Map(),
}: {
  port: number;
  pages: Map<string, Buffer>;
  headers?: Map<string, Record<string, string>>;
}) {
  const defaultHeaders = { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip" };
  const server = createServer((request, response) => {
    const url = request.url ?? "";
    const body = pages.get(url);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { ...(headers.get(url) ?? defaultHeaders), "Content-Length": body.length })
      .end(body);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
}

/**
 * The headers a cached page was answered with, as a yardstick sends them: without those Node
 * writes itself (Date, Connection, Keep-Alive, Content-Length) and the request's own id.
 */
export function pageHeadersOf(answer: Record<string, unknown>): Record<string, string> {
  const own = new Set(["date", "connection", "keep-alive", "content-length", "x-request-id"]);
  return Object.fromEntries(
    Object.entries(answer)
      .filter(([name, value]) => !own.has(name) && typeof value === "string")
      .map(([name, value]) => [name, value as string]),
  );
}
