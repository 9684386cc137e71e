import { describe, expect, it } from "vitest";
import { emptyPageBody } from "#app/modules/sections/page-body.ts";
import { POST_TEXT_SECTION_ID, postBodyOf, postHtmlOf } from "./post-body.ts";

describe("a post's body in the editor", () => {
  it("is one Text section holding the post's HTML per language, and reads back as that HTML", () => {
    const html = { en: "<p>Hello</p>", ur: "<p>سلام</p>" };
    const body = postBodyOf(html);
    expect(body.content).toEqual([
      { type: "richText", props: { id: POST_TEXT_SECTION_ID, body: html } },
    ]);
    expect(postHtmlOf(body)).toEqual(html);
  });

  it("is no post's body when it is not exactly one Text section", () => {
    expect(postHtmlOf(emptyPageBody())).toBeNull();
    const two = postBodyOf({ en: "<p>a</p>" });
    two.content.push({ type: "richText", props: { id: "more", body: { en: "<p>b</p>" } } });
    expect(postHtmlOf(two)).toBeNull();
    expect(
      postHtmlOf({
        root: { props: {} },
        content: [{ type: "hero", props: { id: "x", title: { en: "Hi" } } }],
      }),
    ).toBeNull();
  });
});
