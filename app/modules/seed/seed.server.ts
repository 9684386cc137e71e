import type { Database } from "#app/db/client.server.ts";
import {
  pricingPlans,
  seedRuns,
  websiteConfig,
  websitePages,
  websiteSettings,
} from "#app/db/schema.ts";
import {
  DEFAULT_PAGES,
  SAMPLE_BLOG_POST,
  SAMPLE_BLOG_POST_URDU,
} from "#app/modules/pages/default-pages.ts";
import { defaultPageSettings } from "#app/modules/pages/page-settings.ts";
import { seedPrivacyPolicy } from "#app/modules/pages/privacy-policy.server.ts";
import { DEFAULT_PLANS } from "#app/modules/pricing/default-plans.ts";
import { defaultSiteConfig } from "#app/modules/site-config/defaults.ts";
import { THEME_SETTING_KEY } from "#app/modules/theme/theme.server.ts";
import { DEFAULT_THEME } from "#app/modules/theme/theme.ts";

const INITIAL_CONTENT = "initial-content";

/**
 * Brings a database to its defaults. Safe on every start: required rows (the configuration,
 * the theme and the page switches) are created only when missing, and the sample content
 * (plans, pages, a blog post and its Urdu version) is written once ever, so content an admin deleted stays deleted.
 */
export async function seedDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(websiteConfig)
      .values({ id: 1, ...defaultSiteConfig() })
      .onConflictDoNothing();
    await tx
      .insert(websiteSettings)
      .values([
        { settingKey: THEME_SETTING_KEY, settingValue: DEFAULT_THEME },
        ...defaultPageSettings().map(({ key, value }) => ({
          settingKey: key,
          settingValue: value,
        })),
      ])
      .onConflictDoNothing();
    await seedPrivacyPolicy(tx);

    const firstRun = await tx
      .insert(seedRuns)
      .values({ name: INITIAL_CONTENT })
      .onConflictDoNothing()
      .returning();
    if (firstRun.length === 0) return;
    await tx.insert(pricingPlans).values(DEFAULT_PLANS);
    const inserted = await tx
      .insert(websitePages)
      .values([...DEFAULT_PAGES, SAMPLE_BLOG_POST])
      .onConflictDoNothing()
      .returning({ id: websitePages.id, slug: websitePages.slug });
    // The sample post in Urdu too, so that the Urdu blog shows what a translation looks like.
    const samplePost = inserted.find((row) => row.slug === SAMPLE_BLOG_POST.slug);
    if (samplePost) {
      await tx
        .insert(websitePages)
        .values({ ...SAMPLE_BLOG_POST_URDU, translationOf: samplePost.id });
    }
  });
}
