import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  pageDrafts,
  pricingPlans,
  websiteConfig,
  websitePages,
  websiteSettings,
} from "#app/db/schema.ts";
import { pageSettingKey } from "#app/modules/navigation/page-setting-keys.ts";
import { snapshotOf } from "#app/modules/publishing/revisions.server.ts";
import type { PageBody } from "#app/modules/sections/page-body.ts";
import { seedDatabase } from "#app/modules/seed/seed.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { listMissingTranslations } from "./translations.server.ts";

// The Translations view's list (ADR 0051): on a fresh site nothing lacks its Urdu; a text an
// owner writes in English only is listed, named and linked, until its Urdu is written.

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});
afterEach(() => database.close());

const missing = () => listMissingTranslations(database.db, "ur");

async function pageRow(slug: string) {
  const [row] = await database.db
    .select()
    .from(websitePages)
    .where(sql`${websitePages.slug} ->> 'en' = ${slug}`);
  if (!row) throw new Error(`no page ${slug}`);
  return row;
}

/** Home's body with its first section's badge (an optional text) written as `badge`. */
function withBadge(body: PageBody, badge: Record<string, string>): PageBody {
  const [first, ...rest] = body.content;
  if (!first) throw new Error("an empty body");
  return { ...body, content: [{ ...first, props: { ...first.props, badge } }, ...rest] };
}

describe("listMissingTranslations", () => {
  it("finds nothing missing on a fresh site: every seeded text has its Urdu", async () => {
    expect(await missing()).toEqual([]);
  });

  it("lists a section text written in English in a page's waiting draft, until its Urdu is written", async () => {
    const home = await pageRow("home");
    const body = home.sections as PageBody;
    const draft = (badge: Record<string, string>) => ({
      ...snapshotOf(home),
      sections: withBadge(body, badge),
    });
    await database.db
      .insert(pageDrafts)
      .values({ pageId: home.id, snapshot: draft({ en: "New" }) });
    expect(await missing()).toEqual([
      {
        area: "pages",
        thing: "Page “Home”",
        field: "Hero (section 1) › Badge",
        english: "New",
        href: `/admin/pages/${home.id}`,
      },
    ]);

    await database.db
      .update(pageDrafts)
      .set({ snapshot: draft({ en: "New", ur: "نیا" }) })
      .where(eq(pageDrafts.pageId, home.id));
    expect(await missing()).toEqual([]);
  });

  it("lists a post's texts, a plan's and a feature's, the settings' and a navigation label", async () => {
    const [post] = await database.db
      .insert(websitePages)
      .values({
        slug: { en: "blog/summer-offers" },
        title: { en: "Summer offers" },
        content: { en: "<p>Ten <strong>percent</strong> off.</p>" },
        tags: { en: ["offers"] },
        isPublished: false,
      })
      .returning();
    const [plan] = await database.db
      .insert(pricingPlans)
      .values({
        name: { en: "Business", ur: "بزنس" },
        price: "10.00",
        currency: "USD",
        features: [
          { id: "a", text: { en: "Two numbers", ur: "دو نمبر" } },
          { id: "b", text: { en: "Reports" } },
        ],
        displayOrder: 9,
      })
      .returning();
    await database.db
      .update(websiteConfig)
      .set({ siteTitle: { en: "Acme" }, chatMessage: { en: "Hello!" } })
      .where(eq(websiteConfig.id, 1));
    await database.db
      .insert(websiteSettings)
      .values({ settingKey: pageSettingKey.navLabel("pricing"), settingValue: { en: "Plans" } });

    const found = await missing();
    expect(
      found.map(({ area, thing, field, english, href }) => [area, thing, field, english, href]),
    ).toEqual([
      ["posts", "Blog post “Summer offers”", "Title", "Summer offers", `/admin/blog/${post?.id}`],
      [
        "posts",
        "Blog post “Summer offers”",
        "Slug",
        "blog/summer-offers",
        `/admin/blog/${post?.id}`,
      ],
      [
        "posts",
        "Blog post “Summer offers”",
        "Content",
        "Ten percent off.",
        `/admin/blog/${post?.id}`,
      ],
      ["posts", "Blog post “Summer offers”", "Tags", "offers", `/admin/blog/${post?.id}`],
      ["plans", "Plan “Business” (USD)", "Features › 2", "Reports", `/admin/pricing/${plan?.id}`],
      // The site's title is a name: every language shows it until another is written.
      ["settings", "Website Settings", "Chat Message", "Hello!", "/admin/settings"],
      ["navigation", "Page “Pricing”", "Navigation label", "Plans", "/admin/pages"],
    ]);
    // Only the areas asked for: those the person may edit.
    expect(
      (await listMissingTranslations(database.db, "ur", ["plans"])).map((item) => item.area),
    ).toEqual(["plans"]);
  });
});
