import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pricingPlans, websitePages, websiteSettings } from "#app/db/schema.ts";
import { seedDatabase } from "#app/modules/seed/seed.server.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/db.ts";
import { getSiteNavigation } from "./navigation/navigation.server.ts";
import { getPublishedPost, listPublishedPosts } from "./pages/public-posts.server.ts";
import { listPublicPlans } from "./pricing/pricing.server.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});
afterAll(() => database.close());

describe("public site queries", () => {
  it("lists active plans by display order, formatted for the cards", async () => {
    await database.db
      .update(pricingPlans)
      .set({ isActive: false })
      .where(eq(pricingPlans.displayOrder, 3));
    const plans = await listPublicPlans(database.db);
    expect(plans.map((plan) => `${plan.name} ${plan.monthlyPrice}`)).toEqual([
      "Starter 15,000 PKR",
      "Premium 30,000 PKR",
      "Premium $99",
    ]);
    expect(plans[1]).toMatchObject({
      isFeatured: true,
      fees: [
        { key: "implementationCharges", label: "Implementation charges:", amount: "40,000 PKR" },
      ],
      yearlySavingsText: "20% OFF",
    });
  });

  it("builds the navigation from the stored page switches", async () => {
    await database.db
      .update(websiteSettings)
      .set({ settingValue: "false" })
      .where(eq(websiteSettings.settingKey, "page_features_display_in_nav"));
    const navigation = await getSiteNavigation(database.db);
    expect(navigation.items.map((item) => item.href)).toEqual([
      "/",
      "/about",
      "/pricing",
      "/contact",
    ]);
    expect(navigation.enabledPages).toContain("features");
  });

  it("lists published posts newest first and never drafts or plain pages", async () => {
    await database.db.insert(websitePages).values([
      {
        slug: { en: "blog/newer" },
        title: { en: "Newer" },
        content: { en: "<p>New</p>" },
        createdAt: new Date(Date.now() + 60_000),
      },
      { slug: { en: "blog/draft" }, title: { en: "Draft" }, content: {}, isPublished: false },
    ]);
    const posts = await listPublishedPosts(database.db);
    expect(posts.map((post) => post.path)).toEqual([
      "/blog/newer",
      "/blog/answer-every-dm-in-seconds",
    ]);
    expect(posts[0]?.excerpt).toBe("New");
  });

  it("finds a published post by its public slug, sanitized, and nothing for drafts", async () => {
    await database.db.insert(websitePages).values({
      slug: { en: "blog/unsafe" },
      title: { en: "Unsafe" },
      content: { en: '<p>ok</p><script>alert(1)</script><img src="x" onerror="alert(1)">' },
    });
    const post = await getPublishedPost(database.db, "unsafe");
    expect(post?.html).toBe('<p>ok</p><img src="x" />');
    expect(await getPublishedPost(database.db, "draft")).toBeNull();
    expect(await getPublishedPost(database.db, "missing")).toBeNull();
  });
});
