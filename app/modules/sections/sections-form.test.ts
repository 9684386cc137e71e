import { describe, expect, it } from "vitest";
import { BUILT_IN_PAGE_ROWS, BUILT_IN_SLUGS } from "./built-in/built-in-pages.ts";
import { parsePageBody } from "./page-body.ts";
import {
  bodyFieldErrors,
  canonicalFormValue,
  fieldNameOfPath,
  pageBodyOfForm,
  parseSectionsForm,
  previewOfSectionsForm,
  previewRuns,
  sectionsFormValue,
  withoutEmptyValues,
} from "./sections-form.ts";

/** What the editor's inputs post for a value: one entry per text, "true"/"false" for yes/no. */
function formDataOf(value: unknown, name = "", form = new FormData()): FormData {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      formDataOf(item, `${name}[${index}]`, form);
    });
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      formDataOf(item, name ? `${name}.${key}` : key, form);
    }
  } else if (value !== undefined) {
    form.append(name, String(value));
  }
  return form;
}

function read(form: FormData) {
  const submission = parseSectionsForm(form);
  return submission.status === "success"
    ? { ok: true as const, body: pageBodyOfForm(submission.value) }
    : { ok: false as const, errors: submission.reply().error };
}

describe("the editor's form", () => {
  it.each(BUILT_IN_SLUGS)("gives back the %s page's body as the form posts it", (slug) => {
    const body = BUILT_IN_PAGE_ROWS[slug].defaultBody();
    const result = read(formDataOf({ content: body.content }));
    expect(result).toEqual({ ok: true, body });
    expect(parsePageBody(result.ok ? result.body : null)).toEqual({ ok: true, body });
  });

  it("drops optional texts left empty, and keeps a hidden section hidden", () => {
    const form = formDataOf({
      content: [
        {
          type: "callToAction",
          props: {
            id: "cta",
            hidden: "true",
            title: { en: "Ready?", ur: "" },
            text: { en: "", ur: "" },
            buttons: [{ label: { en: "Book a Demo", ur: "" }, href: "/form" }],
          },
        },
      ],
    });
    expect(read(form)).toEqual({
      ok: true,
      body: {
        root: { props: {} },
        content: [
          {
            type: "callToAction",
            props: {
              id: "cta",
              hidden: true,
              title: { en: "Ready?" },
              buttons: [{ label: { en: "Book a Demo" }, href: "/form" }],
            },
          },
        ],
      },
    });
  });

  it("keeps a plan comparison's unticked boxes, so each row still marks every plan", () => {
    const form = formDataOf({
      content: [
        {
          type: "planComparison",
          props: {
            id: "compare",
            title: { en: "Compare" },
            plans: [{ en: "Basic" }, { en: "Pro" }],
            rows: [{ feature: { en: "WhatsApp" }, included: ["true", "false"] }],
          },
        },
      ],
    });
    const result = read(form);
    expect(result.ok && result.body.content[0]?.props.rows).toEqual([
      { feature: { en: "WhatsApp" }, included: [true, false] },
    ]);
  });

  it("names each refused field by its input's name, with its own rule's words", () => {
    const form = formDataOf({
      content: [
        {
          type: "faq",
          props: {
            id: "faq",
            title: { en: "Questions" },
            items: [{ question: { en: "Is there a free trial?" }, answer: { en: "", ur: "ہاں" } }],
          },
        },
        {
          type: "callToAction",
          props: {
            id: "cta",
            title: { en: "Ready?" },
            buttons: [{ label: { en: "Go" }, href: "javascript:alert(1)" }],
          },
        },
      ],
    });
    expect(read(form)).toEqual({
      ok: false,
      errors: {
        "content[0].props.items[0].answer.en": ["Enter the English text"],
        "content[1].props.buttons[0].href": ["Only http, https, mailto and tel links are allowed"],
      },
    });
  });

  it("says what is wrong with an empty e-mail address, not that one is missing", () => {
    const form = formDataOf({
      content: [
        {
          type: "leadership",
          props: {
            id: "team",
            title: { en: "Leadership" },
            people: [
              {
                name: { en: "Sara" },
                role: { en: "CEO" },
                bio: { en: "Founder." },
                email: { address: "", label: { en: "E-mail Sara" } },
              },
            ],
          },
        },
      ],
    });
    expect(read(form)).toEqual({
      ok: false,
      errors: { "content[0].props.people[0].email.address": ["Enter a valid e-mail address"] },
    });
  });

  it("refuses more sections than a page holds", () => {
    const section = { type: "richText", props: { id: "text", body: { en: "<p>Hi</p>" } } };
    const content = Array.from({ length: 61 }, (_, index) => ({
      ...section,
      props: { ...section.props, id: `text-${index}` },
    }));
    expect(read(formDataOf({ content }))).toMatchObject({
      ok: false,
      errors: { content: ["A page holds at most 60 sections"] },
    });
  });

  it("refuses a section type that does not exist", () => {
    const form = formDataOf({ content: [{ type: "marquee", props: { id: "m" } }] });
    expect(read(form).ok).toBe(false);
  });
});

