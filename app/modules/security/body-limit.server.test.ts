import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BODY_BYTES } from "#app/modules/media/upload-body.server.ts";
import {
  bodyLimitFor,
  checkBodySize,
  FORM_BODY_LIMIT,
  RICH_TEXT_BODY_LIMIT,
} from "./body-limit.server.ts";

/** A body sent in chunks without a declared length, as a script's chunked upload would be. */
function streamedRequest(chunks: number[], onPull?: () => void): Request {
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull?.();
      const size = chunks[index++];
      if (size === undefined) controller.close();
      else controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  return new Request("http://localhost/contact", {
    method: "POST",
    body,
    duplex: "half",
  } as RequestInit & { duplex: "half" });
}

describe("bodyLimitFor", () => {
  it("allows forms their worst case, the editors their HTML and the upload its image", () => {
    expect(bodyLimitFor("/contact")).toBe(FORM_BODY_LIMIT);
    expect(bodyLimitFor("/admin/settings.data")).toBe(FORM_BODY_LIMIT);
    expect(bodyLimitFor("/admin/media/upload")).toBe(MAX_UPLOAD_BODY_BYTES);
    expect(bodyLimitFor("/admin/blog.data")).toBe(RICH_TEXT_BODY_LIMIT);
    expect(bodyLimitFor("/admin/content/")).toBe(RICH_TEXT_BODY_LIMIT);
    expect(bodyLimitFor("/admin/media/upload/../../contact")).toBe(FORM_BODY_LIMIT);
  });
});

describe("checkBodySize", () => {
  it("refuses a declared length over the limit without reading a byte", async () => {
    let pulled = 0;
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body: new ReadableStream({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(10));
        },
      }),
      headers: { "content-length": String(FORM_BODY_LIMIT + 1) },
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    expect(await checkBodySize(request, FORM_BODY_LIMIT)).toEqual({
      allowed: false,
      status: 413,
    });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("passes a declared length within the limit, body untouched", async () => {
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body: "a=1",
      headers: { "content-length": "3" },
    });
    expect(await checkBodySize(request, 3)).toEqual({ allowed: true });
    expect(await request.text()).toBe("a=1");
  });

  it("counts an undeclared body and stops reading once it passes the limit", async () => {
    let pulls = 0;
    const request = streamedRequest(Array(1000).fill(1024), () => pulls++);
    expect(await checkBodySize(request, 8 * 1024)).toEqual({ allowed: false, status: 413 });
    expect(pulls).toBeLessThan(20);
  });

  it("leaves an undeclared body within the limit whole for the action", async () => {
    const request = streamedRequest([4000, 4000, 192]);
    expect(await checkBodySize(request, 8 * 1024)).toEqual({ allowed: true });
    expect((await request.arrayBuffer()).byteLength).toBe(8192);
  });

  it("answers 400 when the client goes away mid-body", async () => {
    const body = new ReadableStream({
      pull(controller) {
        controller.error(new Error("aborted"));
      },
    });
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body,
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    expect(await checkBodySize(request, 1024)).toEqual({ allowed: false, status: 400 });
  });
});
