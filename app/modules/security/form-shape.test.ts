import { describe, expect, it } from "vitest";
import { FORM_SHAPE_LIMITS, formShapeProblem } from "./form-shape.ts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};
const intent = (value: object) => form([["__intent__", JSON.stringify(value)]]);

describe("formShapeProblem", () => {
  it("lets the forms' own shapes through, up to the bounds", () => {
    const last = FORM_SHAPE_LIMITS.listLength - 1;
    expect(
      formShapeProblem(
        form([
          ["content[4].props.people[0].email.label.en", "x"],
          [`features[${last}].text.en`, "x"],
          [`content.${last}`, "x"],
          ...Array.from({ length: last }, (): [string, string] => ["order", "x"]),
        ]),
      ),
    ).toBeNull();
    expect(
      formShapeProblem(intent({ type: "remove", payload: { name: "features", index: 2 } })),
    ).toBeNull();
  });

  it("names what is past them", () => {
    const { listLength, depth, nameLength } = FORM_SHAPE_LIMITS;
    expect(formShapeProblem(form([[`x[${listLength}]`, "1"]]))).toBe("list index too large");
    expect(formShapeProblem(form([[`x[0].${listLength}`, "1"]]))).toBe("list index too large");
    expect(formShapeProblem(form([["a".repeat(nameLength + 1), "1"]]))).toBe("field name too long");
    expect(formShapeProblem(form([["a[0]".repeat(depth), "1"]]))).toBe(
      "field name nested too deep",
    );
    expect(
      formShapeProblem(
        form(Array.from({ length: listLength + 1 }, (): [string, string] => ["tag", "x"])),
      ),
    ).toBe("field repeated too often");
    expect(formShapeProblem(form([["__intent__", "{"]]))).toBe("unreadable form intent");
    expect(
      formShapeProblem(intent({ type: "update", payload: { name: `x[${listLength}]` } })),
    ).toBe("list index too large");
    expect(
      formShapeProblem(intent({ type: "reorder", payload: { name: "x", from: 0, to: 1e9 } })),
    ).toBe("list index too large");
    expect(formShapeProblem(form([["__state__", "[".repeat(depth + 1)]]))).toBe(
      "unreadable form state",
    );
    expect(
      formShapeProblem(
        form([
          ["email", "a@b.co"],
          ["__intent__", JSON.stringify({ type: "remove", payload: { name: "email", index: 0 } })],
        ]),
      ),
    ).toBe("unreadable form");
  });
});

describe("the page editor's largest form", () => {
  /** The form's entries for a value, named as the editor's inputs are. */
  function entriesOf(value: unknown, name: string): [string, string][] {
    if (Array.isArray(value)) return value.flatMap((item, i) => entriesOf(item, `${name}[${i}]`));
    if (typeof value === "object" && value !== null) {
      return Object.entries(value).flatMap(([key, item]) => entriesOf(item, `${name}.${key}`));
    }
    return [[name, String(value)]];
  }

  it("stays within the bounds: 60 sections of 24 feature cards with 8 benefits each", () => {
    const text = { en: "Text", ur: "متن" };
    const card = {
      anchor: "card",
      icon: "bot",
      title: text,
      summary: text,
      description: text,
      benefits: Array.from({ length: 8 }, () => text),
    };
    const section = (index: number) => ({
      type: "featureCards",
      props: {
        id: `cards-${index}`,
        hidden: "false",
        variant: "full",
        eyebrow: text,
        title: text,
        intro: text,
        items: Array.from({ length: 24 }, () => card),
        more: { title: text, text, href: "/features" },
      },
    });
    const entries = Array.from({ length: 60 }, (_, index) =>
      entriesOf(section(index), `content[${index}]`),
    ).flat();
    expect(entries.length).toBeGreaterThan(35_000);
    expect(formShapeProblem(form(entries))).toBeNull();
  });
});
