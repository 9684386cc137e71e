import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageDrafts, websitePages } from "#app/db/schema.ts";
import { homePageSections } from "#app/modules/sections/built-in/home.ts";
import type { PageBody } from "#app/modules/sections/page-body.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { captureLogs } from "../../../tests/helpers/log-capture.ts";
import {
  bodyToRender,
  getBuiltInPage,
  getPublishedContentPage,
  listPublishedContentPages,
} from "./public-pages.server.ts";

// What the public site reads of its pages (ADR 0023): the live row's sections, never a draft;
// a default body where there is none; the owner's SEO fields only where they were changed.

let database: TestDatabase;
const { logger, entries: logs } = captureLogs();
beforeEach(async () => {
  database = await createTestDatabase();
  logs.length = 0;
});
afterEach(() => database.close());

type Row = typeof websitePages.$inferInsert;

/** The row of `slug` in its language, in place of any the database already holds. */
async function putPage(row: Row) {
  const locale = row.locale ?? "en";
  await database.db
    .delete(websitePages)
    .where(and(eq(websitePages.slug, row.slug), eq(websitePages.locale, locale)));
  const [stored] = await database.db.insert(websitePages).values(row).returning();
  if (!stored) throw new Error("not stored");
  return stored;
}

const defaultHome = () => bodyToRender(null, homePageSections, () => {});

/** Home's default body with the hero's headline in other words. */
function homeWithHeadline(en: string, ur: string): PageBody {
  const body = homePageSections();
  const hero = body.content[0];
  if (hero?.type !== "hero") throw new Error("Home starts with its hero");
  hero.props.title = { en, ur };
  return body;
}

const richText = (id: string, en: string) => ({ type: "richText", props: { id, body: { en } } });

describe("getBuiltInPage", () => {
  it("draws the default body while the page has no row, or a row without sections", async () => {
    await database.db.delete(websitePages).where(eq(websitePages.slug, "home"));
    expect(await getBuiltInPage(database.db, "home", "en", logger)).toEqual({
      body: defaultHome(),
      seo: {},
    });
    await putPage({ slug: "home", title: "Home", metaTitle: "Home", metaDescription: "Home page" });
    expect(await getBuiltInPage(database.db, "home", "ur", logger)).toEqual({
      body: defaultHome(),
      seo: {},
    });
    expect(logs.filter((entry) => entry.level === "error")).toEqual([]);
  });

  it("draws the row's live sections in every language, never the draft beside them", async () => {
    const row = await putPage({
      slug: "home",
      title: "Home",
      sections: homeWithHeadline("Replies on autopilot", "خودکار جوابات"),
    });
    await database.db.insert(pageDrafts).values({
      pageId: row.id,
      snapshot: {
        slug: "home",
        title: "Home",
        content: "",
        sections: homeWithHeadline("Not yet published", "ابھی نہیں"),
        metaTitle: "",
        metaDescription: "",
        featuredImage: null,
        tags: [],
        isPublished: true,
      },
    });
    for (const [locale, headline] of [
      ["en", "Replies on autopilot"],
      ["ur", "خودکار جوابات"],
    ] as const) {
      const { body } = await getBuiltInPage(database.db, "home", locale, logger);
      expect(body.content[0]?.props.title).toMatchObject({ [locale]: headline });
    }
  });

  it("sanitizes the stored rich text as it reads it", async () => {
    await putPage({
      slug: "about",
      title: "About",
      sections: {
        root: { props: {} },
        content: [richText("story", '<p>Ours<img src="x" onerror="alert(1)"></p>')],
      },
    });
    const { body } = await getBuiltInPage(database.db, "about", "en", logger);
    expect(body.content[0]?.props.body).toEqual({ en: '<p>Ours<img src="x" /></p>' });
  });

  it("draws the sections that still pass their checks, and logs the ones that do not", async () => {
    const good = homePageSections().content[0];
    await putPage({
      slug: "home",
      title: "Home",
      sections: {
        root: { props: {} },
        content: [
          good as PageBody["content"][number],
          { type: "hero", props: { id: "broken", title: { en: "" } } },
          { type: "retiredType", props: { id: "old" } },
        ],
      },
    });
    const { body } = await getBuiltInPage(database.db, "home", "en", logger);
    expect(body.content.map((section) => section.props.id)).toEqual(["hero"]);
    const [logged] = logs.filter((entry) => entry.level === "error");
    expect(logged).toMatchObject({ slug: "home" });
    expect(JSON.stringify(logged?.issues)).toContain("content.2.type");
  });

  it("draws the default body when not even the list of sections can be read", async () => {
    await putPage({
      slug: "home",
      title: "Home",
      sections: { root: { props: {} }, content: "nothing" } as never,
    });
    expect((await getBuiltInPage(database.db, "home", "en", logger)).body).toEqual(defaultHome());
    expect(logs.filter((entry) => entry.level === "error")).toHaveLength(1);
  });

  it("keeps today's titles while the row's SEO fields are the specification's defaults", async () => {
    await putPage({
      slug: "about",
      title: "About",
      metaTitle: "About",
      metaDescription: "About page",
    });
    expect((await getBuiltInPage(database.db, "about", "en", logger)).seo).toEqual({});
  });

  it("takes the SEO fields the owner changed; in Urdu, those of a published Urdu row", async () => {
    const about = await putPage({
      slug: "about",
      title: "About",
      metaTitle: "Who we are",
      metaDescription: "Our team in Lahore",
    });
    expect((await getBuiltInPage(database.db, "about", "en", logger)).seo).toEqual({
      title: "Who we are",
      description: "Our team in Lahore",
    });
    // No Urdu row: the Urdu catalogue's texts, not the English row's.
    expect((await getBuiltInPage(database.db, "about", "ur", logger)).seo).toEqual({});
    const urdu = await putPage({
      slug: "about",
      locale: "ur",
      translationOf: about.id,
      title: "ہمارے بارے میں",
      metaTitle: "ہم کون ہیں",
      metaDescription: "لاہور میں ہماری ٹیم",
      isPublished: false,
    });
    expect((await getBuiltInPage(database.db, "about", "ur", logger)).seo).toEqual({});
    await database.db
      .update(websitePages)
      .set({ isPublished: true })
      .where(eq(websitePages.id, urdu.id));
    expect((await getBuiltInPage(database.db, "about", "ur", logger)).seo).toEqual({
      title: "ہم کون ہیں",
      description: "لاہور میں ہماری ٹیم",
    });
  });
});

