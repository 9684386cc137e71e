import { describe, expect, it } from "vitest";
import type { websitePages } from "#app/db/schema.ts";
import { snapshotOf } from "#app/modules/publishing/revisions.server.ts";
import { PAGE_SNAPSHOT_FIELDS, pageDefinition } from "./page-definition.ts";

// The page's definition is the one list of its fields (ADR 0041): what a snapshot holds and
// what the revision history names are the same fields.

const row: typeof websitePages.$inferSelect = {
  id: "0b6b3f0e-5d0c-4a57-9c61-2f1f0f3c7a11",
  slug: "blog/hello",
  title: "Hello",
  content: "<p>Hi</p>",
  sections: null,
  metaTitle: "Hello",
  metaDescription: "",
  featuredImage: null,
  tags: ["news"],
  isPublished: true,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  locale: "en",
  translationOf: null,
};

describe("the page's definition", () => {
  it("declares every column a snapshot keeps, and no other, as its stored fields", () => {
    const stored = PAGE_SNAPSHOT_FIELDS.map((field) => field.key).sort();
    expect(stored).toEqual(Object.keys(snapshotOf(row)).sort());
  });

  it("reads a stored post back as its editor shows it: kind from the slug, slug after 'blog/'", () => {
    expect(pageDefinition.formValues(row)).toMatchObject({
      kind: "post",
      slug: "hello",
      title: "Hello",
      featuredImage: "",
      tags: ["news"],
      isPublished: true,
    });
  });

  it("names each change as the history shows it", () => {
    const status = PAGE_SNAPSHOT_FIELDS.find((field) => field.key === "isPublished");
    expect(status?.label).toBe("Status");
    expect(status?.describe(false)).toBe("Draft");
    const content = PAGE_SNAPSHOT_FIELDS.find((field) => field.key === "content");
    expect(content?.describe("<p>A &amp; B</p>")).toBe("A & B");
  });
});
