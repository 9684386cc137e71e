import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageDrafts, websitePages } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
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

/** The item at its English slug, every language inside, in place of any the database holds. */
async function putPage(row: Row) {
  await database.db.delete(websitePages).where(eq(englishOf(websitePages.slug), row.slug.en ?? ""));
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
    await database.db.delete(websitePages).where(eq(englishOf(websitePages.slug), "home"));
    expect(await getBuiltInPage(database.db, "home", "en", logger)).toEqual({
      body: defaultHome(),
      seo: {},
    });
    await putPage({
      slug: { en: "home" },
      title: { en: "Home" },
      metaTitle: { en: "Home" },
      metaDescription: { en: "Home page" },
    });
    expect(await getBuiltInPage(database.db, "home", "ur", logger)).toEqual({
      body: defaultHome(),
      seo: {},
    });
    expect(logs.filter((entry) => entry.level === "error")).toEqual([]);
  });

  it("draws the row's live sections in every language, never the draft beside them", async () => {
    const row = await putPage({
      slug: { en: "home" },
      title: { en: "Home" },
      sections: homeWithHeadline("Replies on autopilot", "خودکار جوابات"),
    });
    await database.db.insert(pageDrafts).values({
      pageId: row.id,
      snapshot: {
        slug: { en: "home" },
        title: { en: "Home" },
        content: {},
        sections: homeWithHeadline("Not yet published", "ابھی نہیں"),
        metaTitle: {},
        metaDescription: {},
        featuredImage: null,
        tags: {},
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
      slug: { en: "about" },
      title: { en: "About" },
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
      slug: { en: "home" },
      title: { en: "Home" },
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
      slug: { en: "home" },
      title: { en: "Home" },
      sections: { root: { props: {} }, content: "nothing" } as never,
    });
    expect((await getBuiltInPage(database.db, "home", "en", logger)).body).toEqual(defaultHome());
    expect(logs.filter((entry) => entry.level === "error")).toHaveLength(1);
  });

  it("keeps today's titles while the row's SEO fields are the specification's defaults", async () => {
    await putPage({
      slug: { en: "about" },
      title: { en: "About" },
      metaTitle: { en: "About" },
      metaDescription: { en: "About page" },
    });
    expect((await getBuiltInPage(database.db, "about", "en", logger)).seo).toEqual({});
  });

  it("takes the SEO fields the owner changed; in Urdu, those of the Urdu version", async () => {
    const about = await putPage({
      slug: { en: "about" },
      title: { en: "About" },
      metaTitle: { en: "Who we are" },
      metaDescription: { en: "Our team in Lahore" },
    });
    expect((await getBuiltInPage(database.db, "about", "en", logger)).seo).toEqual({
      title: "Who we are",
      description: "Our team in Lahore",
    });
    // No Urdu version: the Urdu catalogue's texts, not the English ones.
    expect((await getBuiltInPage(database.db, "about", "ur", logger)).seo).toEqual({});
    // Urdu SEO texts without an Urdu title are no version (ADR 0042): still the catalogue's.
    const urduSeo = {
      metaTitle: { en: "Who we are", ur: "ہم کون ہیں" },
      metaDescription: { en: "Our team in Lahore", ur: "لاہور میں ہماری ٹیم" },
    };
    await database.db.update(websitePages).set(urduSeo).where(eq(websitePages.id, about.id));
    expect((await getBuiltInPage(database.db, "about", "ur", logger)).seo).toEqual({});
    await database.db
      .update(websitePages)
      .set({ title: { en: "About", ur: "ہمارے بارے میں" } })
      .where(eq(websitePages.id, about.id));
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
    await putPage({
      slug: { en: "legal/privacy-policy" },
      title: { en: "Privacy Policy" },
      sections: policy,
    });
    const page = await getPublishedContentPage(database.db, "legal/privacy-policy", "en", logger);
    expect(page?.seo).toEqual({ title: "Privacy Policy" });
    expect(page?.body.content.map((section) => section.type)).toEqual(["pageHeader", "richText"]);
  });

  it("answers nothing for an unpublished page, a post, a built-in page or another language's slug", async () => {
    // Unpublished, its Urdu version too: an item's languages share its state (ADR 0042).
    await putPage({
      slug: { en: "privacy-policy" },
      title: { en: "Privacy Policy", ur: "رازداری" },
      sections: policy,
      isPublished: false,
    });
    await putPage({
      slug: { en: "blog/hello" },
      title: { en: "Hello" },
      content: { en: "<p>Hi</p>" },
    });
    await putPage({ slug: { en: "about" }, title: { en: "About" }, sections: policy });
    // A content page answers at its English slug only: an Urdu slug stored past the editor
    // (which keeps none for a page, ADR 0042) is no address.
    await putPage({
      slug: { en: "refunds", ur: "raazdari" },
      title: { en: "Refunds", ur: "رقم کی واپسی" },
      sections: policy,
    });
    for (const slug of ["privacy-policy", "blog/hello", "about", "raazdari", "nowhere"]) {
      expect(await getPublishedContentPage(database.db, slug, "en", logger)).toBeNull();
      expect(await getPublishedContentPage(database.db, slug, "ur", logger)).toBeNull();
    }
  });

  it("answers at the English slug in Urdu, with the Urdu version's title and SEO", async () => {
    const english = await putPage({
      slug: { en: "privacy-policy" },
      title: { en: "Privacy Policy" },
      metaDescription: { en: "How we handle your data" },
      sections: policy,
    });
    expect(
      (await getPublishedContentPage(database.db, "privacy-policy", "ur", logger))?.seo,
    ).toEqual({ title: "Privacy Policy", description: "How we handle your data" });
    await database.db
      .update(websitePages)
      .set({
        title: { en: "Privacy Policy", ur: "رازداری" },
        metaDescription: { en: "How we handle your data", ur: "آپ کا ڈیٹا" },
      })
      .where(eq(websitePages.id, english.id));
    const urdu = await getPublishedContentPage(database.db, "privacy-policy", "ur", logger);
    expect(urdu?.seo).toEqual({ title: "رازداری", description: "آپ کا ڈیٹا" });
    expect(urdu?.body.content[0]?.props.title).toEqual({ en: "Privacy Policy", ur: "رازداری" });
  });

  it("draws a text page without sections as its title and its HTML, sanitized", async () => {
    await putPage({
      slug: { en: "terms" },
      title: { en: "Terms" },
      content: { en: "<h2>Terms</h2><script>alert(1)</script><p>Be kind.</p>" },
    });
    const page = await getPublishedContentPage(database.db, "terms", "en", logger);
    expect(page?.body.content).toEqual([
      { type: "pageHeader", props: { id: "heading", title: { en: "Terms" } } },
      { type: "richText", props: { id: "text", body: { en: "<h2>Terms</h2><p>Be kind.</p>" } } },
    ]);
  });
});

describe("listPublishedContentPages", () => {
  it("lists the published content pages only, once each at their English slug", async () => {
    await putPage({
      slug: { en: "privacy-policy" },
      title: { en: "Privacy Policy", ur: "رازداری" },
    });
    await putPage({ slug: { en: "draft-page" }, title: { en: "Draft" }, isPublished: false });
    await putPage({ slug: { en: "blog/hello" }, title: { en: "Hello" } });
    await putPage({ slug: { en: "pricing" }, title: { en: "Pricing" } });
    expect((await listPublishedContentPages(database.db)).map((page) => page.slug)).toEqual([
      "privacy-policy",
    ]);
  });
});
