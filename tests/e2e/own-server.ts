import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { type Browser, expect, type Page } from "@playwright/test";
import { instantToSiteTime } from "../../app/modules/publishing/schedule-time.ts";
import { mailServer } from "../helpers/mail-server.ts";
import { setServerClock } from "./controlled-clock.ts";
import { e2eDatabaseUrl } from "./fixtures.ts";

// A spec's own app server, for what the shared one cannot do: stop and start again on the data
// it left, and run on a clock the spec moves. serve.ts builds it like the shared server (the
// same build, a database of its own named after its port).

const ROOT = path.resolve(import.meta.dirname, "../..");

export type OwnServer = {
  readonly baseURL: string;
  readonly databaseUrl: string;
  /** Starts the server (afresh the first time, on the data it left afterwards); resolves once it answers. */
  start(): Promise<void>;
  /** Stops it the way a deployment does (SIGTERM) and waits for the process to end. */
  stop(): Promise<void>;
  /** Moves its clock `ms` further ahead (kept across restarts); returns the server's time. */
  moveClock(ms: number): Promise<Date>;
};

/** A server on `port` (its clock's control port is `port + 1`) with `env` added to its environment. */
export function ownServer(port: number, env: Record<string, string> = {}): OwnServer {
  const baseURL = `http://127.0.0.1:${port}`;
  const clockPort = port + 1;
  let offsetMs = 0;
  let started = false;
  let child: ChildProcess | null = null;

  return {
    baseURL,
    databaseUrl: e2eDatabaseUrl(port),
    async start() {
      const server = spawn(process.execPath, ["tests/e2e/serve.ts"], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...env,
          E2E_PORT: String(port),
          E2E_CLOCK_CONTROL_PORT: String(clockPort),
          E2E_CLOCK_OFFSET_MS: String(offsetMs),
          ...(started ? { E2E_KEEP_DATABASE: "1" } : {}),
        },
        stdio: ["ignore", "inherit", "inherit"],
      });
      child = server;
      started = true;
      const exited = new Promise<never>((_, reject) =>
        server.once("exit", (code) => reject(new Error(`The server on ${port} exited (${code})`))),
      );
      exited.catch(() => {}); // once it has answered, an exit is stop()'s business
      const deadline = Date.now() + 60_000;
      for (;;) {
        const answered = await Promise.race([
          fetch(baseURL).then(
            (response) => response.ok,
            () => false,
          ),
          exited,
        ]);
        if (answered) return;
        if (Date.now() > deadline) throw new Error(`The server on ${port} did not answer in 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop() {
      const server = child;
      child = null;
      if (!server || server.exitCode !== null) return;
      const ended = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await ended;
    },
    async moveClock(ms: number) {
      offsetMs += ms;
      // A stopped server takes the offset when it starts again.
      if (!child) return new Date(Date.now() + offsetMs);
      return setServerClock(clockPort, offsetMs);
    },
  };
}

/**
 * A server of the spec's own that e-mails a local SMTP server (its SMTP_URL), which records
 * what it receives. `server` exists once started.
 */
export function ownServerWithMail(port: number, env: Record<string, string> = {}) {
  const mail = mailServer();
  let server: OwnServer | null = null;
  return {
    mail,
    get server(): OwnServer {
      if (!server) throw new Error("The server is not started yet");
      return server;
    },
    async start() {
      await mail.start();
      server = ownServer(port, { ...env, SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
      await server.start();
    },
    async stop() {
      await server?.stop();
      await mail.stop();
    },
  };
}

/** A new browser context signed in to the console of `server` (its ADMIN_EMAIL account). */
export async function signedInConsole(
  browser: Browser,
  server: Pick<OwnServer, "baseURL">,
  admin: { email: string; password: string },
): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await page.goto("/admin-auth");
  await page.getByRole("textbox", { name: "Email" }).fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

/** The site's time zone on these servers (SITE_TIMEZONE's default). */
const SITE_ZONE = "Asia/Karachi";

/**
 * The `datetime-local` text, in the site's zone, of `minutes` after `server`'s time: what an
 * admin types in a Publish at field to schedule something that far ahead.
 */
export async function siteTimeAhead(server: OwnServer, minutes: number): Promise<string> {
  const now = await server.moveClock(0);
  return instantToSiteTime(new Date(now.getTime() + minutes * 60_000), SITE_ZONE);
}
