import { eq, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { Locale, NotificationKind } from "#app/db/enums.ts";
import { leads, notificationOutbox } from "#app/db/schema.ts";
import type { VisitCampaign } from "#app/modules/analytics/visit-campaign.server.ts";
import { e164Digits } from "./whatsapp-reply.ts";

export type NewLead = {
  name: string;
  email: string;
  phone?: string | null;
  whatsappNumber?: string | null;
  country?: string | null;
  businessType?: string | null;
  message?: string | null;
  source: string;
  selectedPlan?: string | null;
  /** The language of the page the form was sent from (English when left out). */
  locale?: Locale;
  /** What the person agreed to on the form (when the consent checkbox is on). */
  consentText?: string | null;
  consentAt?: Date | null;
  consentPage?: string | null;
  /** The day's visitor id of the person who sent it (see pageViews), and that day. */
  visitorDay?: string | null;
  visitorId?: number | null;
};

/**
 * Whether an earlier lead has this e-mail (trimmed, any case) or WhatsApp number (E.164): one
 * probe on each of leads_email_key_idx and leads_whatsapp_e164_idx.
 */
async function hasEarlierMatch(db: Database, email: string, whatsappE164: string | null) {
  const [match] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      or(
        eq(leads.emailKey, sql`lower(btrim(${email}))`),
        whatsappE164 ? eq(leads.whatsappE164, whatsappE164) : undefined,
      ),
    )
    .limit(1);
  return match !== undefined;
}

/**
 * Stores a lead and queues its notification in one transaction: once this returns, the lead
 * and the promise to tell the team are both on disk, whatever happens to the mail server. A
 * lead matching an earlier one is stored all the same, marked as a possible duplicate. `campaign`:
 * where its sender's visit came from (visitCampaignOf), none when unknown.
 */
export async function createLead(
  db: Database,
  lead: NewLead,
  campaign: VisitCampaign | null = null,
  notifications: readonly NotificationKind[] = ["lead_email"],
): Promise<{ id: string }> {
  const whatsappE164 = e164Digits(lead.whatsappNumber);
  return db.transaction(async (tx) => {
    const possibleDuplicate = await hasEarlierMatch(tx, lead.email, whatsappE164);
    const [stored] = await tx
      .insert(leads)
      .values({ ...lead, ...campaign, whatsappE164, possibleDuplicate })
      .returning({ id: leads.id });
    if (!stored) throw new Error("The lead was not stored");
    if (notifications.length > 0) {
      await tx
        .insert(notificationOutbox)
        .values(notifications.map((kind) => ({ kind, leadId: stored.id })));
    }
    return stored;
  });
}
