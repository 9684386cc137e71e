// Several built app instances on one database, started at the same moment, behind Debian's
// nginx running deploy/nginx.conf (as `npm run bench:storefront` runs it): the production
// shape of a site with more than one instance, on loopback, for tests that kill one of them.
import { type AppServer, freePort, startAppServer } from "./app-server.ts";
import { startDeployNginx } from "./nginx.ts";

export type InstancesBehindNginx = {
  /** nginx's address, http://127.0.0.1:<port>: where a visitor's browser goes. */
  base: string;
  /** The instances, each at its own `url` (nginx spreads requests over them in turn). */
  instances: AppServer[];
  /** kill -9 of one instance: no shutdown, its open connections and requests die with it. */
  kill(index: number): Promise<void>;
  /** Stops nginx, then every instance still running (SIGTERM). */
  stop(): Promise<void>;
};

/**
 * Starts `count` instances of the build with `env` (DATABASE_URL: one database for all) at the
 * same moment, then nginx in front of them. Rejects, stopping what started, with the output of
 * an instance that did not come up.
 */
export async function startInstancesBehindNginx({
  nginx,
  count,
  env,
}: {
  /** The nginx binary (findNginx). */
  nginx: string;
  count: number;
  env: Record<string, string>;
}): Promise<InstancesBehindNginx> {
  const starts = await Promise.allSettled(
    Array.from({ length: count }, () => startAppServer({ NODE_ENV: "production", ...env })),
  );
  const instances = starts.flatMap((start) => (start.status === "fulfilled" ? [start.value] : []));
  const stopInstances = () => Promise.all(instances.map((instance) => instance.stop()));
  const failed = starts.find((start) => start.status === "rejected");
  if (failed) {
    await stopInstances();
    throw failed.reason;
  }
  const port = await freePort();
  const stopNginx = await startDeployNginx(nginx, {
    upstreams: instances.map((instance) => new URL(instance.url).host),
    port,
  }).catch(async (error: unknown) => {
    await stopInstances();
    throw error;
  });
  return {
    base: `http://127.0.0.1:${port}`,
    instances,
    async kill(index) {
      await instances[index]?.stop("SIGKILL");
    },
    async stop() {
      await stopNginx();
      await stopInstances();
    },
  };
}
