// The built app server as a child process (`node server/main.ts` with npm start's node flags,
// exactly what `npm start` serves), for the load bench and the fault tests. Runs natively on Node 24 and under Vitest.
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SERVER_BUILD = "build/server/index.js";
const START_TIMEOUT_MS = 60_000;

/** Throws, saying what to do, when there is no server build to run (in `root`, this checkout). */
export function assertBuilt(who: string, root = ROOT): void {
  if (!existsSync(path.join(root, SERVER_BUILD))) {
    throw new Error(
      `${who}: no server build at ${path.join(path.relative(ROOT, root), SERVER_BUILD)}. Run \`npm run build\` first.`,
    );
  }
}

/**
 * The node flags `npm start` runs the server with (package.json's start script), so that what
 * the benches and fault tests run is what a deployment runs (ADR 0036: `--no-memory-reducer`).
 */
export function startNodeFlags(root = ROOT): string[] {
  return startScript(root).words.filter((word) => word.startsWith("--"));
}

/**
 * The environment `npm start` gives the server (its `NAME=value` words before `node`: glibc's
 * malloc settings, ADR 0050), for the same reason.
 */
export function startNodeEnv(root = ROOT): Record<string, string> {
  return startScript(root).env;
}

function startScript(root: string): { env: Record<string, string>; words: string[] } {
  const packageJson = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const words = String(packageJson.scripts.start).split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? "")) {
    const [name, ...value] = (words.shift() as string).split("=");
    env[name as string] = value.join("=");
  }
  if (words.shift() !== "node") throw new Error(`package.json's start script does not run node`);
  return { env, words };
}

export type AppServer = {
  child: ChildProcess;
  /** http://127.0.0.1:<port>, the port the server chose. */
  url: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/**
 * Starts the server on an ephemeral loopback port (so parallel runs never collide), in
 * production mode, with `env` on top of this process's environment; resolves once it listens.
 * The embedded database is used unless `env.DATABASE_URL` is set. `root`: the checkout whose
 * build runs (another commit's, built apart, for a before-and-after bench); this one's by default.
 */
export async function startAppServer(
  env: Record<string, string>,
  /** `root`: another checkout to serve (an earlier commit's build, tests/helpers/commit-build.ts). */
  options: { logFile?: string; root?: string } = {},
): Promise<AppServer> {
  const root = options.root ?? ROOT;
  assertBuilt("startAppServer", root);
  // With `logFile`, the server writes its output there as `npm start > file` would, and this
  // process does not read every log line through a pipe (the load benchmarks).
  const logFd = options.logFile ? openSync(options.logFile, "w") : null;
  const child = spawn(process.execPath, [...startNodeFlags(root), "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...startNodeEnv(root),
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      ...env,
    },
    stdio: logFd === null ? ["ignore", "pipe", "pipe"] : ["ignore", logFd, logFd],
  });
  if (logFd !== null) closeSync(logFd);
  let piped = "";
  const output = () => (options.logFile ? readFileSync(options.logFile, "utf8") : piped);
  child.stdout?.on("data", (chunk) => {
    piped += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    piped += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));

  let listening = false;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The server did not listen within ${START_TIMEOUT_MS} ms:\n${output()}`));
    }, START_TIMEOUT_MS);
    const poll = logFd === null ? null : setInterval(() => onData(), 50);
    const onData = () => {
      const port = /serving on http:\/\/localhost:(\d+)/.exec(output())?.[1];
      if (!port) return;
      clearTimeout(timer);
      if (poll) clearInterval(poll);
      child.stdout?.off("data", onData);
      listening = true;
      resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout?.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      if (poll) clearInterval(poll);
      // Once listening, an exit is the caller's to read: a bench's log may be past a string's
      // largest size by then.
      if (listening) return;
      reject(new Error(`The server exited (${code}) before listening:\n${output()}`));
    });
  });

  return {
    child,
    url,
    output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A loopback port free at the moment (for a server that must know its port before it starts). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** A server that can be stopped and started again on the same port (`env.PORT`). */
export type RestartableAppServer = {
  /** What the server printed so far, across restarts (for failure messages). */
  readonly output: string;
  /** Starts the process and resolves once it serves; a second call restarts a stopped one. */
  start(): Promise<void>;
  /** SIGTERM, as a deploy does; resolves when the process is gone. */
  stop(): Promise<void>;
  /** SIGKILL, for clean-up. */
  kill(): void;
};

export function appServer(env: Record<string, string>): RestartableAppServer {
  let current: AppServer | undefined;
  let earlier = "";
  return {
    get output() {
      return earlier + (current?.output() ?? "");
    },
    async start() {
      earlier += current?.output() ?? "";
      current = await startAppServer(env);
    },
    async stop() {
      if (current && current.child.exitCode === null && current.child.signalCode === null) {
        await current.stop("SIGTERM");
      }
    },
    kill() {
      if (current && current.child.exitCode === null && current.child.signalCode === null) {
        current.child.kill("SIGKILL");
      }
    },
  };
}
