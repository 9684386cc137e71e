import { describe, expect, it } from "vitest";
import type { websitePages } from "#app/db/schema.ts";
import { LOCALES } from "#app/modules/i18n/locales.ts";
import { snapshotOf } from "#app/modules/publishing/revisions.server.ts";
import {
  fieldsOfKind,
  IMAGE_KEYS,
  PAGE_SNAPSHOT_FIELDS,
  PAGE_TEXT_KEYS,
  POST_FIELD_KEYS,
  POST_ONLY_KEYS,
  pageDefinition,
} from "./page-definition.ts";
import { versionTexts } from "./page-languages.ts";
import { pictureOf } from "./post-fields.ts";

// The page's definition is the one list of its fields (ADR 0041): what a snapshot holds and
// what the revision history names are the same fields, its texts per language (ADR 0042).

const row: typeof websitePages.$inferSelect = {
  id: "0b6b3f0e-5d0c-4a57-9c61-2f1f0f3c7a11",
  slug: { en: "blog/hello", ur: "blog/salam" },
  title: { en: "Hello", ur: "سلام" },
  content: { en: "<p>Hi</p>", ur: "<p>آداب</p>" },
  sections: null,
  metaTitle: { en: "Hello" },
  metaDescription: {},
  chatMessage: {},
  featuredImage: null,
  tags: { en: ["news"], ur: ["خبر"] },
  isPublished: true,
  createdAt: new Date(0),
  updatedAt: new Date(0),
};

describe("the page's definition", () => {
  it("declares every column a snapshot keeps, and no other, as its stored fields", () => {
    const stored = [...new Set(PAGE_SNAPSHOT_FIELDS.map((field) => field.key))].sort();
    expect(stored).toEqual(Object.keys(snapshotOf(row)).sort());
  });

  it("compares each text in every language, and the item's own fields once", () => {
    expect([...PAGE_TEXT_KEYS].sort()).toEqual(
      ["chatMessage", "content", "metaDescription", "metaTitle", "slug", "tags", "title"].sort(),
    );
    const compared = PAGE_SNAPSHOT_FIELDS.map((field) => [field.key, field.locale ?? null]);
    for (const key of PAGE_TEXT_KEYS) {
      expect(compared.filter(([field]) => field === key)).toEqual(
        LOCALES.map((locale) => [key, locale]),
      );
    }
    for (const key of ["sections", "featuredImage", "isPublished"]) {
      expect(compared.filter(([field]) => field === key)).toEqual([[key, null]]);
    }
    const titles = PAGE_SNAPSHOT_FIELDS.filter((field) => field.key === "title");
    expect(titles.map((field) => field.label)).toEqual(["Title", "Title (Urdu)"]);
  });

  it("reads a stored post back as its editor shows it: kind from the slug, slug after 'blog/'", () => {
    expect(pageDefinition.formValues({ ...row, ...versionTexts(row, "en") })).toMatchObject({
      kind: "post",
      slug: "hello",
      title: "Hello",
      featuredImage: "",
      tags: ["news"],
      isPublished: true,
    });
    // Its Urdu version's form: that language's texts of the same item.
    expect(pageDefinition.formValues({ ...row, ...versionTexts(row, "ur") })).toMatchObject({
      kind: "post",
      slug: "salam",
      title: "سلام",
      content: "<p>آداب</p>",
      metaTitle: "",
      tags: ["خبر"],
    });
  });

  it("names each change as the history shows it", () => {
    const status = PAGE_SNAPSHOT_FIELDS.find((field) => field.key === "isPublished");
    expect(status?.label).toBe("Status");
    expect(status?.describe(false)).toBe("Draft");
    const content = PAGE_SNAPSHOT_FIELDS.find((field) => field.key === "content");
    expect(content?.describe("<p>A &amp; B</p>")).toBe("A & B");
  });

  it("declares a post's own fields once: its picture and tags, the picture read by its control", () => {
    expect(POST_ONLY_KEYS).toEqual(["featuredImage", "tags"]);
    // post-fields.ts names these: a post's fields that are the same in every language.
    expect(POST_FIELD_KEYS).toEqual(["featuredImage"]);
    expect(IMAGE_KEYS).toEqual(["featuredImage"]);
    // Its picture is the field declared with the image control.
    for (const key of IMAGE_KEYS) {
      expect(pictureOf({ [key]: "/media/a.png" })).toBe("/media/a.png");
    }
    expect(pictureOf(row)).toBeNull();
    const stored = { title: { en: "A" }, featuredImage: "/media/a.png", tags: { en: ["x"] } };
    expect(fieldsOfKind(stored, "page")).toEqual({ title: { en: "A" } });
    expect(fieldsOfKind(stored, "post")).toEqual(stored);
  });
});
