import { DEFAULT_PAGES, SAMPLE_BLOG_POST } from "~/modules/pages/default-pages";
import { defaultPageSettings } from "~/modules/pages/page-settings";
import { DEFAULT_PLANS } from "~/modules/pricing/default-plans";
import { defaultSiteConfig } from "~/modules/site-config/defaults";
import { DEFAULT_THEME } from "~/modules/theme/theme";
import { THEME_SETTING_KEY } from "~/modules/theme/theme.server";
import type { Database } from "./client.server";
import { pricingPlans, seedRuns, websiteConfig, websitePages, websiteSettings } from "./schema";

const INITIAL_CONTENT = "initial-content";

/**
 * Brings a database to its defaults. Safe on every start: required rows (the configuration,
 * the theme and the page switches) are created only when missing, and the sample content
 * (plans, pages, a blog post) is written once ever, so content an admin deleted stays deleted.
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

    const firstRun = await tx
      .insert(seedRuns)
      .values({ name: INITIAL_CONTENT })
      .onConflictDoNothing()
      .returning();
    if (firstRun.length === 0) return;
    await tx.insert(pricingPlans).values(DEFAULT_PLANS);
    await tx
      .insert(websitePages)
      .values([...DEFAULT_PAGES, SAMPLE_BLOG_POST])
      .onConflictDoNothing();
  });
}
