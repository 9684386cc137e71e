import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs } from "../tests/helpers/log-capture.ts";
import { logAccess, requestIdOf } from "./request-log.ts";

const { logger, entries } = captureLogs();
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const id = requestIdOf(req);
    res.setHeader("X-Request-Id", id);
    if (req.url?.startsWith("/at-once")) {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end(id);
      logAccess(logger, req, res, { id, started: performance.now(), when: "now" });
      return;
    }
    logAccess(logger, req, res, { id, started: performance.now(), when: "when done" });
    // The app behind reads the id from the request's headers.
    const seen = String(req.headers["x-request-id"]);
    if (req.url?.startsWith("/hang")) {
      res.writeHead(200);
      res.write("partial");
      return;
    }
    res.writeHead(req.url?.startsWith("/fail") ? 500 : 200, { "content-type": "text/plain" });
    res.end(seen);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const accessLine = (reqId: string) =>
  entries.find((entry) => entry.event === "http.request" && entry.reqId === reqId);

describe("the access log", () => {
  it("gives each request a new id, seen by the app and echoed, and logs one access line", async () => {
    const response = await fetch(`${base}/pricing?token=secret-value`);
    const id = response.headers.get("x-request-id") ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.text()).toBe(id);
    await expect
      .poll(() => accessLine(id))
      .toMatchObject({
        level: "info",
        method: "GET",
        path: "/pricing",
        status: 200,
        msg: "GET /pricing 200",
      });
    expect(accessLine(id)?.ms).toEqual(expect.any(Number));
    // The query string (tokens, e-mail addresses) never reaches the log.
    expect(JSON.stringify(entries)).not.toContain("secret-value");
    expect(entries.filter((entry) => entry.reqId === id)).toHaveLength(1);
  });

  it("logs a preview link's path with its key masked: the key is a bearer secret", async () => {
    const response = await fetch(`${base}/ur/preview/k7Q2-bearer-secret_99`);
    const id = response.headers.get("x-request-id") ?? "";
    await expect.poll(() => accessLine(id)).toMatchObject({ path: "/ur/preview/[key]" });
    expect(JSON.stringify(entries)).not.toContain("k7Q2-bearer-secret_99");
  });

  it("logs a calendar feed's path with its token masked: the token opens the host's meetings", async () => {
    const token = "q9Zk2v_Lr8T-3mWfXe0aYc7BnH1sJdPu4GtKiAoV5yE";
    const response = await fetch(`${base}/calendar/${token}.ics`);
    const id = response.headers.get("x-request-id") ?? "";
    await expect.poll(() => accessLine(id)).toMatchObject({ path: "/calendar/[token]" });
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it("keeps a plain id sent by a proxy and replaces one that could forge or flood the log", async () => {
    const kept = await fetch(`${base}/`, { headers: { "X-Request-Id": "lb-7f3a.42:1" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a.42:1");
    for (const hostile of ["a b", "x".repeat(500), '"}{"level":"fatal']) {
      const replaced = await fetch(`${base}/`, { headers: { "X-Request-Id": hostile } });
      expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("logs server errors at error level, and a request the client abandoned as aborted", async () => {
    const failed = await fetch(`${base}/fail`);
    const failedId = failed.headers.get("x-request-id") ?? "";
    await expect
      .poll(() => accessLine(failedId))
      .toMatchObject({ level: "error", status: 500, path: "/fail" });

    const controller = new AbortController();
    const hanging = await fetch(`${base}/hang`, { signal: controller.signal });
    const hangingId = hanging.headers.get("x-request-id") ?? "";
    controller.abort();
    await expect
      .poll(() => accessLine(hangingId))
      .toMatchObject({ path: "/hang", status: 200, aborted: true });
  });

  it("logs a response written in full at once (the page cache's hits) as soon as it is written", async () => {
    const response = await fetch(`${base}/at-once?page=2`);
    const id = response.headers.get("x-request-id") ?? "";
    expect(await response.text()).toBe(id);
    expect(accessLine(id)).toMatchObject({ path: "/at-once", status: 200, level: "info" });
    expect(accessLine(id)?.aborted).toBeUndefined();
  });
});
