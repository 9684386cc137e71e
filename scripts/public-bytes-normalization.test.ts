import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { firstDifference, normalizeReply, type Reply } from "./public-bytes-normalization.ts";

const seeding = {
  from: new Date("2026-11-26T22:39:00Z"),
  to: new Date("2026-11-26T22:40:00Z"),
};
const page = (body: string, headers: Reply["headers"] = {}): Reply => ({
  status: 200,
  headers: { "content-type": "text/html; charset=utf-8", ...headers },
  body,
});
const bodyOf = (body: string) => normalizeReply(page(body), seeding).body;

describe("normalizeReply", () => {
  test("csp-nonce: the nonce of the policy and of the tags that carry it", () => {
    const reply = normalizeReply(
      page('<script nonce="hVLJMY959g9Aq/+w==">1</script><link nonce="hVLJMY959g9Aq/+w=="/>', {
        "content-security-policy": "script-src 'self' 'nonce-hVLJMY959g9Aq/+w=='",
      }),
      seeding,
    );
    expect(reply.body).toBe('<script nonce="NONCE">1</script><link nonce="NONCE"/>');
    expect(reply.headers["content-security-policy"]).toBe("script-src 'self' 'nonce-NONCE'");
  });

  test("live-position-boot-id: the boot id only, not the number of changes", () => {
    expect(bodyOf('<html data-live-position="3995226f52fa-0">')).toBe(
      bodyOf('<html data-live-position="ff533e286390-0">'),
    );
    expect(bodyOf('<html data-live-position="3995226f52fa-0">')).not.toBe(
      bodyOf('<html data-live-position="3995226f52fa-1">'),
    );
  });

  test("asset-hash: the hash of a built file's name, never the name", () => {
    expect(
      bodyOf(
        'href="/assets/site-CTUwIxhe.css" url(/assets/noto-naskh-arabic-arabic-400-normal-U_i0HMfG.woff2) src="/assets/enhance-fx-VSZKm.js" /assets/logo-AqqWXs0A.svg',
      ),
    ).toBe(
      'href="/assets/site-HASH.css" url(/assets/noto-naskh-arabic-arabic-400-normal-HASH.woff2) src="/assets/enhance-HASH.js" /assets/logo-HASH.svg',
    );
    expect(bodyOf("/assets/site-CTUwIxhe.css")).not.toBe(bodyOf("/assets/app-CTUwIxhe.css"));
    // Media the site serves are not built files: their names stay.
    expect(bodyOf("/media/photo-CTUwIxhe.svg")).toBe("/media/photo-CTUwIxhe.svg");
  });

  test("csp-inline-script-hash: a hash of one of the page's inline scripts stands for that script", () => {
    const script = '{"prerender":[{"source":"document"}]}';
    const hash = createHash("sha256").update(script).digest("base64");
    const body = `<script src="/assets/a-CTUwIxhe.js"></script><script type="speculationrules">${script}</script>`;
    const policy = `script-src 'self' 'sha256-${hash}' 'sha256-bm90IG9uIHRoZSBwYWdlAAAAAAAAAAAAAAAAAAA='`;
    const reply = normalizeReply(page(body, { "content-security-policy": policy }), seeding);
    expect(reply.headers["content-security-policy"]).toBe(
      "script-src 'self' 'sha256-of-inline-script-1' 'sha256-bm90IG9uIHRoZSBwYWdlAAAAAAAAAAAAAAAAAAA='",
    );
  });

  test("seeded-uuid: numbered by first appearance, so that links to other rows still differ", () => {
    const a = "d9d6fa7d-87cf-4a00-97f4-b812db94b1f8";
    const b = "49542324-3f33-4c05-a87c-f8c7fcf8271d";
    expect(bodyOf(`/form?plan=${a} /form?plan=${b} #${a}`)).toBe(
      "/form?plan=uuid-1 /form?plan=uuid-2 #uuid-1",
    );
    expect(bodyOf(`${a} ${a}`)).not.toBe(bodyOf(`${a} ${b}`));
  });

  test("seeding-time: times inside the run, not the content's own dates", () => {
    expect(
      bodyOf(
        '<time dateTime="2026-11-26T22:39:06.799Z"> <pubDate>Thu, 26 Nov 2026 22:39:20 GMT</pubDate>',
      ),
    ).toBe('<time dateTime="SEEDING-TIME"> <pubDate>SEEDING-TIME</pubDate>');
    expect(bodyOf('"2025-01-15T09:00:00.000Z" Wed, 15 Jan 2025 09:00:00 GMT')).toBe(
      '"2025-01-15T09:00:00.000Z" Wed, 15 Jan 2025 09:00:00 GMT',
    );
  });

  test("keeps the status and the compared headers only", () => {
    const reply = normalizeReply(
      {
        status: 404,
        headers: {
          "content-type": "text/html",
          vary: "Accept-Encoding",
          date: "Thu, 26 Nov 2026 22:39:20 GMT",
          "x-request-id": "d9d6fa7d-87cf-4a00-97f4-b812db94b1f8",
        },
        body: "",
      },
      seeding,
    );
    expect(reply).toEqual({
      status: 404,
      headers: { "content-type": "text/html", vary: "Accept-Encoding" },
      body: "",
    });
  });
});

describe("firstDifference", () => {
  test("null for equal texts", () => {
    expect(firstDifference("same", "same")).toBeNull();
  });

  test("the line and offset of the first differing character, with context either side", () => {
    expect(firstDifference("one\ntwo three", "one\ntwo four", 4)).toEqual({
      line: 2,
      offset: 8,
      before: "two thre",
      after: "two four",
    });
  });

  test("a text that is the other's beginning differs where it ends", () => {
    expect(firstDifference("abc", "abcdef", 2)).toEqual({
      line: 1,
      offset: 3,
      before: "bc",
      after: "bcde",
    });
  });
});
