import { describe, expect, it, vi } from "vitest";
import { parseScheduleFields } from "#app/modules/publishing/schedule-time.ts";
import { parsePageValues } from "../../../tests/helpers/page-values.ts";
import { isImageUrl } from "./image-url.ts";
import { savedSinceAutosave } from "./page-autosave-slots.ts";
import { pageDefinition } from "./page-definition.ts";
import { parsePageEditor } from "./page-form.ts";
import { type SeoRange, seoLengthHint } from "./page-limits.ts";
import { pageKindOf, slugify, withBlogPrefix, withoutBlogPrefix } from "./page-slugs.ts";
import { addTag, normalizeTags } from "./page-tags.ts";
import { PAGE_TEXTS } from "./page-texts.ts";
import {
  appendPageValues,
  emptyPageValues,
  type PageFormValues,
  pageValuesFromRow,
} from "./page-values.ts";

// The schedule's reader, counted: a form is read with one pass over its schedule.
vi.mock("#app/modules/publishing/schedule-time.ts", async (importOriginal) => {
  const original =
    await importOriginal<typeof import("#app/modules/publishing/schedule-time.ts")>();
  return { ...original, parseScheduleFields: vi.fn(original.parseScheduleFields) };
});

function values(overrides: Partial<PageFormValues> = {}): PageFormValues {
  return { ...emptyPageValues("page"), title: "About us", slug: "about-us", ...overrides };
}

describe("slugify (docs/product.md#validation)", () => {
  it("lowercases, drops other characters, hyphenates white space and collapses hyphens", () => {
    expect(slugify("Hello World")).toBe("hello-world");
    expect(slugify("What's New in 2025?")).toBe("whats-new-in-2025");
    expect(slugify("AI -- Automation   Tips")).toBe("ai-automation-tips");
    expect(slugify("Café & Crème")).toBe("caf-crme");
    expect(slugify("a - b")).toBe("a-b");
    expect(slugify("")).toBe("");
    expect(slugify("!!!")).toBe("");
  });

  it("follows the algorithm exactly, leaving edge hyphens in place", () => {
    expect(slugify(" Hello ")).toBe("-hello-");
    expect(slugify("-Hi-")).toBe("-hi-");
  });
});

describe("blog prefix", () => {
  it("adds 'blog/' only when missing", () => {
    expect(withBlogPrefix("my-post")).toBe("blog/my-post");
    expect(withBlogPrefix("blog/my-post")).toBe("blog/my-post");
    expect(withoutBlogPrefix("blog/my-post")).toBe("my-post");
    expect(withoutBlogPrefix("about")).toBe("about");
  });

  it("tells pages from posts", () => {
    expect(pageKindOf("blog/x")).toBe("post");
    expect(pageKindOf("blogging")).toBe("page");
  });
});

describe("tags", () => {
  it("keeps trimmed, non-empty tags once each", () => {
    expect(normalizeTags([" ai ", "", "  ", "AI", "whats  app"])).toEqual(["ai", "whats app"]);
    expect(addTag(["ai"], "  automation ")).toEqual(["ai", "automation"]);
    expect(addTag(["ai"], "   ")).toEqual(["ai"]);
    expect(addTag(["ai"], "Ai")).toEqual(["ai"]);
  });
});

/** The recommended length the definition declares for an SEO field. */
function recommended(key: "metaTitle" | "metaDescription"): SeoRange {
  const range = pageDefinition.meta[key].recommended;
  if (!range) throw new Error(`${key} declares no recommended length`);
  return range;
}

describe("SEO hints (guidance only)", () => {
  it("counts against 50-60 and 150-160", () => {
    expect(seoLengthHint(10, recommended("metaTitle"))).toEqual({
      state: "short",
      text: "10/60 characters · aim for 50-60",
    });
    expect(seoLengthHint(55, recommended("metaTitle")).state).toBe("good");
    expect(seoLengthHint(161, recommended("metaDescription"))).toEqual({
      state: "long",
      text: "161/160 characters · longer than the recommended 160",
    });
    expect(parsePageValues(values({ metaDescription: "x".repeat(170) })).ok).toBe(true);
  });
});

