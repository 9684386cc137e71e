import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { Locale, NotificationKind } from "#app/db/enums.ts";
import { leads, leadTouches, notificationOutbox } from "#app/db/schema.ts";
import type { VisitCampaign } from "#app/modules/analytics/visit-campaign.server.ts";
import { recordLeadEvent } from "./lead-timeline.server.ts";
import { touchKindOf } from "./lead-touch.ts";
import { emailKeyOf, samePerson } from "./same-person.server.ts";
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
  // Its touch, whether the submission made the lead or joined one (ADR 0047).
  const [stored] = await db
    .select({ id: leadTouches.leadId })
    .from(leadTouches)
    .where(
      and(
        eq(leadTouches.submissionKey, submission.key),
        eq(leadTouches.submissionHash, submission.hash),
      ),
    )
    .limit(1);
  return stored;
}

/**
 * Whether an earlier lead has this e-mail or WhatsApp number: one probe on each of
 * leads_email_key_idx and leads_whatsapp_e164_idx.
 */
async function hasEarlierMatch(db: Database, email: string, whatsappE164: string | null) {
  const [match] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(samePerson(emailKeyOf(email), whatsappE164))
    .limit(1);
  return match !== undefined;
}

/**
 * The person's lead that a new arrival joins: the first one still live (not deleted, not merged
 * away), locked so a merge or a delete waits for the join.
 */
async function liveLeadOf(tx: Database, email: string, whatsappE164: string | null) {
  const [lead] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(samePerson(emailKeyOf(email), whatsappE164), isNull(leads.deletedAt)))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(1)
    .for("update");
  return lead;
}

/** How a lead arrives besides what was sent (ADR 0047). */
export type LeadArrival = {
  /** A live lead of the same person takes this arrival as a touch instead of a new lead. */
  joinSamePerson?: boolean;
  /** The chat's reference code and the page it was started on, for a chat the team entered. */
  chatCode?: string | null;
  chatPage?: string | null;
  /** The console user who entered it; null for the visitor. */
  actorId?: string | null;
};

export type StoredLead = {
  id: string;
  /** The same submission was stored before: nothing new now. */
  repeated: boolean;
  /** The person's existing lead took it as a touch: no new lead. */
  joined: boolean;
};

/**
 * Stores a lead and queues its notification in one transaction: once this returns, the lead
 * and the promise to tell the team are both on disk, whatever happens to the mail server. A
 * lead matching an earlier one is stored all the same, marked as a possible duplicate, unless
 * `arrival` joins it to the person's live lead (ADR 0047). `campaign`: where its sender's visit
 * came from (visitCampaignOf), none when unknown. A repeat of a stored submission (same key and
 * content hash, ADR 0031) stores and queues nothing: `repeated`, with the id of its lead.
 */
export async function createLead(
  db: Database,
  lead: NewLead,
  campaign: VisitCampaign | null = null,
  notifications: readonly NotificationKind[] = ["lead_email"],
  arrival: LeadArrival = {},
): Promise<StoredLead> {
  return db.transaction((tx) => insertLead(tx, lead, campaign, notifications, arrival));
}

/**
 * createLead's work inside a transaction the caller holds, for a change that stores a lead
 * with something else (a demo booking): the same duplicate, join and repeat rules. Every lead
 * gets its first touch; a join adds a touch, a timeline entry with what was sent, and the
 * notifications of a returning person, to the lead it joins.
 */
export async function insertLead(
  tx: Database,
  lead: NewLead,
  campaign: VisitCampaign | null,
  notifications: readonly NotificationKind[],
  arrival: LeadArrival = {},
): Promise<StoredLead> {
  const whatsappE164 = e164Digits(lead.whatsappNumber);
  const touch = {
    kind: touchKindOf(lead.source),
    source: lead.source,
    chatCode: arrival.chatCode ?? null,
    page: arrival.chatPage ?? null,
    locale: lead.locale ?? "en",
    visitorDay: lead.visitorDay ?? null,
    visitorId: lead.visitorId ?? null,
    ...campaign,
    submissionKey: lead.submissionKey ?? null,
    submissionHash: lead.submissionHash ?? null,
  };
  if (arrival.joinSamePerson) {
    const existing = await liveLeadOf(tx, lead.email, whatsappE164);
    if (existing) {
      return joinLead(tx, existing.id, lead, { ...touch, leadId: existing.id }, notifications, {
        actorId: arrival.actorId ?? null,
      });
    }
  }
  const possibleDuplicate = await hasEarlierMatch(tx, lead.email, whatsappE164);
  // A repeat sent while the first is still being stored waits here for it (the unique
  // index), then finds it below.
  const [stored] = await tx
    .insert(leads)
    .values({ ...lead, ...campaign, whatsappE164, possibleDuplicate })
    .onConflictDoNothing({ target: [leads.submissionKey, leads.submissionHash] })
    .returning({ id: leads.id });
  if (!stored) return repeatOf(tx, lead, false);
  await tx.insert(leadTouches).values({ ...touch, leadId: stored.id });
  if (notifications.length > 0) {
    await tx
      .insert(notificationOutbox)
      .values(notifications.map((kind) => ({ kind, leadId: stored.id })));
  }
  return { id: stored.id, repeated: false, joined: false };
}

/** The lead a repeated submission stored, found after its unique index made this one wait. */
async function repeatOf(tx: Database, lead: NewLead, joined: boolean): Promise<StoredLead> {
  const { submissionKey: key, submissionHash: hash } = lead;
  const earlier = key && hash ? await findLeadOfSubmission(tx, { key, hash }) : undefined;
  if (!earlier) throw new Error("The lead was not stored");
  return { id: earlier.id, repeated: true, joined };
}

/** What the person sent this time, kept on the timeline (the lead's own fields stay). */
function sentFields(lead: NewLead): Record<string, string> {
  const fields = {
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    whatsapp_number: lead.whatsappNumber,
    country: lead.country,
    business_type: lead.businessType,
    selected_plan: lead.selectedPlan,
    message: lead.message,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

async function joinLead(
  tx: Database,
  leadId: string,
  lead: NewLead,
  touch: typeof leadTouches.$inferInsert,
  notifications: readonly NotificationKind[],
  { actorId }: { actorId: string | null },
): Promise<StoredLead> {
  const [stored] = await tx
    .insert(leadTouches)
    .values(touch)
    .onConflictDoNothing({ target: [leadTouches.submissionKey, leadTouches.submissionHash] })
    .returning({ id: leadTouches.id });
  if (!stored) return repeatOf(tx, lead, true);
  await recordLeadEvent(tx, {
    leadId,
    kind: "touch",
    actorId,
    details: {
      touch_id: stored.id,
      channel: touch.kind,
      source: touch.source,
      ...(touch.chatCode ? { chat_code: touch.chatCode } : {}),
      ...(touch.utmCampaign ? { campaign: touch.utmCampaign } : {}),
      fields: sentFields(lead),
    },
  });
  await tx.update(leads).set({ updatedAt: sql`now()` }).where(eq(leads.id, leadId));
  if (notifications.length > 0) {
    await tx
      .insert(notificationOutbox)
      .values(notifications.map((kind) => ({ kind, leadId, touchId: stored.id })));
  }
  return { id: leadId, repeated: false, joined: true };
}
