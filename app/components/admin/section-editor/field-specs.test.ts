import { describe, expect, it } from "vitest";
import { z } from "#app/lib/zod.ts";
import { parsePageBody } from "#app/modules/sections/page-body.ts";
import { SECTION_TYPES, type SectionType } from "#app/modules/sections/section-types.ts";
import {
  emptyValueOf,
  fieldSpecOf,
  newSection,
  newSectionId,
  sectionFields,
} from "./field-specs.ts";

const TYPES = Object.keys(SECTION_TYPES) as SectionType[];
const specOf = (type: SectionType, key: string) =>
  sectionFields(type).find((field) => field.key === key)?.spec;

describe("sectionFields", () => {
  it.each(TYPES)("has a field for every prop of a %s section", (type) => {
    expect(sectionFields(type).map((field) => field.key)).toEqual(
      Object.keys(SECTION_TYPES[type].schema.shape),
    );
  });

  it("reads each field's kind from the schema", () => {
    expect(specOf("hero", "title")).toEqual({
      kind: "localized",
      required: true,
      max: 200,
      multiline: false,
      rich: false,
    });
    expect(specOf("hero", "badge")).toMatchObject({ kind: "localized", required: false });
    expect(specOf("hero", "lead")).toMatchObject({ kind: "localized", multiline: true });
    expect(specOf("richText", "body")).toMatchObject({ kind: "localized", rich: true });
    expect(specOf("hero", "buttons")).toMatchObject({
      kind: "list",
      min: 0,
      max: 2,
      item: { kind: "group", button: true },
    });
    expect(specOf("image", "image")).toEqual({ kind: "image", required: true });
    expect(specOf("testimonials", "items")).toMatchObject({
      item: {
        fields: expect.arrayContaining([
          { key: "photo", spec: { kind: "image", required: false } },
        ]),
      },
    });
    expect(specOf("businessHours", "icon")).toEqual({ kind: "icon", required: false });
    expect(specOf("featureCards", "variant")).toEqual({
      kind: "choice",
      required: true,
      options: ["summary", "full"],
    });
    expect(specOf("clientLogos", "items")).toMatchObject({
      item: {
        fields: expect.arrayContaining([{ key: "href", spec: { kind: "link", required: false } }]),
      },
    });
    expect(specOf("planComparison", "rows")).toMatchObject({
      item: {
        fields: expect.arrayContaining([
          { key: "included", spec: { kind: "checks", required: true } },
        ]),
      },
    });
    expect(specOf("leadership", "people")).toMatchObject({
      item: {
        fields: expect.arrayContaining([
          {
            key: "email",
            spec: expect.objectContaining({
              kind: "group",
              required: false,
              fields: expect.arrayContaining([
                {
                  key: "address",
                  spec: { kind: "text", required: true, max: undefined, email: true },
                },
              ]),
            }),
          },
        ]),
      },
    });
  });

  it("throws for a schema it has no field for, rather than leave a prop out", () => {
    expect(() => fieldSpecOf(z.date())).toThrow('no field for a "date" schema');
  });
});

describe("newSection", () => {
  it("starts each type with the fields its schema needs, and nothing else", () => {
    const faq = newSection("faq", "faq-1");
    expect(faq).toEqual({
      type: "faq",
      props: { id: "faq-1", title: {}, items: [{ question: {}, answer: {} }] },
    });
    expect(newSection("featureCards", "cards").props).toMatchObject({ variant: "summary" });
    expect(emptyValueOf({ kind: "link", required: false })).toBeUndefined();
  });

  it("gives ids the body accepts, each its own", () => {
    const ids = new Set(TYPES.map(newSectionId));
    expect(ids.size).toBe(TYPES.length);
    const body = {
      root: { props: {} },
      content: TYPES.map((type) => ({ type, props: { id: newSectionId(type) } })),
    };
    const result = parsePageBody(body);
    // The empty sections are refused for their texts, never for their ids.
    expect(result.ok ? [] : result.issues.filter((issue) => issue.path.endsWith(".id"))).toEqual(
      [],
    );
  });
});
