// The machine's nginx for benches and tests: a throwaway server with its own directory, and
// deploy/nginx.conf itself run in front of app instances on loopback.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { waitFor } from "./raw-get.ts";

const DEPLOY_CONFIG = path.resolve(import.meta.dirname, "../../deploy/nginx.conf");

/** Debian's nginx, or null when it is not installed. */
export function findNginx(): string | null {
  return ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate)) ?? null;
}

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

/**
 * deploy/nginx.conf as written, but for the lines marked `# bench: <name>`, whose first
 * argument is replaced: the app's address, the listening address, the cache directory. A list
 * of values repeats the line, once per value (the upstream's servers).
 */
export function runnableDeployConfig(
  text: string,
  values: Record<string, string | readonly string[]>,
): string {
  const seen = new Set<string>();
  const result = text.replace(
    /^(\s*)(\S+)\s+([^\s;]+)([^\n]*;)\s*# bench: (\w+)$/gm,
    (_line, indent: string, directive: string, _old: string, rest: string, marker: string) => {
      const value = values[marker];
      if (value === undefined) throw new Error(`deploy/nginx.conf: no value for "${marker}"`);
      seen.add(marker);
      return (typeof value === "string" ? [value] : value)
        .map((each) => `${indent}${directive} ${each}${rest} # bench: ${marker}`)
        .join("\n");
    },
  );
  for (const marker of Object.keys(values)) {
    if (!seen.has(marker))
      throw new Error(`deploy/nginx.conf: no line marked "# bench: ${marker}"`);
  }
  return result;
}

/**
 * deploy/nginx.conf (runnableDeployConfig) listening on 127.0.0.1:`port`, in front of the app
 * instances at `upstreams` (host:port each). Resolves, once it answers, with its stop function.
 */
export function startDeployNginx(
  nginx: string,
  { upstreams, port, workers = "1" }: { upstreams: string[]; port: number; workers?: string },
) {
  return startNginx(nginx, {
    name: "proxy",
    workers,
    httpBlock: (dir) => {
      const config = runnableDeployConfig(readFileSync(DEPLOY_CONFIG, "utf8"), {
        upstream: upstreams,
        listen: `127.0.0.1:${port}`,
        cache: `${dir}/cache`,
      });
      writeFileSync(path.join(dir, "dmflow.conf"), config);
      return `  include ${dir}/dmflow.conf;`;
    },
    probe: `http://127.0.0.1:${port}/robots.txt`,
  });
}
