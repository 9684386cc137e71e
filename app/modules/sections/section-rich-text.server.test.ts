import { describe, expect, it } from "vitest";
import type { PageBody } from "./page-body.ts";
import { sanitizedPreviewSections, sanitizedSectionBody } from "./section-rich-text.server.ts";

describe("sanitizedSectionBody", () => {
  it("sends every language's rich text through the allow-list and leaves plain texts alone", () => {
    const body: PageBody = {
      root: { props: {} },
      content: [
        {
          type: "richText",
          props: {
            id: "policy",
            body: {
              en: '<p>Hi<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
              ur: '<p><a href="javascript:alert(3)">یہاں</a></p>',
            },
          },
        },
        { type: "story", props: { id: "story", title: { en: "<b>kept as text</b>" } } },
      ],
    };
    const [text, story] = sanitizedSectionBody(body).content;
    expect(text?.props.body).toEqual({ en: '<p>Hi<img src="x" /></p>', ur: "<p><a>یہاں</a></p>" });
    expect(story?.props.title).toEqual({ en: "<b>kept as text</b>" });
  });
});

describe("sanitizedPreviewSections", () => {
  it("draws the unsaved form's rich text through the allow-list, as the live page would", () => {
    const [text, notice] = sanitizedPreviewSections([
      {
        section: {
          type: "richText",
          props: { id: "text", body: { en: '<p>Hi<img src="x" onerror="alert(1)"></p>' } },
        },
      },
      { id: "half", type: "hero", issues: [] },
    ]);
    expect(JSON.stringify(text)).not.toContain("onerror");
    expect(JSON.stringify(text)).toContain("<p>Hi");
    expect(notice).toEqual({ id: "half", type: "hero", issues: [] });
  });
});
