import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { websiteSettings } from "#app/db/schema.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { DEFAULT_LEAD_CONSENT, type LeadConsent, leadConsentSchema } from "./lead-consent.ts";

/** Where Website Settings keeps the consent checkbox. */
export const LEAD_CONSENT_SETTING = "lead_form_consent";

/** The consent checkbox as the owner set it; off until they do. */
export async function getLeadConsent(db: Database): Promise<LeadConsent> {
  const [row] = await db
    .select({ value: websiteSettings.settingValue })
    .from(websiteSettings)
    .where(eq(websiteSettings.settingKey, LEAD_CONSENT_SETTING));
  const parsed = leadConsentSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_LEAD_CONSENT;
}

/** Saves the consent checkbox (already validated), with an activity entry. */
export async function saveLeadConsent(
  db: Database,
  actorId: string | null,
  consent: LeadConsent,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(websiteSettings)
      .values({ settingKey: LEAD_CONSENT_SETTING, settingValue: consent })
      .onConflictDoUpdate({
        target: websiteSettings.settingKey,
        set: { settingValue: consent, updatedAt: sql`now()` },
      });
    await recordActivity(tx, {
      userId: actorId,
      action: "update_lead_consent",
      entity: "settings",
      entityId: LEAD_CONSENT_SETTING,
      details: { enabled: consent.enabled, label: consent.label },
    });
  });
}
