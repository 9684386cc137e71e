import { and, eq, or, sql } from "drizzle-orm";
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
  /** The form's submission key and the hash of what it posted (ADR 0031), when it sent one. */
  submissionKey?: string | null;
  submissionHash?: string | null;
};

/** The lead already stored for a form's submission (its key and content hash), if any. */
export async function findLeadOfSubmission(
  db: Database,
  submission: { key: string; hash: string },
): Promise<{ id: string } | undefined> {
  const [stored] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.submissionKey, submission.key), eq(leads.submissionHash, submission.hash)))
    .limit(1);
  return stored;
}

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
 * where its sender's visit came from (visitCampaignOf), none when unknown. A repeat of a stored
 * submission (same key and content hash, ADR 0031) stores and queues nothing: `repeated`, with
 * the id of the lead it repeats.
 */
export async function createLead(
  db: Database,
  lead: NewLead,
  campaign: VisitCampaign | null = null,
  notifications: readonly NotificationKind[] = ["lead_email"],
): Promise<{ id: string; repeated: boolean }> {
  return db.transaction((tx) => insertLead(tx, lead, campaign, notifications));
}

/**
 * createLead's work inside a transaction the caller holds, for a change that stores a lead
 * with something else (a demo booking): the same duplicate and repeat rules.
 */
export async function insertLead(
  tx: Database,
  lead: NewLead,
  campaign: VisitCampaign | null,
  notifications: readonly NotificationKind[],
): Promise<{ id: string; repeated: boolean }> {
  const whatsappE164 = e164Digits(lead.whatsappNumber);
  const possibleDuplicate = await hasEarlierMatch(tx, lead.email, whatsappE164);
  // A repeat sent while the first is still being stored waits here for it (the unique
  // index), then finds it below.
  const [stored] = await tx
    .insert(leads)
    .values({ ...lead, ...campaign, whatsappE164, possibleDuplicate })
    .onConflictDoNothing({ target: [leads.submissionKey, leads.submissionHash] })
    .returning({ id: leads.id });
  if (!stored) {
    const { submissionKey: key, submissionHash: hash } = lead;
    const earlier = key && hash ? await findLeadOfSubmission(tx, { key, hash }) : undefined;
    if (!earlier) throw new Error("The lead was not stored");
    return { id: earlier.id, repeated: true };
  }
  if (notifications.length > 0) {
    await tx
      .insert(notificationOutbox)
      .values(notifications.map((kind) => ({ kind, leadId: stored.id })));
  }
  return { id: stored.id, repeated: false };
}
