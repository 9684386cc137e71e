import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDrafts, pricingPlans, websiteConfig, websitePages } from "#app/db/schema.ts";
import type { TranslatedText } from "#app/db/translated-text.ts";
import { builtInPageRow } from "#app/modules/pages/default-pages.ts";
import { DEFAULT_PLANS } from "#app/modules/pricing/default-plans.ts";
import { snapshotOf } from "#app/modules/publishing/revisions.server.ts";
import { pricingPageSections } from "#app/modules/sections/built-in/pricing.ts";
import type { PageBody } from "#app/modules/sections/page-body.ts";
import { defaultSiteConfig } from "#app/modules/site-config/defaults.ts";
import { databaseBefore, type OlderDatabase } from "../../../tests/helpers/older-database.ts";

// Migration 0048 (ADR 0051): a database seeded before the seed had Urdu holds the seeded texts
// in English only. Each gets the Urdu the seed now writes, while its English is still the
// seeded one and it has no Urdu of its own; what an owner wrote stays as it is.

/** A text as the older seed wrote it: English only. */
const englishOnly = (text: TranslatedText | null | undefined): TranslatedText =>
  text?.en === undefined ? {} : { en: text.en };

type Plan = typeof pricingPlans.$inferInsert;
const olderPlan = (plan: Plan): Plan => ({
  ...plan,
  name: englishOnly(plan.name),
  description: englishOnly(plan.description),
  yearlySavingsText: englishOnly(plan.yearlySavingsText),
  features: (plan.features ?? []).map((feature) => ({
    ...feature,
    text: englishOnly(feature.text),
  })),
});

const [starter, premium] = DEFAULT_PLANS as [Plan, Plan];

/** A body whose plan comparison names its plans in English only. */
function withEnglishPlanNames(body: PageBody): PageBody {
  return {
    ...body,
    content: body.content.map((section) =>
      section.type === "planComparison"
        ? { ...section, props: { ...section.props, plans: [{ en: "Starter" }, { en: "Premium" }] } }
        : section,
    ),
  };
}
let database: OlderDatabase;

beforeAll(async () => {
  database = await databaseBefore("0048_urdu_for_seeded_texts");
  const { db } = database;
  const site = defaultSiteConfig();
  await db.insert(websiteConfig).values({
    id: 1,
    ...site,
    siteTitle: englishOnly(site.siteTitle),
    tagline: englishOnly(site.tagline),
    metaTitle: englishOnly(site.metaTitle),
    metaDescription: englishOnly(site.metaDescription),
    // The owner wrote their own Urdu footer: it stays.
    footerText: { en: englishOnly(site.footerText).en, ur: "ہمارا اپنا فٹر" },
  });
  await db.insert(pricingPlans).values([
    { ...olderPlan(starter), displayOrder: 1 },
    // The owner renamed this plan and added a feature of their own: the name and the new
    // feature stay English only, the seeded features get their Urdu.
    {
      ...olderPlan(premium),
      name: { en: "Premium Plus" },
      features: [
        ...olderPlan(premium).features!,
        { id: "own", text: { en: "A dedicated manager" } },
      ],
      displayOrder: 2,
    },
  ]);
  const home = builtInPageRow("home");
  const pricing = builtInPageRow("pricing");
  const [homeRow] = await db
    .insert(websitePages)
    .values([
      {
        ...home,
        title: englishOnly(home.title),
        metaTitle: englishOnly(home.metaTitle),
        metaDescription: englishOnly(home.metaDescription),
      },
      // The owner retitled this page: its title stays theirs. Its plan comparison names the
      // plans in English only, as the older default body did.
      {
        ...pricing,
        title: { en: "Plans" },
        metaTitle: englishOnly(pricing.metaTitle),
        sections: withEnglishPlanNames(pricingPageSections()),
      },
      // A content page of the owner's that happens to be called "Home" is not a built-in page.
      { slug: { en: "home-delivery" }, title: { en: "Home" }, isPublished: true },
    ])
    .returning();
  if (!homeRow) throw new Error("no home row");
  await db
    .insert(pageDrafts)
    .values({ pageId: homeRow.id, snapshot: { ...snapshotOf(homeRow), isPublished: true } });
  await database.migrateToNewest();
}, 120_000);

afterAll(() => database?.close());

describe("migration 0048: Urdu for the texts still as seeded", () => {
  it("gives a seeded plan every Urdu text the seed now writes", async () => {
    const [stored] = await database.db
      .select()
      .from(pricingPlans)
      .where(eq(pricingPlans.displayOrder, 1));
    expect(stored).toMatchObject({
      name: starter.name,
      description: starter.description,
      yearlySavingsText: starter.yearlySavingsText,
      features: starter.features,
    });
  });

  it("leaves a renamed plan's name and an owner's feature in English only", async () => {
    const [stored] = await database.db
      .select()
      .from(pricingPlans)
      .where(eq(pricingPlans.displayOrder, 2));
    expect(stored?.name).toEqual({ en: "Premium Plus" });
    expect(stored?.description).toEqual(premium.description);
    expect(stored?.features).toEqual([
      ...premium.features!,
      { id: "own", text: { en: "A dedicated manager" } },
    ]);
  });

  it("gives the site's texts their Urdu, keeping the owner's own Urdu footer", async () => {
    const [config] = await database.db.select().from(websiteConfig);
    const seeded = defaultSiteConfig();
    expect(config).toMatchObject({
      tagline: seeded.tagline,
      metaTitle: seeded.metaTitle,
      metaDescription: seeded.metaDescription,
      footerText: { en: seeded.footerText.en, ur: "ہمارا اپنا فٹر" },
    });
  });

  it("gives a built-in page's row and its waiting draft their Urdu title, not an owner's page", async () => {
    const rows = await database.db
      .select({
        slug: sql<string>`${websitePages.slug} ->> 'en'`,
        title: websitePages.title,
        metaTitle: websitePages.metaTitle,
        metaDescription: websitePages.metaDescription,
        sections: websitePages.sections,
        draft: pageDrafts.snapshot,
      })
      .from(websitePages)
      .leftJoin(pageDrafts, eq(pageDrafts.pageId, websitePages.id));
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    const home = builtInPageRow("home");
    expect(bySlug.get("home")).toMatchObject({
      title: home.title,
      metaTitle: home.metaTitle,
      metaDescription: home.metaDescription,
    });
    expect(bySlug.get("home")?.draft?.title).toEqual(home.title);
    expect(bySlug.get("pricing")?.title).toEqual({ en: "Plans" });
    expect(bySlug.get("pricing")?.metaTitle).toEqual(builtInPageRow("pricing").metaTitle);
    expect(bySlug.get("home-delivery")?.title).toEqual({ en: "Home" });
  });

  it("names the plans of the Pricing page's comparison in Urdu, as its body now does", async () => {
    const [row] = await database.db
      .select({ sections: websitePages.sections })
      .from(websitePages)
      .where(sql`${websitePages.slug} ->> 'en' = 'pricing'`);
    expect(row?.sections).toEqual(pricingPageSections());
  });
});
