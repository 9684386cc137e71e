import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageDrafts, type StoredPageBody, seedRuns, websitePages } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { seedDatabase } from "#app/modules/seed/seed.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});
afterEach(() => database.close());

async function pricingPage() {
  const [row] = await database.db
    .select({ page: websitePages, draft: pageDrafts.snapshot })
    .from(websitePages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageId, websitePages.id))
    .where(eq(englishOf(websitePages.slug), "pricing"));
  if (!row?.page.sections) throw new Error("no Pricing page");
  return { ...row, sections: row.page.sections };
}

const badgeOf = (body: StoredPageBody | null | undefined) => {
  const header = body?.content.find((section) => section.type === "pageHeader");
  return (header?.props.badge as { text: Record<string, string> } | undefined)?.text;
};

function withBadge(body: StoredPageBody, text: Record<string, string>): StoredPageBody {
  return {
    ...body,
    content: body.content.map((section) =>
      section.type === "pageHeader"
        ? { ...section, props: { ...section.props, badge: { icon: "badge-percent", text } } }
        : section,
    ),
  };
}

/** The database as a version before this step left it: the badge's fixed texts stored. */
async function asBeforeTheStep(live: Record<string, string>, draft?: Record<string, string>) {
  const { page, sections } = await pricingPage();
  await database.db
    .update(websitePages)
    .set({ sections: withBadge(sections, live) })
    .where(eq(websitePages.id, page.id));
  if (draft) {
    const snapshot = {
      slug: page.slug,
      title: page.title,
      content: page.content,
      sections: withBadge(sections, draft),
      metaTitle: {},
      metaDescription: {},
      featuredImage: null,
      tags: {},
      isPublished: true,
    };
    await database.db.insert(pageDrafts).values({ pageId: page.id, snapshot });
  }
  await database.db.delete(seedRuns).where(eq(seedRuns.name, "discount-in-pricing-badge"));
}

const FIXED = { en: "Save 20% with yearly billing", ur: "سالانہ ادائیگی پر 20% بچت" };
const FOLLOWING = {
  en: "Save {discount} with yearly billing",
  ur: "سالانہ ادائیگی پر {discount} بچت",
};

describe("the Pricing page's badge, once per database", () => {
  it("names the discount on a new database", async () => {
    expect(badgeOf((await pricingPage()).sections)).toEqual(FOLLOWING);
  });

  it("turns the fixed default texts, live and in a waiting draft, into their {discount} form", async () => {
    await asBeforeTheStep(FIXED, FIXED);
    await seedDatabase(database.db);
    const { sections, draft } = await pricingPage();
    expect(badgeOf(sections)).toEqual(FOLLOWING);
    expect(badgeOf(draft?.sections)).toEqual(FOLLOWING);
  });

  it("leaves a text the owner rewrote as it is, in each language", async () => {
    const rewritten = { en: "Two months free when you pay yearly", ur: FIXED.ur };
    await asBeforeTheStep(rewritten, { en: "Pay yearly, save more", ur: "" });
    await seedDatabase(database.db);
    const { sections, draft } = await pricingPage();
    expect(badgeOf(sections)).toEqual({ en: rewritten.en, ur: FOLLOWING.ur });
    expect(badgeOf(draft?.sections)).toEqual({ en: "Pay yearly, save more", ur: "" });
  });
});