describe("fieldNameOfPath", () => {
  it("writes a body path as the form field's name", () => {
    expect(fieldNameOfPath("content.2.props.items.0.answer.ur")).toBe(
      "content[2].props.items[0].answer.ur",
    );
    expect(fieldNameOfPath("content")).toBe("content");
  });

  it("gathers a refused save's body problems by field, and only the body's", () => {
    expect(
      bodyFieldErrors({
        "content.0.props.title.en": ["Enter the English text", "Keep it under 200 characters"],
        "content.1.type": ['There is no section type "marquee"'],
        content: ["The content is too long"],
        slug: ["A page with this slug already exists"],
      }),
    ).toEqual({
      "content[0].props.title.en": ["Enter the English text", "Keep it under 200 characters"],
      "content[1].type": ['There is no section type "marquee"'],
    });
  });
});

describe("withoutEmptyValues", () => {
  it("drops undefined keys and empty objects, and keeps list positions", () => {
    expect(
      withoutEmptyValues({ a: undefined, b: {}, c: { en: undefined }, d: [{}, "x"], e: false }),
    ).toEqual({ d: [{}, "x"], e: false });
  });
});

describe("canonicalFormValue", () => {
  it.each(BUILT_IN_SLUGS)("reads the %s page's body and its inputs as the same values", (slug) => {
    const body = BUILT_IN_PAGE_ROWS[slug].defaultBody();
    // What the inputs post, read back into one object, as conform does.
    const submission = parseSectionsForm(formDataOf({ content: body.content }));
    expect(canonicalFormValue(submission.payload)).toEqual(sectionsFormValue(body));
  });

  it("writes yes/no as the inputs do and leaves out what is empty", () => {
    expect(
      canonicalFormValue({ hidden: true, included: [true, false], title: { en: "A", ur: "" } }),
    ).toEqual({ hidden: "true", included: ["true", "false"], title: { en: "A" } });
    expect(canonicalFormValue({ content: [], benefits: [] })).toEqual({});
  });
});

describe("the live preview's reading of the form (docs/product.md#page-editor)", () => {
  const home = () => BUILT_IN_PAGE_ROWS.home.defaultBody();

  it("draws every section of a form that reads, as the save would store them", () => {
    const body = home();
    const preview = previewOfSectionsForm(formDataOf({ content: body.content }));
    expect(preview).toEqual(body.content.map((section) => ({ section })));
    expect(previewRuns(preview)).toEqual([{ body }]);
  });

  it("draws the sections that read around a half-typed one, which says what it needs in its place", () => {
    const body = home();
    const [hero, ...rest] = body.content;
    if (!hero) throw new Error("Home has a hero");
    const cleared = { ...hero, props: { ...hero.props, title: { en: "", ur: "" } } };
    const preview = previewOfSectionsForm(formDataOf({ content: [...rest, cleared] }));
    expect(preview.slice(0, rest.length)).toEqual(rest.map((section) => ({ section })));
    expect(preview.at(-1)).toEqual({
      id: hero.props.id,
      type: "hero",
      issues: [
        {
          path: `content.${rest.length}.props.title.en`,
          field: `Hero (section ${rest.length + 1}) › Headline (English)`,
          message: "Enter the English text",
        },
      ],
    });
    const runs = previewRuns(preview);
    expect(runs).toHaveLength(2);
    expect(runs[0]).toEqual({ body: { root: { props: {} }, content: rest } });
  });

  it("names a section of no known type, and draws the others", () => {
    const body = home();
    const form = formDataOf({
      content: [{ type: "marquee", props: { id: "m1" } }, ...body.content],
    });
    const [unknown, ...drawn] = previewOfSectionsForm(form);
    expect(unknown).toMatchObject({ id: "m1", type: null });
    expect(drawn).toEqual(body.content.map((section) => ({ section })));
  });
});
