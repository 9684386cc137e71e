import { asc, eq, isNull } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageDrafts, pageRevisions, seedRuns, websitePages } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
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

/** The item at English `slug`, every language inside, and its waiting draft. */
async function pageAt(slug: string) {
  const [row] = await database.db
    .select()
    .from(websitePages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageId, websitePages.id))
    .where(eq(englishOf(websitePages.slug), slug));
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
    // The built-in pages, and the starter privacy policy and terms (legal-starters.server.ts).
    expect(pages.map((page) => page.slug).sort()).toEqual(
      [...BUILT_IN_SLUGS, "privacy-policy", "terms-of-service"].sort(),
    );
    for (const slug of BUILT_IN_SLUGS) {
      const { live, draft } = await pageAt(slug);
      const { title } = BUILT_IN_PAGE_ROWS[slug];
      expect(live).toMatchObject({
        title: { en: title },
        metaTitle: { en: title },
        metaDescription: { en: `${title} page` },
        isPublished: true,
        sections: defaultBody(slug),
      });
      expect(live.content.en).toMatch(/^<p>.+<\/p>$/);
      expect(draft).toBeNull();
    }
    expect((await pageAt("about")).live.content).toEqual({
      en: "<p>Learn about our mission, our team and our story.</p>",
    });
    // The sample post (its Urdu version in the same row) keeps its body in `content`.
    const posts = await database.db
      .select({ slug: websitePages.slug, sections: websitePages.sections })
      .from(websitePages)
      .where(isNull(websitePages.sections));
    expect(posts.map((post) => post.slug)).toEqual([
      { en: "blog/answer-every-dm-in-seconds", ur: "blog/answer-every-dm-in-seconds" },
    ]);
    expect(await database.db.select().from(pageDrafts)).toEqual([]);
  });
});

