// A clock the specs can move, for what happens at a time of day: scheduled publishing, the
// daily follow-up digest. serve.ts installs it in the e2e server's process when started with
// E2E_CLOCK_CONTROL_PORT: the global Date then runs `offset` ahead of the machine's clock, and
// a loopback control port moves it. The machine's and the database's clocks are left alone:
// the jobs under test take their time from Date. Erasable syntax only (serve.ts runs natively).
import { createServer } from "node:http";

/** Replaces the global Date with one `initialOffsetMs` ahead, and serves `PUT /offset` on `port`. */
export async function installControlledClock(initialOffsetMs: number, port: number) {
  const RealDate = Date;
  let offset = initialOffsetMs;
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) =>
      property === "now" ? now : Reflect.get(target, property, receiver),
  });

  const control = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      if (request.method === "PUT" && request.url === "/offset" && /^-?\d+$/.test(body)) {
        offset = Number(body);
      } else if (request.method !== "GET") {
        response.writeHead(400).end();
        return;
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ now: new RealDate(now()).toISOString(), offsetMs: offset }));
    });
  });
  control.unref();
  await new Promise<void>((resolve) => control.listen(port, "127.0.0.1", resolve));
}

/** Moves the clock of the server whose control port is `port` to `offsetMs` ahead; returns its time. */
export async function setServerClock(port: number, offsetMs: number): Promise<Date> {
  const response = await fetch(`http://127.0.0.1:${port}/offset`, {
    method: "PUT",
    body: String(offsetMs),
  });
  if (!response.ok) throw new Error(`The server clock refused the move: ${response.status}`);
  return new Date(((await response.json()) as { now: string }).now);
}
