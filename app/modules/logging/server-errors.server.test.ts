import { createStaticHandler } from "react-router";
import { describe, expect, it } from "vitest";
import { captureLogs } from "../../../tests/helpers/log-capture.ts";
import { logServerError } from "./server-errors.server.ts";

function requestLog() {
  const { logger, entries } = captureLogs();
  return { log: logger.child({ reqId: "req-1" }), entries };
}

describe("logServerError", () => {
  it("logs an unhandled error once, with the request's id, method and path", () => {
    const { log, entries } = requestLog();
    const request = new Request("http://localhost:3000/admin/leads?q=secret", { method: "POST" });
    logServerError(new Error("database went away"), { request, log });
    expect(entries).toEqual([
      expect.objectContaining({
        level: "error",
        reqId: "req-1",
        method: "POST",
        path: "/admin/leads",
        err: expect.objectContaining({ message: "database went away", type: "Error" }),
        msg: "Unhandled server error",
      }),
    ]);
  });

  it("says nothing about an address no route matches, which the visitor gets as a 404", async () => {
    const { log, entries } = requestLog();
    const request = new Request("http://localhost:3000/a%0Ab");
    const notFound = await createStaticHandler([{ path: "*", loader: () => null }]).query(request);
    const error = (notFound as { errors: Record<string, unknown> }).errors;
    logServerError(Object.values(error)[0], { request, log });
    expect(entries).toEqual([]);
  });

  it("says nothing about a request the client abandoned", () => {
    const { log, entries } = requestLog();
    const controller = new AbortController();
    controller.abort();
    const request = new Request("http://localhost:3000/", { signal: controller.signal });
    logServerError(new Error("aborted"), { request, log });
    expect(entries).toEqual([]);
  });
});
