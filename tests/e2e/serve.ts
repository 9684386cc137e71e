// The server behind the e2e suite (Playwright's webServer runs `node tests/e2e/serve.ts`):
// a fresh PostgreSQL database (the specs read what the app stored, which an embedded database
// held by the server would not allow), a distinctive saved theme, then the real Node entry.
// Runs natively on Node 24: erasable syntax only, relative imports with `.ts`.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { startNodeEnv, startNodeFlags } from "../helpers/app-server.ts";
import { installControlledClock } from "./controlled-clock.ts";
import {
  E2E_DATABASE,
  E2E_DATABASE_URL,
  E2E_PORT,
  E2E_SERVER_LOG,
  E2E_THEME,
  e2eServerEnv,
} from "./fixtures.ts";

type Services = {
  db: { execute(query: SQL): Promise<unknown> };
  close(): Promise<void>;
};
type ServerBuildModule = {
  entry: { module: { startAppServices(env: NodeJS.ProcessEnv): Promise<Services> } };
};

// npm scripts and Playwright start us from the root; the app resolves build/ and drizzle/ from it.
const ROOT = path.resolve(import.meta.dirname, "../..");
process.chdir(ROOT);

// The server's log, every line at debug level, is kept in E2E_SERVER_LOG for the specs that
// read it (no secret may appear there); only warnings and worse reach the test report. The
// logger writes to file descriptor 1 itself, so this process runs the server as its child and
// reads that child's output.
if (!process.env.E2E_SERVER_CHILD) {
  mkdirSync(path.dirname(E2E_SERVER_LOG), { recursive: true });
  const file = createWriteStream(E2E_SERVER_LOG);
  // With npm start's node flags: the suite runs against the server's memory budget (ADR 0050).
  const child = spawn(process.execPath, [...startNodeFlags(), ...process.argv.slice(1)], {
    env: { ...process.env, ...startNodeEnv(), E2E_SERVER_CHILD: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let partial = "";
  child.stdout.on("data", (chunk: Buffer) => {
    file.write(chunk);
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      const level = /^\{.*"level":"(\w+)"/.exec(line)?.[1];
      if (!level || !["trace", "debug", "info"].includes(level)) process.stdout.write(`${line}\n`);
    }
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on("exit", (code) => file.end(() => process.exit(code ?? 1)));
} else {
  await serve();
}

async function serve() {
  const SERVER_BUILD = path.join(ROOT, "build/server/index.js");

  if (!existsSync(SERVER_BUILD)) {
    console.error(
      `\ntests/e2e/serve.ts: no server build at ${path.relative(ROOT, SERVER_BUILD)}.\n` +
        "Run `npm run build` first (CI builds before the e2e suite).\n",
    );
    process.exit(1);
  }

  // The clock some specs move (controlled-clock.ts), before the app reads the time.
  if (process.env.E2E_CLOCK_CONTROL_PORT) {
    await installControlledClock(
      Number(process.env.E2E_CLOCK_OFFSET_MS || 0),
      Number(process.env.E2E_CLOCK_CONTROL_PORT),
    );
  }

  // A fresh database for the server (see e2eServerEnv for the rest of its environment), unless
  // a spec restarts its own server on the data it left (E2E_KEEP_DATABASE).
  if (!process.env.E2E_KEEP_DATABASE) {
    const serverUrl = new URL(E2E_DATABASE_URL);
    serverUrl.pathname = "/postgres";
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${E2E_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${E2E_DATABASE}`);
    await admin.end();
  }
  Object.assign(process.env, e2eServerEnv(E2E_PORT));

  // 1. Migrate and seed through the build, save the theme, close.
  const build: ServerBuildModule = await import(pathToFileURL(SERVER_BUILD).href);
  const services = await build.entry.module.startAppServices({ ...process.env });
  try {
    await services.db.execute(sql`
    insert into website_settings (setting_key, setting_value, updated_at)
    values ('theme', ${JSON.stringify(E2E_THEME)}::jsonb, now())
    on conflict (setting_key)
    do update set setting_value = excluded.setting_value, updated_at = excluded.updated_at
  `);
  } finally {
    await services.close();
  }
  console.log(`e2e: saved theme (primary ${E2E_THEME.primary}, ${E2E_THEME.fontFamily})`);

  // 2. The real server, exactly as `npm start` runs it (it handles SIGINT/SIGTERM itself), but
  // that a spec's own webhook receiver on a loopback port (E2E_WEBHOOK_RECEIVER_PORT) may be
  // reached: only test code can allow that (app/services.server.ts, TestOnlyOptions).
  const { main } = await import("../../server/main.ts");
  const receiverPort = Number(process.env.E2E_WEBHOOK_RECEIVER_PORT) || undefined;
  await main(receiverPort ? { outboundTestAllowance: { loopbackPorts: [receiverPort] } } : {});
}