describe("parsePageValues", () => {
  it("requires a title and a slug", () => {
    for (const bad of [{ title: "" }, { title: "   " }, { slug: "" }, { slug: "  " }]) {
      const result = parsePageValues(values(bad));
      expect(result).toMatchObject({ ok: false, error: PAGE_TEXTS.required });
    }
    const both = parsePageValues(values({ title: "", slug: "" }));
    expect(both).toEqual({
      ok: false,
      error: "Title and slug are required",
      fieldErrors: { title: "Title is required", slug: "Slug is required" },
    });
    const post = parsePageValues({ ...emptyPageValues("post"), title: "T", slug: "blog/" });
    expect(post).toMatchObject({ ok: false, error: PAGE_TEXTS.required });
  });

  it("trims, falls back to the title for the meta title, and keeps a given one", () => {
    const result = parsePageValues(values({ title: "  About us ", slug: " about-us " }));
    expect(result).toEqual({
      ok: true,
      page: {
        kind: "page",
        title: "About us",
        slug: "about-us",
        content: "",
        metaTitle: "About us",
        metaDescription: "",
        chatMessage: "",
        isPublished: true,
      },
    });
    const own = parsePageValues(values({ metaTitle: " Our story " }));
    expect(own.ok && own.page.metaTitle).toBe("Our story");
  });

  it("prefixes a post's slug with blog/ when missing", () => {
    const base = { ...emptyPageValues("post"), title: "Hi" };
    const bare = parsePageValues({ ...base, slug: "hello-there" });
    expect(bare.ok && bare.page.slug).toBe("blog/hello-there");
    const prefixed = parsePageValues({ ...base, slug: "blog/hello-there" });
    expect(prefixed.ok && prefixed.page.slug).toBe("blog/hello-there");
    expect(bare.ok && bare.page.tags).toEqual([]);
    expect(bare.ok && bare.page.featuredImage).toBeNull();
  });

  it("refuses a page slug under blog/ and slugs a URL can't hold", () => {
    expect(parsePageValues(values({ slug: "blog/x" }))).toMatchObject({
      ok: false,
      error: PAGE_TEXTS.checkFields,
      fieldErrors: { slug: expect.stringContaining("blog/") },
    });
    expect(parsePageValues(values({ slug: "legal/privacy" })).ok).toBe(true);
    for (const slug of ["About", "a b", "a//b", "/about", "a?b", "über"]) {
      expect(parsePageValues(values({ slug })).ok, slug).toBe(false);
    }
    const post = (slug: string) =>
      parsePageValues({ ...emptyPageValues("post"), title: "T", slug }).ok;
    expect(post("a/b")).toBe(false);
    expect(post("blog/a/b")).toBe(false);
    expect(post("My Post")).toBe(false);
    expect(post("my-post-2")).toBe(true);
  });

  it("refuses a page slug whose first part belongs to the app, naming the clash", () => {
    expect(parsePageValues(values({ slug: "admin" }))).toMatchObject({
      ok: false,
      error: PAGE_TEXTS.checkFields,
      fieldErrors: { slug: "“admin” is used by the console: choose another slug" },
    });
    for (const slug of ["media", "events", "ur/privacy", "preview", "about/team", "admin-auth"]) {
      expect(parsePageValues(values({ slug })).ok, slug).toBe(false);
    }
    // A built-in page's own slug is left to the server, which knows the row being saved;
    // a post's slug is under blog/ by design.
    expect(parsePageValues(values({ slug: "about" })).ok).toBe(true);
    const post = parsePageValues({ ...emptyPageValues("post"), title: "T", slug: "admin" });
    expect(post.ok && post.page.slug).toBe("blog/admin");
  });

  it("treats an editor with only empty paragraphs as no content", () => {
    const result = parsePageValues(values({ content: "<p></p>" }));
    expect(result.ok && result.page.content).toBe("");
    const kept = parsePageValues(values({ content: "<p>Hi</p>" }));
    expect(kept.ok && kept.page.content).toBe("<p>Hi</p>");
  });

  it("checks the featured image and normalizes tags", () => {
    const post = { ...emptyPageValues("post"), title: "T", slug: "t" };
    const ok = parsePageValues({
      ...post,
      featuredImage: " /media/a.png ",
      tags: [" ai", "", "AI", "bots "],
    });
    expect(ok.ok && ok.page).toMatchObject({ featuredImage: "/media/a.png", tags: ["ai", "bots"] });
    for (const featuredImage of [
      "javascript:alert(1)",
      "//evil.test/x.png",
      "data:image/png;base64,AA",
    ]) {
      expect(parsePageValues({ ...post, featuredImage }).ok, featuredImage).toBe(false);
    }
    const many = parsePageValues({ ...post, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) });
    expect(many.ok).toBe(false);
    // A posted list past any editor's is refused before repeats are dropped.
    const repeats = parsePageValues({ ...post, tags: Array.from({ length: 41 }, () => "ai") });
    expect(repeats.ok).toBe(false);
  });

  it("accepts http(s) and site paths as image URLs only", () => {
    expect(isImageUrl("https://example.com/a.png")).toBe(true);
    expect(isImageUrl("/media/a.png")).toBe(true);
    expect(isImageUrl("/\\evil.test")).toBe(false);
    expect(isImageUrl("ftp://example.com/a.png")).toBe(false);
  });
});

