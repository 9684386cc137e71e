import { describe, expect, it } from "vitest";
import { mediaEtag, mediaNotFound, mediaResponse } from "./media-http.server.ts";

const stored = {
  bytes: new Uint8Array([137, 80, 78, 71]),
  mimeType: "image/png",
  writtenAt: new Date("2024-05-01T10:00:00Z"),
};

describe("answering a media request", () => {
  it("sends the bytes with their type, inline, never sniffed, cached for a year", async () => {
    const response = mediaResponse(new Request("http://localhost/media/logo-1-aaaaaa.png"), stored);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/png",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-disposition": "inline",
      "content-length": "4",
      etag: mediaEtag(stored.bytes),
    });
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });

  it("answers 304 when the browser already has the same bytes", () => {
    const request = new Request("http://localhost/media/logo-1-aaaaaa.png", {
      headers: { "If-None-Match": `W/"other", ${mediaEtag(stored.bytes)}` },
    });
    expect(mediaResponse(request, stored).status).toBe(304);
  });

  it("has a different ETag for different bytes, and a plain 404", async () => {
    expect(mediaEtag(new Uint8Array([1]))).not.toBe(mediaEtag(new Uint8Array([2])));
    const missing = mediaNotFound();
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("no-store");
  });
});
