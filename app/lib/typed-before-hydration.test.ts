import { describe, expect, it, vi } from "vitest";
import {
  keepTypedValue,
  noteTypingBeforeHydration,
  renderedValue,
  type TypableField,
} from "./typed-before-hydration.ts";

// The unit tests run without a DOM: fields and the page are plain objects with the parts the
// helpers use. The e2e spec typed-before-hydration.mutating.spec.ts covers real hydration.

const textarea = (rendered: string, typed = rendered): TypableField => ({
  tagName: "TEXTAREA",
  defaultValue: rendered,
  value: typed,
});
const input = (rendered: string, typed = rendered): TypableField => ({
  tagName: "INPUT",
  defaultValue: rendered,
  value: typed,
});
const select = (values: string[], rendered: string | null, chosen: string): TypableField => ({
  tagName: "SELECT",
  options: values.map((value) => ({ value, defaultSelected: value === rendered })),
  value: chosen,
});

/** A page holding `fields`, whose `input` listener can be fired by hand. */
function fakePage(fields: TypableField[]) {
  let listener: ((event: { target: unknown }) => void) | undefined;
  const page = {
    querySelectorAll: () => fields,
    addEventListener: (type: string, handler: (event: { target: unknown }) => void) => {
      if (type === "input") listener = handler;
    },
  } as unknown as Pick<Document, "querySelectorAll" | "addEventListener">;
  return { page, type: (target: unknown) => listener?.({ target }) };
}

describe("renderedValue", () => {
  it("is a text field's server value, whatever is typed now", () => {
    expect(renderedValue(textarea("Stored", "Typed"))).toBe("Stored");
    expect(renderedValue(input("", "Typed"))).toBe("");
  });

  it("is the option the server marked selected, else the first", () => {
    expect(renderedValue(select(["all", "new", "won"], "new", "won"))).toBe("new");
    expect(renderedValue(select(["all", "new"], null, "new"))).toBe("all");
    expect(renderedValue(select([], null, ""))).toBe("");
  });
});

describe("noteTypingBeforeHydration and keepTypedValue", () => {
  it("puts back a text reset by hydration and hands it over", () => {
    const meta = textarea("Meta description of the site", "Public description");
    const { page } = fakePage([meta]);
    noteTypingBeforeHydration(page);
    // What react-dom's initTextarea does while hydrating.
    meta.value = "Meta description of the site";

    const onTyped = vi.fn();
    keepTypedValue(meta, onTyped);
    expect(meta.value).toBe("Public description");
    expect(onTyped).toHaveBeenCalledExactlyOnceWith("Public description");
  });

  it("notes typing that goes on after the scripts start (during hydration)", () => {
    const search = input("");
    const { page, type } = fakePage([search]);
    noteTypingBeforeHydration(page);
    search.value = "ali";
    type(search);
    search.value = "alina";
    type(search);

    const onTyped = vi.fn();
    keepTypedValue(search, onTyped);
    expect(onTyped).toHaveBeenCalledExactlyOnceWith("alina");
  });

  it("notes a choice made in a select", () => {
    const status = select(["all", "new", "won"], "all", "won");
    noteTypingBeforeHydration(fakePage([status]).page);
    const onTyped = vi.fn();
    keepTypedValue(status, onTyped);
    expect(onTyped).toHaveBeenCalledExactlyOnceWith("won");
  });

  it("leaves untouched fields, and typing back to the server value, alone", () => {
    const untouched = textarea("Stored");
    const typedBack = input("Stored");
    const { page, type } = fakePage([untouched, typedBack]);
    noteTypingBeforeHydration(page);
    typedBack.value = "Stored";
    type(typedBack);

    const onTyped = vi.fn();
    keepTypedValue(untouched, onTyped);
    keepTypedValue(typedBack, onTyped);
    expect(onTyped).not.toHaveBeenCalled();
    expect(untouched.value).toBe("Stored");
  });

  it("ignores input events from anything but form fields", () => {
    const { page, type } = fakePage([]);
    noteTypingBeforeHydration(page);
    expect(() => type(null)).not.toThrow();
    expect(() => type({ tagName: "DIV", value: "x" })).not.toThrow();
  });

  it("hands a typed value over once: a second mount of the field gets nothing", () => {
    const title = input("Stored", "Typed");
    noteTypingBeforeHydration(fakePage([title]).page);
    const onTyped = vi.fn();
    keepTypedValue(title, onTyped);
    keepTypedValue(title, onTyped);
    expect(onTyped).toHaveBeenCalledOnce();
  });

  it("puts the value back even when nobody needs to hear of it", () => {
    const address = textarea("Old address", "New address");
    noteTypingBeforeHydration(fakePage([address]).page);
    address.value = "Old address";
    keepTypedValue(address);
    expect(address.value).toBe("New address");
  });
});
