import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BODY_BYTES } from "#app/modules/media/upload-body.server.ts";
import {
  bodyRuleFor,
  checkBodySize,
  checkFormBody,
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

describe("bodyRuleFor", () => {
  it("allows forms their worst case, the editors their HTML and the upload its image", () => {
    const form = { limit: FORM_BODY_LIMIT, form: true };
    expect(bodyRuleFor("/contact")).toEqual(form);
    expect(bodyRuleFor("/admin/settings.data")).toEqual(form);
    expect(bodyRuleFor("/admin/media/upload")).toEqual({
      limit: MAX_UPLOAD_BODY_BYTES,
      form: false,
    });
    expect(bodyRuleFor("/admin/blog.data")).toEqual({ limit: RICH_TEXT_BODY_LIMIT, form: true });
    expect(bodyRuleFor("/admin/content/")).toEqual({ limit: RICH_TEXT_BODY_LIMIT, form: true });
    expect(bodyRuleFor("/admin/media/upload/../../contact")).toEqual(form);
  });

  it("allows the page editor, its live preview and the editors' autosave a page's sections, rich texts included", () => {
    const editor = { limit: RICH_TEXT_BODY_LIMIT, form: true };
    expect(bodyRuleFor("/admin/pages/0b6f1c1e-8d0e-4c55-9a43-7f1a5c2d3e4f.data")).toEqual(editor);
    expect(bodyRuleFor("/preview/0b6f1c1e-8d0e-4c55-9a43-7f1a5c2d3e4f")).toEqual(editor);
    expect(bodyRuleFor("/ur/preview/0b6f1c1e-8d0e-4c55-9a43-7f1a5c2d3e4f")).toEqual(editor);
    expect(bodyRuleFor("/admin/autosave")).toEqual(editor);
    // Page Settings itself posts switches and labels.
    expect(bodyRuleFor("/admin/pages")).toEqual({ limit: FORM_BODY_LIMIT, form: true });
    expect(bodyRuleFor("/admin/pages/a/b")).toEqual({ limit: FORM_BODY_LIMIT, form: true });
  });
});

describe("checkFormBody", () => {
  const post = (body: BodyInit, contentType?: string) =>
    new Request("http://localhost/contact", {
      method: "POST",
      body,
      headers: contentType ? { "content-type": contentType } : {},
    });

  it("passes a form, urlencoded or multipart, and leaves it readable", async () => {
    const urlencoded = post("a=1&b=%3Cb%3E%07", "application/x-www-form-urlencoded");
    expect(await checkFormBody(urlencoded)).toEqual({ allowed: true });
    expect((await urlencoded.formData()).get("b")).toBe("<b>\u0007");
    const form = new FormData();
    form.append("a", "1");
    const multipart = post(form);
    expect(await checkFormBody(multipart)).toEqual({ allowed: true });
    expect((await multipart.formData()).get("a")).toBe("1");
  });

  it("refuses what is not a form with 415 and a broken multipart body with 400", async () => {
    expect(await checkFormBody(post("{}", "application/json"))).toEqual({
      allowed: false,
      status: 415,
    });
    expect(await checkFormBody(post(new Uint8Array(0)))).toEqual({ allowed: false, status: 415 });
    expect(await checkFormBody(post("garbage", "multipart/form-data; boundary=x"))).toEqual({
      allowed: false,
      status: 400,
    });
  });

  it("refuses a NUL character in a value or a key, which the database could not store", async () => {
    const urlencoded = "application/x-www-form-urlencoded";
    expect(await checkFormBody(post("message=a%00b", urlencoded))).toEqual({
      allowed: false,
      status: 400,
    });
    expect(await checkFormBody(post("a%00=1", urlencoded))).toEqual({
      allowed: false,
      status: 400,
    });
  });

  it("refuses a form its parser would pay for with 400 and why (form-shape.ts)", async () => {
    const refused = post("email=a@b.co&x%5B10000000%5D=1", "application/x-www-form-urlencoded");
    expect(await checkFormBody(refused)).toEqual({
      allowed: false,
      status: 400,
      reason: "list index too large",
    });
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
