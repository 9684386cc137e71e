import type { Database } from "#app/db/client.server.ts";
import {
  pricingPlans,
  seedRuns,
  websiteConfig,
  websitePages,
  websiteSettings,
} from "#app/db/schema.ts";
import { ensureDefaultHost } from "#app/modules/bookings/default-host.server.ts";
import { SAMPLE_BLOG_POST } from "#app/modules/pages/default-pages.ts";
import { seedLegalStarters } from "#app/modules/pages/legal-starters.server.ts";
import { defaultPageSettings } from "#app/modules/pages/page-settings.ts";
import { convertPagesToSections } from "#app/modules/pages/pages-to-sections.server.ts";
import { placeDiscountInPricingBadge } from "#app/modules/pages/pricing-badge-discount.server.ts";
import { DEFAULT_PLANS } from "#app/modules/pricing/default-plans.ts";
import { defaultSiteConfig } from "#app/modules/site-config/defaults.ts";
import { THEME_SETTING_KEY } from "#app/modules/theme/theme.server.ts";
import { DEFAULT_THEME } from "#app/modules/theme/theme.ts";

const INITIAL_CONTENT = "initial-content";
const PAGES_AS_SECTIONS = "pages-as-sections";
const DISCOUNT_IN_PRICING_BADGE = "discount-in-pricing-badge";

/** Whether a once-per-database step named so has not run yet; records that it now has. */
async function firstRunOf(tx: Database, name: string): Promise<boolean> {
  const inserted = await tx.insert(seedRuns).values({ name }).onConflictDoNothing().returning();
  return inserted.length > 0;
}

/**
 * Brings a database to its defaults. Safe on every start: required rows (the configuration,
 * the theme and the page switches) are created only when missing, and the sample content
 * (plans, a blog post and its Urdu version) is written once ever, so content an admin deleted
 * stays deleted. Then, once per database, every page becomes a section page and the built-in
 * pages get their rows (pages-to-sections.server.ts): they cannot be deleted after that; and
 * the Pricing page's badge comes to follow the plans (pricing-badge-discount.server.ts). With
 * the site's time zone, the first active admin becomes the host of demos, once
 * (default-host.server.ts); the tests of other things seed without one.
 */
export async function seedDatabase(
  db: Database,
  { siteTimeZone }: { siteTimeZone?: string } = {},
): Promise<void> {
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
    await seedLegalStarters(tx);

    if (await firstRunOf(tx, INITIAL_CONTENT)) {
      await tx.insert(pricingPlans).values(DEFAULT_PLANS);
      await tx.insert(websitePages).values(SAMPLE_BLOG_POST).onConflictDoNothing();
    }
    if (await firstRunOf(tx, PAGES_AS_SECTIONS)) await convertPagesToSections(tx);
    if (await firstRunOf(tx, DISCOUNT_IN_PRICING_BADGE)) await placeDiscountInPricingBadge(tx);
  });
  if (siteTimeZone) await ensureDefaultHost(db, siteTimeZone);
}
