import { describe, expect, it } from "vitest";
import { type RuleError, ruleErrorOf } from "#app/lib/rule-error.ts";
import { MAX_UPLOAD_BYTES } from "./media.ts";
import {
  MAX_UPLOAD_BODY_BYTES,
  readBodyWithLimit,
  readUploadedFile,
} from "./upload-body.server.ts";

const CHUNK = 64 * 1024;

/** A request whose body is `total` bytes sent in 64 KB chunks, counting what was pulled. */
function streamingRequest(total: number, headers: Record<string, string> = {}) {
  const counter = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = Math.min(CHUNK, total - counter.pulled);
      if (size <= 0) {
        controller.close();
        return;
      }
      counter.pulled += size;
      controller.enqueue(new Uint8Array(size));
    },
    cancel() {
      counter.cancelled = true;
    },
  });
  const request = new Request("http://localhost/admin/media/upload", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);
  return { request, counter };
}

async function refusal(promise: Promise<unknown>): Promise<RuleError> {
  const error = ruleErrorOf(
    await promise.then(
      () => null,
      (caught: unknown) => caught,
    ),
  );
  expect(error).not.toBeNull();
  return error as RuleError;
}

describe("reading an upload body under a cap", () => {
  it("reads a body within the limit whole", async () => {
    const { request } = streamingRequest(200_000);
    const body = await readBodyWithLimit(request, 300_000);
    expect(body.byteLength).toBe(200_000);
  });

  it("stops at the first chunk past the limit and cancels the rest (never buffered whole)", async () => {
    const total = 6 * 1024 * 1024;
    const { request, counter } = streamingRequest(total);
    const error = await refusal(readBodyWithLimit(request));
    expect(error).toMatchObject({
      code: "unsupported-file",
      status: 413,
      title: "File too large",
      message: "Please upload a file smaller than 5MB",
    });
    expect(counter.cancelled).toBe(true);
    expect(counter.pulled).toBeLessThanOrEqual(MAX_UPLOAD_BODY_BYTES + 2 * CHUNK);
    expect(counter.pulled).toBeLessThan(total);
  });

  it("refuses a declared length past the limit before reading anything", async () => {
    const { request, counter } = streamingRequest(6 * 1024 * 1024, {
      "content-length": String(6 * 1024 * 1024),
    });
    const error = await refusal(readBodyWithLimit(request));
    expect(error.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(2 * CHUNK);
  });
});

describe("reading the uploaded file", () => {
  it("returns the file field's name and bytes", async () => {
    const form = new FormData();
    form.append("file", new File([new Uint8Array([1, 2, 3])], "logo.png", { type: "image/png" }));
    const request = new Request("http://localhost/admin/media/upload", {
      method: "POST",
      body: form,
    });
    const file = await readUploadedFile(request);
    expect(file.name).toBe("logo.png");
    expect([...file.bytes]).toEqual([1, 2, 3]);
  });

  it("refuses a file just over 5 MB that fits the multipart allowance", async () => {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], "big.png"));
    const request = new Request("http://localhost/admin/media/upload", {
      method: "POST",
      body: form,
    });
    expect((await refusal(readUploadedFile(request))).status).toBe(413);
  });

  it("refuses a body that is not multipart, or has no file", async () => {
    const json = new Request("http://localhost/admin/media/upload", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(await refusal(readUploadedFile(json))).toMatchObject({
      code: "unsupported-file",
      status: 415,
      title: "Invalid file type",
    });

    const form = new FormData();
    form.append("file", "not a file");
    const noFile = new Request("http://localhost/admin/media/upload", {
      method: "POST",
      body: form,
    });
    expect(await refusal(readUploadedFile(noFile))).toMatchObject({
      code: "invalid",
      status: 400,
      title: "Upload failed",
      message: "Please choose a file to upload",
    });
  });
});
