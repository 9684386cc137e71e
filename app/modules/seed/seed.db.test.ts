import { count, eq, like, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { selectRows } from "#app/db/client.server.ts";
import {
  bookingHosts,
  pricingPlans,
  users,
  websiteConfig,
  websitePages,
  websiteSettings,
} from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { versionLocales } from "#app/modules/pages/page-languages.ts";
import { defaultSiteConfig } from "#app/modules/site-config/defaults.ts";
import { getSiteConfig } from "#app/modules/site-config/site-config.server.ts";
import { getSavedTheme } from "#app/modules/theme/theme.server.ts";
import { DEFAULT_THEME } from "#app/modules/theme/theme.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { seedDatabase } from "./seed.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

async function counts() {
  const db = database.db;
  const [[plans], [pages], [settings], [configs]] = await Promise.all([
    db.select({ n: count() }).from(pricingPlans),
    db.select({ n: count() }).from(websitePages),
    db.select({ n: count() }).from(websiteSettings),
    db.select({ n: count() }).from(websiteConfig),
  ]);
  return { plans: plans!.n, pages: pages!.n, settings: settings!.n, configs: configs!.n };
}

describe("seedDatabase", () => {
  it("creates the configuration, the theme, the page switches and the sample content", async () => {
    await seedDatabase(database.db);
    // 5 built-in pages x 3 switches + the theme + the privacy and terms pages' marks; the 6
    // built-in pages' rows (Home, About, Features, Pricing, Contact, Get Started), the starter
    // privacy policy and terms of service, and the sample post (its Urdu version in its row,
    // ADR 0042).
    expect(await counts()).toEqual({ plans: 4, pages: 9, settings: 18, configs: 1 });

    const plans = await database.db.select().from(pricingPlans).orderBy(pricingPlans.displayOrder);
    expect(
      plans.map((plan) => [plan.name, plan.countryCode, plan.currency, plan.isFeatured]),
    ).toEqual([
      [{ en: "Starter", ur: "اسٹارٹر" }, "PK", "PKR", false],
      [{ en: "Premium", ur: "پریمیم" }, "PK", "PKR", true],
      [{ en: "Starter", ur: "اسٹارٹر" }, "INTL", "USD", false],
      [{ en: "Premium", ur: "پریمیم" }, "INTL", "USD", true],
    ]);
    expect(plans.map((plan) => plan.displayOrder)).toEqual([1, 2, 3, 4]);

    const rows = await database.db
      .select({ slug: websitePages.slug, title: websitePages.title })
      .from(websitePages);
    const slugs = rows.map((page) => page.slug.en ?? "");
    expect(slugs).toEqual(
      expect.arrayContaining(["home", "about", "features", "pricing", "contact", "form"]),
    );
    // The sample post, in English and in Urdu (under the same slug).
    const posts = rows.filter((page) => page.slug.en?.startsWith("blog/"));
    expect(posts.map((post) => versionLocales(post))).toEqual([["en", "ur"]]);
    expect(posts[0]?.slug.ur).toBe(posts[0]?.slug.en);

    expect(await getSiteConfig(database.db)).toMatchObject({
      siteTitle: { en: "DMflow" },
      footerText: {
        en: "© 2024 DMflow. All rights reserved.",
        ur: "© 2024 جملہ حقوق بحقِ DMflow محفوظ ہیں۔",
      },
      contactEmail: "",
    });
    expect(await getSavedTheme(database.db)).toEqual(DEFAULT_THEME);
  });

  it("changes nothing when it runs again", async () => {
    await seedDatabase(database.db);
    const before = await counts();
    await seedDatabase(database.db);
    expect(await counts()).toEqual(before);
  });

  it("never brings back sample content an admin deleted, nor overwrites edits", async () => {
    await seedDatabase(database.db);
    await database.db.delete(pricingPlans);
    await database.db.delete(websitePages).where(like(englishOf(websitePages.slug), "blog/%"));
    await database.db
      .update(websiteConfig)
      .set({ siteTitle: { en: "Acme Replies" } })
      .where(eq(websiteConfig.id, 1));
    await database.db
      .update(websiteSettings)
      .set({ settingValue: false })
      .where(eq(websiteSettings.settingKey, "page_about_is_enabled"));

    await seedDatabase(database.db);

    const after = await counts();
    expect(after.plans).toBe(0);
    // The built-in pages and the starter legal pages; the sample post stays deleted.
    expect(after.pages).toBe(8);
    expect((await getSiteConfig(database.db)).siteTitle).toEqual({ en: "Acme Replies" });
    const [aboutEnabled] = await database.db
      .select()
      .from(websiteSettings)
      .where(eq(websiteSettings.settingKey, "page_about_is_enabled"));
    expect(aboutEnabled?.settingValue).toBe(false);
  });

  it("falls back to the defaults when nothing is stored", async () => {
    expect(await getSiteConfig(database.db)).toEqual(defaultSiteConfig());
    expect(await getSavedTheme(database.db)).toEqual(DEFAULT_THEME);
    await database.db.insert(websiteSettings).values({
      settingKey: "theme",
      settingValue: { ...DEFAULT_THEME, primary: "not a colour", fontFamily: "Inter" },
    });
    expect(await getSavedTheme(database.db)).toEqual({ ...DEFAULT_THEME, fontFamily: "Inter" });
  });

  it("stores the seeded yearly prices with the advertised 20% saving", async () => {
    await seedDatabase(database.db);
    const [row] = await selectRows<{ ok: boolean }>(
      database.db,
      sql`SELECT bool_and(yearly_price = round(monthly_fee * 12 * 0.8)) AS ok FROM pricing_plans`,
    );
    expect(row?.ok).toBe(true);
  });
  it("makes the first active admin the host of demos, in the site's time zone, once", async () => {
    await seedDatabase(database.db, { siteTimeZone: "Asia/Karachi" });
    expect(await database.db.select().from(bookingHosts)).toEqual([]);
    await database.db
      .insert(users)
      .values({ id: "owner", email: "owner@dmflow.pk", role: "admin" });
    await seedDatabase(database.db, { siteTimeZone: "Asia/Karachi" });
    await seedDatabase(database.db, { siteTimeZone: "Europe/London" });
    const hosts = await database.db.select().from(bookingHosts);
    expect(hosts.map((host) => [host.userId, host.timeZone, host.meetingMinutes])).toEqual([
      ["owner", "Asia/Karachi", 30],
    ]);
  });
});