describe("getPublishedContentPage", () => {
  const policy = {
    root: { props: {} },
    content: [
      {
        type: "pageHeader",
        props: { id: "heading", title: { en: "Privacy Policy", ur: "رازداری" } },
      },
      richText("text", "<p>We keep what you send us for 12 months.</p>"),
    ],
  };

  it("finds a published page by its slug, slashes included, with its title", async () => {
    await putPage({ slug: "legal/privacy-policy", title: "Privacy Policy", sections: policy });
    const page = await getPublishedContentPage(database.db, "legal/privacy-policy", "en", logger);
    expect(page?.seo).toEqual({ title: "Privacy Policy" });
    expect(page?.body.content.map((section) => section.type)).toEqual(["pageHeader", "richText"]);
  });

  it("answers nothing for an unpublished page, a post, a built-in page or another language's slug", async () => {
    const english = await putPage({
      slug: "privacy-policy",
      title: "Privacy Policy",
      sections: policy,
      isPublished: false,
    });
    await putPage({ slug: "blog/hello", title: "Hello", content: "<p>Hi</p>" });
    await putPage({ slug: "about", title: "About", sections: policy });
    await putPage({
      slug: "raazdari",
      locale: "ur",
      translationOf: english.id,
      title: "رازداری",
    });
    for (const slug of ["privacy-policy", "blog/hello", "about", "raazdari", "nowhere"]) {
      expect(await getPublishedContentPage(database.db, slug, "en", logger)).toBeNull();
      expect(await getPublishedContentPage(database.db, slug, "ur", logger)).toBeNull();
    }
  });

  it("answers at the English slug in Urdu, with the published Urdu row's title and SEO", async () => {
    const english = await putPage({
      slug: "privacy-policy",
      title: "Privacy Policy",
      metaDescription: "How we handle your data",
      sections: policy,
    });
    const urduTitle = { title: "رازداری", metaDescription: "آپ کا ڈیٹا" };
    expect(
      (await getPublishedContentPage(database.db, "privacy-policy", "ur", logger))?.seo,
    ).toEqual({ title: "Privacy Policy", description: "How we handle your data" });
    await putPage({
      slug: "raazdari",
      locale: "ur",
      translationOf: english.id,
      ...urduTitle,
    });
    const urdu = await getPublishedContentPage(database.db, "privacy-policy", "ur", logger);
    expect(urdu?.seo).toEqual({ title: "رازداری", description: "آپ کا ڈیٹا" });
    expect(urdu?.body.content[0]?.props.title).toEqual({ en: "Privacy Policy", ur: "رازداری" });
  });

  it("draws a text page without sections as its title and its HTML, sanitized", async () => {
    await putPage({
      slug: "terms",
      title: "Terms",
      content: "<h2>Terms</h2><script>alert(1)</script><p>Be kind.</p>",
    });
    const page = await getPublishedContentPage(database.db, "terms", "en", logger);
    expect(page?.body.content).toEqual([
      { type: "pageHeader", props: { id: "heading", title: { en: "Terms" } } },
      { type: "richText", props: { id: "text", body: { en: "<h2>Terms</h2><p>Be kind.</p>" } } },
    ]);
  });
});

describe("listPublishedContentPages", () => {
  it("lists the published English content pages only", async () => {
    const english = await putPage({ slug: "privacy-policy", title: "Privacy Policy" });
    await putPage({ slug: "draft-page", title: "Draft", isPublished: false });
    await putPage({ slug: "blog/hello", title: "Hello" });
    await putPage({ slug: "pricing", title: "Pricing" });
    await putPage({ slug: "raazdari", locale: "ur", translationOf: english.id, title: "رازداری" });
    expect((await listPublishedContentPages(database.db)).map((page) => page.slug)).toEqual([
      "privacy-policy",
    ]);
  });
});
