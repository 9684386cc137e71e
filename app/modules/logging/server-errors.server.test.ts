import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestInfoContext } from "#app/services.server.ts";
import { captureLogs } from "../../../tests/helpers/log-capture.ts";
import { logServerError } from "./server-errors.server.ts";

function contextWithLog() {
  const { logger, entries } = captureLogs();
  const context = new RouterContextProvider();
  context.set(requestInfoContext, {
    id: "req-1",
    siteOrigin: "http://localhost:3000",
    log: logger.child({ reqId: "req-1" }),
  });
  return { context, entries };
}

describe("logServerError", () => {
  it("logs an unhandled error once, with the request's id, method and path", () => {
    const { context, entries } = contextWithLog();
    const request = new Request("http://localhost:3000/admin/leads?q=secret", { method: "POST" });
    logServerError(new Error("database went away"), { request, context });
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

  it("says nothing about a request the client abandoned", () => {
    const { context, entries } = contextWithLog();
    const controller = new AbortController();
    controller.abort();
    const request = new Request("http://localhost:3000/", { signal: controller.signal });
    logServerError(new Error("aborted"), { request, context });
    expect(entries).toEqual([]);
  });
});
