import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { websiteConfig } from "#app/db/schema.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import type { SiteConfig } from "./defaults.ts";
import { getSiteConfig } from "./site-config.server.ts";
import { siteConfigDefinition } from "./site-config-definition.ts";
import {
  parseSiteSettings,
  type SiteConfigInput,
  type SiteConfigValues,
  siteConfigFormValues,
  storedSiteConfig,
} from "./site-config-form.ts";
import {
  defaultsInUse,
  type SiteConfigDefaults,
  valuesInUse,
  valuesToStore,
} from "./values-in-use.ts";

// Website Settings (docs/product.md#website-settings): the console reads the single configuration row and saves
// it back, updating the row when it exists and inserting it (id 1) otherwise.

const CONFIG_ID = 1;

export type StoredSiteConfig = {
  config: SiteConfig;
  /** When it was last saved; null when no row is stored yet (the defaults are shown). */
  updatedAt: Date | null;
};

/** The configuration as the Website Settings screen shows it. */
export async function getSiteConfigForAdmin(db: Database): Promise<StoredSiteConfig> {
  const [row] = await db
    .select({ updatedAt: websiteConfig.updatedAt })
    .from(websiteConfig)
    .where(eq(websiteConfig.id, CONFIG_ID));
  return { config: await getSiteConfig(db), updatedAt: row?.updatedAt ?? null };
}

/**
 * The Website Settings form's values: what the site uses, defaults included (values-in-use.ts),
 * and those defaults.
 */
export async function getWebsiteSettings(
  db: Database,
): Promise<{ values: SiteConfigValues; defaults: SiteConfigDefaults; updatedAt: Date | null }> {
  const { config, updatedAt } = await getSiteConfigForAdmin(db);
  const defaults = defaultsInUse(config);
  return { values: valuesInUse(siteConfigFormValues(config), defaults), defaults, updatedAt };
}

/**
 * Saves the settings (a valid form's columns, site-config-form.ts) and records
 * `update_website_settings` in the same transaction, with the labels of the fields that
 * changed (the definition's). The logo is left as it is: it is managed
 * in the Logo Manager, and a new row starts without one (the bundled logo shows).
 */
export async function saveSiteConfig(
  db: Database,
  actorId: string | null,
  input: SiteConfigInput,
): Promise<SiteConfig> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(websiteConfig)
      .where(eq(websiteConfig.id, CONFIG_ID))
      .for("update");
    const values = { ...input, updatedAt: sql`now()` };
    const [saved] = existing
      ? await tx
          .update(websiteConfig)
          .set(values)
          .where(eq(websiteConfig.id, CONFIG_ID))
          .returning()
      : await tx
          .insert(websiteConfig)
          .values({ id: CONFIG_ID, logoUrl: null, ...values })
          // Another save inserted it meanwhile: this one wins, as an update would.
          .onConflictDoUpdate({ target: websiteConfig.id, set: values })
          .returning();
    if (!saved) throw new Error("The website configuration was not saved");
    await recordActivity(tx, {
      userId: actorId,
      action: "update_website_settings",
      entity: "website_config",
      entityId: String(CONFIG_ID),
      details: { changed_fields: siteConfigDefinition.changedLabels(existing ?? {}, input) },
    });
    const { id: _id, updatedAt: _updatedAt, ...config } = saved;
    return config;
  });
}

export type SaveSiteSettingsResult =
  | { ok: true; config: SiteConfig }
  | { ok: false; submission: ReturnType<typeof parseSiteSettings> };

/**
 * Checks the posted form and saves it; a refused form writes nothing. A field still holding
 * the default it was shown with is stored empty, so that it keeps following that default
 * (values-in-use.ts).
 */
export async function saveSiteSettingsForm(
  db: Database,
  actorId: string | null,
  formData: FormData,
): Promise<SaveSiteSettingsResult> {
  const submission = parseSiteSettings(formData);
  if (submission.status !== "success") return { ok: false, submission };
  const { config } = await getSiteConfigForAdmin(db);
  const output = valuesToStore(submission.value, defaultsInUse(config));
  return { ok: true, config: await saveSiteConfig(db, actorId, storedSiteConfig(output)) };
}
