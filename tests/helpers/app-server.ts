// A real app server (`node server/main.ts` on the production build) in a child process, for
// tests that need several instances or a restart. Plain TypeScript with erasable syntax only:
// Playwright specs and Vitest tests both use it.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export type AppServer = {
  /** What the server printed so far (for failure messages). */
  readonly output: string;
  /** Starts the process and resolves once it serves; a second call restarts a stopped one. */
  start(): Promise<void>;
  /** SIGTERM, as a deploy does; resolves when the process is gone. */
  stop(): Promise<void>;
  /** SIGKILL, for clean-up. */
  kill(): void;
};

/** `env` is the server's whole environment beside PATH (PORT and HOST included). */
export function appServer(env: Record<string, string>): AppServer {
  let child: ChildProcess | undefined;
  let output = "";
  return {
    get output() {
      return output;
    },
    async start() {
      const started = spawn(process.execPath, ["server/main.ts"], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? "", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = started;
      const from = output.length;
      await new Promise<void>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.slice(from).includes(`serving on http://localhost:${env.PORT}`)) resolve();
        };
        started.stdout?.on("data", onData);
        started.stderr?.on("data", onData);
        started.once("exit", (code) => reject(new Error(`server exited (${code}):\n${output}`)));
      });
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGTERM");
      await exited;
    },
    kill() {
      if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  };
}
