import { asc, eq, isNull } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageDrafts, pageRevisions, seedRuns, websitePages } from "#app/db/schema.ts";
import {
  BUILT_IN_PAGE_ROWS,
  BUILT_IN_SLUGS,
  type BuiltInSlug,
} from "#app/modules/sections/built-in/built-in-pages.ts";
import { type PageBody, parsePageBody } from "#app/modules/sections/page-body.ts";
import type { TranslatedText } from "#app/modules/sections/section-fields.ts";
import { seedDatabase } from "#app/modules/seed/seed.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { listAdminPages } from "./page-queries.server.ts";
import { convertPagesToSections } from "./pages-to-sections.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

/** A built-in page's default body as stored (checked, as the step stores it). */
function defaultBody(slug: BuiltInSlug): PageBody {
  const checked = parsePageBody(BUILT_IN_PAGE_ROWS[slug].defaultBody());
  if (!checked.ok) throw new Error(`${slug}: ${JSON.stringify(checked.issues)}`);
  return checked.body;
}

const textSection = (body: TranslatedText) => ({ type: "richText", props: { id: "text", body } });
const headingSection = (title: TranslatedText) => ({
  type: "pageHeader",
  props: { id: "heading", title },
});

const withText = (body: PageBody, text: TranslatedText) => ({
  ...body,
  content: [...body.content, textSection(text)],
});

/** Every page row, draft and revision: what running the step again must leave as it is. */
async function everything() {
  const db = database.db;
  return {
    pages: await db.select().from(websitePages).orderBy(asc(websitePages.id)),
    drafts: await db.select().from(pageDrafts).orderBy(asc(pageDrafts.pageId)),
    revisions: await db.select().from(pageRevisions).orderBy(asc(pageRevisions.id)),
  };
}

async function englishRow(slug: string) {
  const [row] = await database.db
    .select()
    .from(websitePages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageId, websitePages.id))
    .where(eq(websitePages.slug, slug))
    .orderBy(asc(websitePages.locale));
  if (!row) throw new Error(`no page ${slug}`);
  return { live: row.website_pages, draft: row.page_drafts?.snapshot ?? null };
}

async function revisionsOf(pageId: string) {
  return database.db
    .select({ action: pageRevisions.action, snapshot: pageRevisions.snapshot })
    .from(pageRevisions)
    .where(eq(pageRevisions.pageId, pageId))
    .orderBy(asc(pageRevisions.id));
}

describe("the built-in pages on a new database", () => {
  it("are rows with the spec's fields, each holding its default body, and nothing else changes", async () => {
    await seedDatabase(database.db);
    const pages = await listAdminPages(database.db);
    // The built-in pages, and the starter privacy policy (privacy-policy.server.ts).
    expect(pages.map((page) => page.slug).sort()).toEqual(
      [...BUILT_IN_SLUGS, "privacy-policy"].sort(),
    );
    for (const slug of BUILT_IN_SLUGS) {
      const { live, draft } = await englishRow(slug);
      const { title } = BUILT_IN_PAGE_ROWS[slug];
      expect(live).toMatchObject({
        title,
        metaTitle: title,
        metaDescription: `${title} page`,
        isPublished: true,
        sections: defaultBody(slug),
      });
      expect(live.content).toMatch(/^<p>.+<\/p>$/);
      expect(draft).toBeNull();
    }
    expect((await englishRow("about")).live.content).toBe(
      "<p>Learn about our mission, our team and our story.</p>",
    );
    // The sample post (and its Urdu version) keeps its body in `content`.
    const posts = await database.db
      .select({ slug: websitePages.slug, sections: websitePages.sections })
      .from(websitePages)
      .where(isNull(websitePages.sections));
    expect(posts.map((post) => post.slug)).toEqual([
      "blog/answer-every-dm-in-seconds",
      "blog/answer-every-dm-in-seconds",
    ]);
    expect(await database.db.select().from(pageDrafts)).toEqual([]);
  });
});

