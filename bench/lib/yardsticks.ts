// What this machine can do for a page's bytes, measured in the same run as the app: nginx
// sending them from a file (gzip_static), and a bare node:http server sending them from memory
// (what Node itself costs, with no framework and no render).
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { waitFor } from "./wrk.ts";

/**
 * nginx with `httpBlock` inside `http { }`, its files in a temporary directory, `workers`
 * worker processes. Resolves, once `probe` answers, with its stop function.
 */
export async function startNginx(
  nginx: string,
  {
    name,
    workers,
    httpBlock,
    probe,
  }: { name: string; workers: string; httpBlock: (dir: string) => string; probe: string },
) {
  const dir = mkdtempSync(path.join(tmpdir(), `dmflow-${name}-`));
  // nginx's workers run as another user when it is started as root: let them read and write.
  chmodSync(dir, 0o755);
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  default_type application/octet-stream;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/client_body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${httpBlock(dir)}
}
`,
  );
  execFileSync(nginx, ["-t", "-q", "-c", path.join(dir, "nginx.conf"), "-p", dir], {
    stdio: "inherit",
  });
  const child = spawn(nginx, ["-c", path.join(dir, "nginx.conf"), "-p", dir], {
    stdio: "inherit",
  });
  await waitFor(probe);
  return async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
}

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

/** A bare node:http server answering each page's gzip bytes from memory; 404 otherwise. */
export async function startNodeYardstick({
  port,
  pages,
}: {
  port: number;
  pages: Map<string, Buffer>;
}) {
  const server = createServer((request, response) => {
    const body = pages.get(request.url ?? "");
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Encoding": "gzip",
        "Content-Length": body.length,
      })
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
