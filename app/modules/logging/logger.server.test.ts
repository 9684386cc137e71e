import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { captureLogs } from "../../../tests/helpers/log-capture.ts";
import {
  accessLine,
  createAccessLogger,
  requestLogger,
  withRequestLogger,
} from "./logger.server.ts";
import { requestIdFrom } from "./request-id.ts";

describe("createLogger", () => {
  it("writes JSON lines with an ISO time and the level's name", () => {
    const { logger, entries } = captureLogs();
    logger.info({ event: "test" }, "hello");
    expect(entries[0]).toMatchObject({ level: "info", event: "test", msg: "hello" });
    expect(new Date(String(entries[0]?.time)).toISOString()).toBe(entries[0]?.time);
  });

  it("redacts passwords, tokens, cookies and authorization headers wherever they sit", () => {
    const { logger, entries } = captureLogs();
    logger.warn({
      password: "hunter22",
      token: "setup-token-value",
      body: { password: "hunter23", newPassword: "hunter24", email: "a@dmflow.pk" },
      headers: { cookie: "dmflow.session_token=abc", authorization: "Bearer xyz" },
      req: { headers: { cookie: "c=1", "set-cookie": "s=2", authorization: "Basic q" } },
    });
    const line = JSON.stringify(entries[0]);
    for (const secret of ["hunter2", "setup-token-value", "abc", "xyz", "c=1", "s=2", "Basic"]) {
      expect(line).not.toContain(secret);
    }
    expect(entries[0]).toMatchObject({ body: { email: "a@dmflow.pk", password: "[redacted]" } });
  });
});

describe("the request's logger", () => {
  it("is the one the request scope was opened with, across awaits, and none outside", async () => {
    const { logger } = captureLogs();
    const child = logger.child({ reqId: "r1" });
    expect(requestLogger()).toBeUndefined();
    await withRequestLogger(child, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(requestLogger()).toBe(child);
    });
    expect(requestLogger()).toBeUndefined();
  });
});

describe("requestIdFrom", () => {
  it("keeps a short plain id and makes a new one for anything else", () => {
    expect(requestIdFrom("abc-123_x.y:z@1")).toBe("abc-123_x.y:z@1");
    for (const bad of [null, undefined, "", "has space", "x".repeat(129), "line\nbreak", "é"]) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    }
  });

  it("makes a new id unlike any other of the process, in a UUID's shape", () => {
    const ids = Array.from({ length: 1000 }, () => requestIdFrom(undefined));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it("does not count in the open: consecutive ids do not tell how many requests came between", () => {
    const tails = Array.from({ length: 100 }, () =>
      Number.parseInt(requestIdFrom(undefined).slice(24), 16),
    );
    const steps = new Set(tails.slice(1).map((tail, index) => tail - (tails[index] as number)));
    expect(steps.size).toBeGreaterThan(90);
  });
});

describe("createAccessLogger", () => {
  it("writes access lines in batches and every waiting line on flush", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "access-")), "access.log");
    const access = createAccessLogger({ level: "info", dest: file });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the file is opened asynchronously
    for (let line = 0; line < 3; line++) {
      access.logger.info(
        { event: "http.request", reqId: "r", method: "GET", path: `/p${line}`, status: 200, ms: 1 },
        "GET",
      );
    }
    expect(readFileSync(file, "utf8"), "three short lines wait for more").toBe("");
    access.flush();
    const lines = readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.path)).toEqual(["/p0", "/p1", "/p2"]);
    expect(lines[0]).toMatchObject({ level: "info", event: "http.request", status: 200 });
  });
});

describe("accessLine", () => {
  const entry = {
    event: "http.request",
    reqId: "r1",
    method: "GET",
    path: "/pricing",
    status: 200,
    ms: 1.5,
  } as const;

  it("writes the line pino would: level, ISO time, base, the entry's fields, msg", () => {
    const line = accessLine("error", ',"pid":7', { ...entry, status: 500 }, "GET /pricing 500");
    expect(line.endsWith("\n")).toBe(true);
    expect(JSON.parse(line)).toEqual({
      level: "error",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      pid: 7,
      ...entry,
      status: 500,
      msg: "GET /pricing 500",
    });
    expect(JSON.parse(accessLine("info", "", { ...entry, aborted: true }, "m")).aborted).toBe(true);
    expect(JSON.parse(accessLine("info", "", { ...entry, ms: Number.NaN }, "m")).ms).toBeNull();
  });

  it("escapes what JSON must, so no text forges a field or breaks the line", () => {
    for (const text of ['/a"b\\c', "/x\n{}", "/\u0001", "/é/😀", "/\ud800", '","level":"fatal']) {
      const line = accessLine("info", "", { ...entry, path: text, reqId: text }, `GET ${text} 200`);
      expect(line.split("\n")).toHaveLength(2);
      expect(JSON.parse(line)).toMatchObject({ path: text, reqId: text, msg: `GET ${text} 200` });
      expect(line).toContain(JSON.stringify(text));
    }
  });
});