describe("a database of the previous version", () => {
  /**
   * The rows as the earlier code wrote them (each item's languages in its row since migration
   * 0035, ADR 0042): the spec's four, then what an owner did.
   */
  async function previousVersion() {
    const db = database.db;
    await db
      .insert(seedRuns)
      .values([{ name: "initial-content" }, { name: "content-default-pages" }]);
    const placeholder = (slug: string, text: string, extra = {}) => {
      const title = slug.charAt(0).toUpperCase() + slug.slice(1);
      return {
        slug: { en: slug },
        title: { en: title },
        content: { en: `<p>${text}</p>` },
        metaTitle: { en: title },
        metaDescription: { en: `${title} page` },
        ...extra,
      };
    };
    const inserted = await db
      .insert(websitePages)
      .values([
        // Home as the spec's default row left it.
        placeholder("home", "Welcome to our AI chat-automation service."),
        // About with the owner's text, and an Urdu version of it.
        {
          ...placeholder("about", ""),
          title: { en: "About", ur: "ہمارے بارے میں" },
          content: { en: "<p>Our story, by us.</p>", ur: "<p>ہماری کہانی</p>" },
        },
        // Contact as the spec wrote it, with a waiting draft of the owner's (below).
        placeholder("contact", "Get in touch with our team."),
        // (Features was deleted by the owner.) A page they made at "pricing", unpublished.
        {
          slug: { en: "pricing" },
          title: { en: "Prices" },
          content: { en: "<p>Our prices</p>" },
          isPublished: false,
        },
        // A text page with an Urdu version and a waiting draft.
        {
          slug: { en: "privacy" },
          title: { en: "Privacy", ur: "رازداری" },
          content: { en: "<p>What we keep</p>", ur: "<p>ہم کیا رکھتے ہیں</p>" },
        },
        // A page written in Urdu only, and an empty draft page.
        { slug: { en: "faq" }, title: { en: "FAQ", ur: "سوالات" }, content: { ur: "<p>سوال</p>" } },
        { slug: { en: "terms" }, title: { en: "Terms" }, content: {}, isPublished: false },
        { slug: { en: "blog/hello" }, title: { en: "Hello" }, content: { en: "<p>Hi</p>" } },
      ])
      .returning({ id: websitePages.id, slug: englishOf(websitePages.slug) });
    const id = (slug: string) => inserted.find((row) => row.slug === slug)?.id as string;
    /** A waiting draft of the item: its fields with English texts changed, the others as they are. */
    const draftOf = async (slug: string, changes: { title?: string; content: string }) => {
      const [row] = await db
        .select()
        .from(websitePages)
        .where(eq(websitePages.id, id(slug)));
      const {
        id: _id,
        createdAt: _c,
        updatedAt: _u,
        ...fields
      } = row as typeof websitePages.$inferSelect;
      const snapshot = {
        ...fields,
        title: { ...fields.title, ...(changes.title === undefined ? {} : { en: changes.title }) },
        content: { ...fields.content, en: changes.content },
        isPublished: true,
      };
      await db.insert(pageDrafts).values({ pageId: id(slug), snapshot });
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
      const { live } = await pageAt(slug);
      expect(live, slug).toMatchObject({
        slug: { en: slug },
        isPublished: true,
        sections: defaultBody(slug),
      });
    }
    // Untouched placeholders: nothing kept. A deleted default row is back as the spec has it.
    expect((await pageAt("home")).draft).toBeNull();
    expect((await pageAt("features")).live).toMatchObject({
      title: { en: "Features" },
      metaDescription: { en: "Features page" },
    });

    // Typed text waits as a draft: the default body plus the text, English and Urdu.
    const about = await pageAt("about");
    const aboutDraft = withText(defaultBody("about"), {
      en: "<p>Our story, by us.</p>",
      ur: "<p>ہماری کہانی</p>",
    });
    expect(about.live.content).toEqual({
      en: "<p>Our story, by us.</p>",
      ur: "<p>ہماری کہانی</p>",
    });
    expect(about.draft).toMatchObject({
      slug: { en: "about" },
      content: { en: "<p>Our story, by us.</p>", ur: "<p>ہماری کہانی</p>" },
      isPublished: true,
      sections: aboutDraft,
    });
    expect(await revisionsOf(about.live.id)).toEqual([{ action: "draft", snapshot: about.draft }]);
    // A waiting draft is the text last typed; its own title stays with it.
    const contact = await pageAt("contact");
    expect(contact.live.title).toEqual({ en: "Contact" });
    expect(contact.draft).toMatchObject({
      title: { en: "Contact us" },
      sections: withText(defaultBody("contact"), { en: "<p>Call us any time</p>" }),
    });
    // The owner's page at "pricing" is the Pricing page now, published; its text is a draft.
    const pricing = await pageAt("pricing");
    expect(pricing.live).toMatchObject({ title: { en: "Prices" }, isPublished: true });
    expect(pricing.draft?.sections).toEqual(
      withText(defaultBody("pricing"), { en: "<p>Our prices</p>" }),
    );

    // A text page is its title as its heading, then one rich-text section, English and Urdu,
    // its draft too.
    const privacy = await pageAt("privacy");
    const privacyHeading = headingSection({ en: "Privacy", ur: "رازداری" });
    expect(privacy.live.sections).toEqual({
      root: { props: {} },
      content: [
        privacyHeading,
        textSection({ en: "<p>What we keep</p>", ur: "<p>ہم کیا رکھتے ہیں</p>" }),
      ],
    });
    expect(privacy.draft).toMatchObject({
      content: { en: "<p>What we keep, and why</p>", ur: "<p>ہم کیا رکھتے ہیں</p>" },
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
    expect((await pageAt("faq")).live.sections?.content).toEqual([
      headingSection({ en: "FAQ", ur: "سوالات" }),
      textSection({ en: "<p>سوال</p>", ur: "<p>سوال</p>" }),
    ]);
    expect((await pageAt("terms")).live).toMatchObject({
      isPublished: false,
      sections: { root: { props: {} }, content: [headingSection({ en: "Terms" })] },
    });

    // Posts keep their body in `content`; a page's Urdu text is in its sections (above).
    const withoutSections = await database.db
      .select({ slug: websitePages.slug })
      .from(websitePages)
      .where(isNull(websitePages.sections));
    expect(withoutSections).toEqual([{ slug: { en: "blog/hello" } }]);
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
