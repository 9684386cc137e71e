import { describe, expect, it } from "vitest";
import { fingerprint } from "./autosave.tsx";

describe("fingerprint", () => {
  it("is the same whatever order fields were set in, at any depth", () => {
    expect(fingerprint({ b: 1, a: { d: [{ y: 1, x: 2 }], c: "t" } })).toBe(
      fingerprint({ a: { c: "t", d: [{ x: 2, y: 1 }] }, b: 1 }),
    );
  });

  it("changes when a text deep in the page's sections changes", () => {
    const sections = (title: string) => ({
      title: "Home",
      sections: { content: [{ type: "hero", props: { title: { en: title } } }] },
    });
    expect(fingerprint(sections("Hello"))).not.toBe(fingerprint(sections("Hello!")));
  });
});
