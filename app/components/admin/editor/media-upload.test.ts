import { describe, expect, it, vi } from "vitest";
import { checkImageFile, MAX_UPLOAD_BYTES, UPLOAD_URL, uploadMediaImage } from "./media-upload.ts";

const png = () => new File([new Uint8Array([137, 80, 78, 71])], "Logo.png", { type: "image/png" });

function answering(body: string, status = 200) {
  return vi.fn(async () => new Response(body, { status }));
}

describe("checkImageFile", () => {
  it("uses the Logo Manager's messages", () => {
    expect(checkImageFile({ type: "application/pdf", size: 1 })).toEqual({
      ok: false,
      title: "Invalid file type",
      error: "Please upload an image file",
    });
    expect(checkImageFile({ type: "image/png", size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      ok: false,
      title: "File too large",
      error: "Please upload a file smaller than 5MB",
    });
    expect(checkImageFile({ type: "image/png", size: MAX_UPLOAD_BYTES })).toBeNull();
  });
});

describe("uploadMediaImage", () => {
  it("posts the file as `file` and returns the stored image", async () => {
    const fetchImpl = answering(
      JSON.stringify({
        ok: true,
        file: { id: "f1", filePath: "/media/a.png", originalName: "Logo.png", fileSize: 4 },
      }),
    );
    const result = await uploadMediaImage(png(), fetchImpl);
    expect(result).toMatchObject({
      ok: true,
      image: {
        id: "f1",
        filePath: "/media/a.png",
        originalName: "Logo.png",
        mimeType: "image/png",
      },
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(UPLOAD_URL);
    expect(init.method).toBe("POST");
    expect((init.body as FormData).get("file")).toBeInstanceOf(File);
  });

  it("shows the server's message when it refuses", async () => {
    const result = await uploadMediaImage(
      png(),
      answering(JSON.stringify({ ok: false, error: "Only JPEG, PNG, GIF and WebP images" }), 400),
    );
    expect(result).toEqual({
      ok: false,
      title: "Upload failed",
      error: "Only JPEG, PNG, GIF and WebP images",
    });
  });

  it("keeps the server's own title when it gives one", async () => {
    const result = await uploadMediaImage(
      png(),
      answering(JSON.stringify({ ok: false, title: "File too large", error: "Too big" }), 413),
    );
    expect(result).toEqual({ ok: false, title: "File too large", error: "Too big" });
  });

  it("fails gracefully on a plain-text or HTML answer and on a network error", async () => {
    expect(await uploadMediaImage(png(), answering("Not built yet", 501))).toEqual({
      ok: false,
      title: "Upload failed",
      error: "Not built yet",
    });
    const html = `<html><body>${"x".repeat(500)}</body></html>`;
    expect(await uploadMediaImage(png(), answering(html, 502))).toMatchObject({
      error: "The server answered 502. Please try again.",
    });
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await uploadMediaImage(png(), offline)).toMatchObject({
      ok: false,
      title: "Upload failed",
    });
  });

  it("does not post a file that fails the checks", async () => {
    const fetchImpl = answering("{}");
    const text = new File(["hi"], "a.txt", { type: "text/plain" });
    expect(await uploadMediaImage(text, fetchImpl)).toMatchObject({ title: "Invalid file type" });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