describe("a database of the previous version", () => {
  /** The rows as the earlier code wrote them: the spec's four, then what an owner did. */
  async function previousVersion() {
    const db = database.db;
    await db
      .insert(seedRuns)
      .values([{ name: "initial-content" }, { name: "content-default-pages" }]);
    const placeholder = (slug: string, text: string, extra = {}) => {
      const title = slug.charAt(0).toUpperCase() + slug.slice(1);
      return {
        slug,
        title,
        content: `<p>${text}</p>`,
        metaTitle: title,
        metaDescription: `${title} page`,
        ...extra,
      };
    };
    const inserted = await db
      .insert(websitePages)
      .values([
        // Home as the spec's default row left it.
        placeholder("home", "Welcome to our AI chat-automation service."),
        // About with the owner's text, and an Urdu version of it.
        { ...placeholder("about", ""), content: "<p>Our story, by us.</p>" },
        // Contact as the spec wrote it, with a waiting draft of the owner's (below).
        placeholder("contact", "Get in touch with our team."),
        // (Features was deleted by the owner.) A page they made at "pricing", unpublished.
        { slug: "pricing", title: "Prices", content: "<p>Our prices</p>", isPublished: false },
        // A text page with an Urdu version and a waiting draft.
        { slug: "privacy", title: "Privacy", content: "<p>What we keep</p>" },
        // A page written in Urdu only, and an empty draft page.
        { slug: "faq", title: "FAQ", content: "" },
        { slug: "terms", title: "Terms", content: "", isPublished: false },
        { slug: "blog/hello", title: "Hello", content: "<p>Hi</p>" },
      ])
      .returning({ id: websitePages.id, slug: websitePages.slug });
    const id = (slug: string) => inserted.find((row) => row.slug === slug)?.id as string;
    await db.insert(websitePages).values([
      {
        slug: "about",
        title: "ہمارے بارے میں",
        content: "<p>ہماری کہانی</p>",
        locale: "ur",
        translationOf: id("about"),
      },
      {
        slug: "privacy",
        title: "رازداری",
        content: "<p>ہم کیا رکھتے ہیں</p>",
        locale: "ur",
        translationOf: id("privacy"),
      },
      {
        slug: "faq",
        title: "سوالات",
        content: "<p>سوال</p>",
        locale: "ur",
        translationOf: id("faq"),
      },
    ]);
    const draftOf = async (slug: string, changes: { title?: string; content: string }) => {
      const [row] = await db
        .select()
        .from(websitePages)
        .where(eq(websitePages.id, id(slug)));
      const {
        id: _id,
        createdAt: _c,
        updatedAt: _u,
        locale: _l,
        translationOf: _t,
        ...fields
      } = row as typeof websitePages.$inferSelect;
      await db
        .insert(pageDrafts)
        .values({ pageId: id(slug), snapshot: { ...fields, ...changes, isPublished: true } });
    };
    await draftOf("contact", { title: "Contact us", content: "<p>Call us any time</p>" });
    await draftOf("privacy", { content: "<p>What we keep, and why</p>" });
    return id;
  }

  it("makes every page a section page and keeps what the owner typed as a draft", async () => {
    await previousVersion();
    await seedDatabase(database.db);

    // Every built-in page is live with its default body, published, under its own slug.
    for (const slug of BUILT_IN_SLUGS) {
      const { live } = await englishRow(slug);
      expect(live, slug).toMatchObject({ slug, isPublished: true, sections: defaultBody(slug) });
    }
    // Untouched placeholders: nothing kept. A deleted default row is back as the spec has it.
    expect((await englishRow("home")).draft).toBeNull();
    expect((await englishRow("features")).live).toMatchObject({
      title: "Features",
      metaDescription: "Features page",
    });

    // Typed text waits as a draft: the default body plus the text, English and Urdu.
    const about = await englishRow("about");
    const aboutDraft = withText(defaultBody("about"), {
      en: "<p>Our story, by us.</p>",
      ur: "<p>ہماری کہانی</p>",
    });
    expect(about.live.content).toBe("<p>Our story, by us.</p>");
    expect(about.draft).toMatchObject({
      slug: "about",
      content: "<p>Our story, by us.</p>",
      isPublished: true,
      sections: aboutDraft,
    });
    expect(await revisionsOf(about.live.id)).toEqual([{ action: "draft", snapshot: about.draft }]);
    // A waiting draft is the text last typed; its own title stays with it.
    const contact = await englishRow("contact");
    expect(contact.live.title).toBe("Contact");
    expect(contact.draft).toMatchObject({
      title: "Contact us",
      sections: withText(defaultBody("contact"), { en: "<p>Call us any time</p>" }),
    });
    // The owner's page at "pricing" is the Pricing page now, published; its text is a draft.
    const pricing = await englishRow("pricing");
    expect(pricing.live).toMatchObject({ title: "Prices", isPublished: true });
    expect(pricing.draft?.sections).toEqual(
      withText(defaultBody("pricing"), { en: "<p>Our prices</p>" }),
    );

    // A text page is its title as its heading, then one rich-text section, English and Urdu,
    // its draft too.
    const privacy = await englishRow("privacy");
    const privacyHeading = headingSection({ en: "Privacy", ur: "رازداری" });
    expect(privacy.live.sections).toEqual({
      root: { props: {} },
      content: [
        privacyHeading,
        textSection({ en: "<p>What we keep</p>", ur: "<p>ہم کیا رکھتے ہیں</p>" }),
      ],
    });
    expect(privacy.draft).toMatchObject({
      content: "<p>What we keep, and why</p>",
      sections: {
        root: { props: {} },
        content: [
          privacyHeading,
          textSection({ en: "<p>What we keep, and why</p>", ur: "<p>ہم کیا رکھتے ہیں</p>" }),
        ],
      },
    });
    expect((await revisionsOf(privacy.live.id)).map((revision) => revision.action)).toEqual([
      "draft",
    ]);
    // Urdu only: English falls back to it. Empty: its heading alone. Drafts stay drafts.
    expect((await englishRow("faq")).live.sections?.content).toEqual([
      headingSection({ en: "FAQ", ur: "سوالات" }),
      textSection({ en: "<p>سوال</p>", ur: "<p>سوال</p>" }),
    ]);
    expect((await englishRow("terms")).live).toMatchObject({
      isPublished: false,
      sections: { root: { props: {} }, content: [headingSection({ en: "Terms" })] },
    });

    // Posts and Urdu rows keep their body in `content`.
    const withoutSections = await database.db
      .select({ slug: websitePages.slug, locale: websitePages.locale })
      .from(websitePages)
      .where(isNull(websitePages.sections))
      .orderBy(asc(websitePages.slug), asc(websitePages.locale));
    expect(withoutSections).toEqual([
      { slug: "about", locale: "ur" },
      { slug: "blog/hello", locale: "en" },
      { slug: "faq", locale: "ur" },
      { slug: "privacy", locale: "ur" },
    ]);
  });

  it("changes nothing when it runs again", async () => {
    await previousVersion();
    await seedDatabase(database.db);
    const after = await everything();
    await seedDatabase(database.db);
    await convertPagesToSections(database.db);
    expect(await everything()).toEqual(after);
  });
});
