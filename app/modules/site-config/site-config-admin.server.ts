import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { websiteConfig, websiteSettings } from "#app/db/schema.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import type { SiteConfig } from "./defaults.ts";
import { getSiteConfig, NOTIFY_TO_SETTING } from "./site-config.server.ts";
import {
  parseSiteConfig,
  type SiteConfigFieldErrors,
  type SiteConfigInput,
  type SiteConfigValues,
  valuesFromConfig,
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
  config: SiteConfig & { notifyTo: string };
  /** When it was last saved; null when no row is stored yet (the defaults are shown). */
  updatedAt: Date | null;
};

/** The configuration as the Website Settings screen shows it. */
export async function getSiteConfigForAdmin(db: Database): Promise<StoredSiteConfig> {
  const [row] = await db
    .select({ updatedAt: websiteConfig.updatedAt })
    .from(websiteConfig)
    .where(eq(websiteConfig.id, CONFIG_ID));
  const [recipients] = await db
    .select({ value: websiteSettings.settingValue })
    .from(websiteSettings)
    .where(eq(websiteSettings.settingKey, NOTIFY_TO_SETTING));
  return {
    config: {
      ...(await getSiteConfig(db)),
      notifyTo: typeof recipients?.value === "string" ? recipients.value : "",
    },
    updatedAt: row?.updatedAt ?? null,
  };
}

/**
 * The Website Settings form's values: what the site uses, defaults included (values-in-use.ts),
 * and those defaults. `serverRecipients` are the lead recipients set on the server (NOTIFY_TO).
 */
export async function getWebsiteSettings(
  db: Database,
  serverRecipients: readonly string[],
): Promise<{ values: SiteConfigValues; defaults: SiteConfigDefaults; updatedAt: Date | null }> {
  const { config, updatedAt } = await getSiteConfigForAdmin(db);
  const stored = valuesFromConfig(config);
  const defaults = defaultsInUse(stored, serverRecipients);
  return { values: valuesInUse(stored, defaults), defaults, updatedAt };
}

const EDITABLE_FIELDS = [
  "siteTitle",
  "tagline",
  "metaTitle",
  "metaDescription",
  "footerText",
  "contactEmail",
  "phone",
  "whatsappNumber",
  "address",
  "socialLinks",
  "translations",
] as const satisfies readonly (keyof SiteConfigInput)[];

function changedFields(before: SiteConfig | null, after: SiteConfigInput): string[] {
  return EDITABLE_FIELDS.filter((field) => {
    if (!before) return true;
    return JSON.stringify(before[field]) !== JSON.stringify(after[field]);
  });
}

/**
 * Saves the settings (already checked with `siteConfigFormSchema`) and records
 * `update_website_settings` in the same transaction. The logo is left as it is: it is managed
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
    const values = {
      siteTitle: input.siteTitle,
      tagline: input.tagline,
      metaTitle: input.metaTitle,
      metaDescription: input.metaDescription,
      footerText: input.footerText,
      contactEmail: input.contactEmail,
      phone: input.phone,
      whatsappNumber: input.whatsappNumber,
      address: input.address,
      socialLinks: input.socialLinks,
      translations: input.translations,
      updatedAt: sql`now()`,
    };
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
    // The lead notification recipients live beside the row (read by the notification worker).
    await tx
      .insert(websiteSettings)
      .values({ settingKey: NOTIFY_TO_SETTING, settingValue: input.notifyTo })
      .onConflictDoUpdate({
        target: websiteSettings.settingKey,
        set: { settingValue: input.notifyTo, updatedAt: sql`now()` },
      });
    await recordActivity(tx, {
      userId: actorId,
      action: "update_website_settings",
      entity: "website_config",
      entityId: String(CONFIG_ID),
      details: { changed_fields: changedFields(existing ?? null, input) },
    });
    const { id: _id, updatedAt: _updatedAt, ...config } = saved;
    return config;
  });
}

export type SaveSiteSettingsResult =
  | { ok: true; config: SiteConfig }
  | { ok: false; fieldErrors: SiteConfigFieldErrors };

/**
 * Checks the form's values and saves them; invalid values write nothing. A field still holding
 * the default it was shown with is stored empty, so that it keeps following that default
 * (values-in-use.ts); `serverRecipients` as for `getWebsiteSettings`.
 */
export async function saveSiteSettingsForm(
  db: Database,
  actorId: string | null,
  values: SiteConfigValues,
  serverRecipients: readonly string[],
): Promise<SaveSiteSettingsResult> {
  const { config } = await getSiteConfigForAdmin(db);
  const defaults = defaultsInUse(valuesFromConfig(config), serverRecipients);
  const parsed = parseSiteConfig(valuesToStore(values, defaults));
  if (!parsed.success) return { ok: false, fieldErrors: parsed.fieldErrors };
  return { ok: true, config: await saveSiteConfig(db, actorId, parsed.data) };
}