describe("the editor's form (parsePageEditor, ADR 0033)", () => {
  it("reads a post's values as posted, settings included", () => {
    const post: PageFormValues = {
      kind: "post",
      title: "T",
      slug: "t",
      content: "<p>x</p>",
      metaTitle: "",
      metaDescription: "d",
      chatMessage: "",
      isPublished: false,
      featuredImage: "/media/a.png",
      tags: ["a", "b"],
    };
    const submission = parsePageEditor(appendPageValues(new FormData(), post), "UTC");
    expect(submission.status === "success" && submission.value).toEqual({
      page: { ...post, slug: "blog/t", metaTitle: "T" },
      publishAt: null,
      unpublishAt: null,
    });
  });

  it("leaves the settings out for a page, so stored ones stay", () => {
    const submission = parsePageEditor(appendPageValues(new FormData(), values()), "UTC");
    expect(submission.status === "success" && "tags" in submission.value.page).toBe(false);
  });

  it("takes the manager's kind over the form's, and reads the schedule in the site's zone", () => {
    const form = appendPageValues(new FormData(), values({ slug: "news" }));
    form.set("publishAt", "2030-01-02T10:00");
    const submission = parsePageEditor(form, "Asia/Karachi", "post");
    expect(submission.status === "success" && submission.value).toMatchObject({
      page: { kind: "post", slug: "blog/news" },
      publishAt: new Date("2030-01-02T05:00:00.000Z"),
    });
  });

  it("names each problem by its field", () => {
    const form = appendPageValues(new FormData(), values({ title: " ", slug: "Bad Slug" }));
    form.set("publishAt", "soon");
    const submission = parsePageEditor(form, "UTC");
    const errors = submission.status === "success" ? {} : (submission.error ?? {});
    expect(Object.keys(errors).sort()).toEqual(["publishAt", "slug", "title"]);
  });

  it("reads the schedule once, and names its problem once, on its field", () => {
    const form = appendPageValues(new FormData(), values());
    form.set("publishAt", "2030-01-02T10:00");
    vi.mocked(parseScheduleFields).mockClear();
    expect(parsePageEditor(form, "UTC").status).toBe("success");
    expect(parseScheduleFields).toHaveBeenCalledOnce();

    form.set("unpublishAt", "2030-01-01T10:00");
    const submission = parsePageEditor(form, "UTC");
    expect(submission.status === "error" && submission.error).toEqual({
      unpublishAt: ["Unpublish at must be later than Publish at"],
    });
  });

  it("fills the dialog from a stored post without the blog/ prefix", () => {
    expect(
      pageValuesFromRow({
        slug: "blog/hello",
        title: "Hello",
        content: "",
        metaTitle: "Hello",
        metaDescription: "",
        chatMessage: "",
        featuredImage: null,
        tags: ["x"],
        isPublished: true,
      }),
    ).toMatchObject({ kind: "post", slug: "hello", featuredImage: "", tags: ["x"] });
  });
});

describe("savedSinceAutosave", () => {
  const autosavedAt = "2026-11-24T09:00:00.000Z";
  it("names the later save of the live version or of the waiting draft", () => {
    expect(
      savedSinceAutosave(autosavedAt, { updatedAt: "2026-11-24T09:05:00.000Z", draft: null }),
    ).toBe("2026-11-24T09:05:00.000Z");
    expect(
      savedSinceAutosave(autosavedAt, {
        updatedAt: "2026-11-24T08:00:00.000Z",
        draft: { savedAt: "2026-11-24T09:01:00.000Z" },
      }),
    ).toBe("2026-11-24T09:01:00.000Z");
  });

  it("is null when nothing was saved since, and for a new item", () => {
    expect(
      savedSinceAutosave(autosavedAt, {
        updatedAt: "2026-11-24T08:59:00.000Z",
        draft: { savedAt: "2026-11-24T08:30:00.000Z" },
      }),
    ).toBeNull();
    expect(savedSinceAutosave(autosavedAt, null)).toBeNull();
  });
});
