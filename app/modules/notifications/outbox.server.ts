import { and, count, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { BOOKING_MESSAGE_KINDS, type BookingMessageKind } from "#app/db/enums.ts";
import { leadEvents, leads, leadTouches, notificationOutbox, users } from "#app/db/schema.ts";
import { withoutControlCharacters } from "#app/lib/control-characters.ts";
import type { OutboundRequest } from "#app/modules/security/outbound-request.server.ts";
import { accountLockedEmail } from "./account-locked.ts";
import { bookingMail } from "./booking-delivery.server.ts";
import { loadFollowUpDigest, siteDayAndHour } from "./follow-up-digest.server.ts";
import { followUpDigestEmail } from "./follow-up-digest.ts";
import {
  type LeadForNotification,
  leadEmail,
  leadWebhook,
  type ReturningTouch,
  retryDelayMs,
} from "./lead-message.ts";
import { postWebhook } from "./webhook-delivery.server.ts";

// The lead notification outbox (send-lead-notification). Rows are written with the lead
// (leads.server.ts); this delivers them. A row is claimed by pushing its next attempt out by a
// lease in one short transaction (FOR UPDATE SKIP LOCKED, so several instances never take the
// same row), delivered outside any transaction, then marked sent, or rescheduled with a
// growing delay. A process that dies mid-delivery leaves the lease to expire and the row is
// tried again; retries of one lead's mail share a Message-ID, so a repeat is recognizable.
// An owner's follow-up digest (follow-up-digest.server.ts) and a demo booking's e-mails
// (booking-delivery.server.ts) go out the same way.

export type MailMessage = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  replyTo?: string;
  /** A meeting's invitation: a text/calendar part with its method, and invite.ics attached. */
  icalEvent?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
};

export type OutboxDelivery = {
  /** Sends an e-mail; throws when the mail server refuses or cannot be reached. */
  sendMail?: (message: MailMessage) => Promise<void>;
  mailFrom: string;
  /** Who gets lead e-mails; none means e-mail is not configured and rows wait. */
  recipients: () => Promise<string[]>;
  /** Where lead webhooks go now; none means the webhook is not configured and rows wait. */
  webhook?: () => Promise<{ url: string; secret: string } | undefined>;
  /** How webhooks are posted: the outbound guard. */
  outbound: OutboundRequest;
  siteTitle: () => Promise<string>;
  /** The site's address (PUBLIC_URL): the console's and the public pages' links start with it. */
  adminUrl: string;
  /** The key of the bookings' reschedule and cancel links; none: booking e-mails wait. */
  bookingLinkKey?: string;
  /** The site's time zone: the day a digest is for, and the times it shows. */
  timeZone: string;
};

const LEASE_MS = 5 * 60_000;

type ClaimedRow = {
  id: number;
  kind: string;
  leadId: string | null;
  recipientId: string | null;
  digestDay: string | null;
  bookingId: string | null;
  sequence: number | null;
  touchId: number | null;
  attempts: number;
  createdAt: Date;
};

async function claimDue(
  db: Database,
  kinds: string[],
  now: Date,
  batchSize: number,
): Promise<ClaimedRow[]> {
  if (kinds.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(
        and(
          isNull(notificationOutbox.sentAt),
          lte(notificationOutbox.nextAttemptAt, now),
          inArray(notificationOutbox.kind, kinds),
        ),
      )
      .orderBy(notificationOutbox.nextAttemptAt)
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(notificationOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(
        inArray(
          notificationOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: notificationOutbox.id,
        kind: notificationOutbox.kind,
        leadId: notificationOutbox.leadId,
        recipientId: notificationOutbox.recipientId,
        digestDay: notificationOutbox.digestDay,
        bookingId: notificationOutbox.bookingId,
        sequence: notificationOutbox.sequence,
        touchId: notificationOutbox.touchId,
        attempts: notificationOutbox.attempts,
        createdAt: notificationOutbox.createdAt,
      });
  });
}

async function loadLead(db: Database, id: string): Promise<LeadForNotification | undefined> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  return lead;
}

/**
 * Sends an owner's digest. A digest for a day that is over, for an owner who is no longer an
 * active admin, or with nothing due any more is done without a mail.
 */
async function deliverDigest(db: Database, row: ClaimedRow, delivery: OutboxDelivery, now: Date) {
  if (!delivery.sendMail) throw new Error("E-mail is not configured");
  if (!row.recipientId || !row.digestDay) return;
  if (siteDayAndHour(now, delivery.timeZone).day !== row.digestDay) return;
  const digest = await loadFollowUpDigest(db, row.recipientId, row.digestDay, delivery.timeZone);
  if (!digest || digest.dueToday.length + digest.overdue.length === 0) return;
  const mail = followUpDigestEmail(
    digest,
    await delivery.siteTitle(),
    delivery.adminUrl,
    delivery.timeZone,
  );
  await delivery.sendMail({
    from: delivery.mailFrom,
    to: [digest.email],
    ...mail,
    messageId: `<follow-ups-${row.recipientId}-${row.digestDay}@dmflow.notifications>`,
  });
}

/** Tells an admin that failed sign-ins locked their account, at the time it was queued. */
async function deliverLockNotice(db: Database, row: ClaimedRow, delivery: OutboxDelivery) {
  if (!delivery.sendMail) throw new Error("E-mail is not configured");
  if (!row.recipientId) return;
  const [account] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, row.recipientId));
  if (!account) return;
  const mail = accountLockedEmail(
    { name: account.name || account.email, lockedAt: row.createdAt },
    await delivery.siteTitle(),
    delivery.adminUrl,
    delivery.timeZone,
  );
  await delivery.sendMail({
    from: delivery.mailFrom,
    to: [account.email],
    ...mail,
    messageId: `<account-locked-${row.id}@dmflow.notifications>`,
  });
}

const isBookingMessage = (kind: string): kind is BookingMessageKind =>
  (BOOKING_MESSAGE_KINDS as readonly string[]).includes(kind);

/** Sends a booking's e-mail as the booking is now; one superseded is done without a mail. */
async function deliverBookingMail(
  db: Database,
  row: ClaimedRow & { kind: BookingMessageKind },
  delivery: OutboxDelivery,
  now: Date,
) {
  if (!delivery.sendMail) throw new Error("E-mail is not configured");
  const mail = await bookingMail(db, row, delivery, now);
  if (mail) await delivery.sendMail(mail);
}

/**
 * The touch a returning person came back through (ADR 0047), with what they sent as its
 * timeline entry keeps it.
 */
async function loadReturningTouch(db: Database, touchId: number): Promise<ReturningTouch> {
  const [touch] = await db
    .select({
      source: leadTouches.source,
      utmCampaign: leadTouches.utmCampaign,
      landingPage: leadTouches.landingPage,
      createdAt: leadTouches.createdAt,
      details: leadEvents.details,
    })
    .from(leadTouches)
    .leftJoin(
      leadEvents,
      and(
        eq(leadEvents.leadId, leadTouches.leadId),
        eq(leadEvents.kind, "touch"),
        sql`(${leadEvents.details} ->> 'touch_id')::bigint = ${leadTouches.id}`,
      ),
    )
    .where(eq(leadTouches.id, touchId))
    .limit(1);
  if (!touch) throw new Error("The touch of a returning lead was not found");
  const { details, ...rest } = touch;
  return { ...rest, fields: (details?.fields ?? {}) as Record<string, string> };
}

async function deliver(
  db: Database,
  row: ClaimedRow,
  lead: LeadForNotification,
  delivery: OutboxDelivery,
) {
  const returning = row.touchId ? await loadReturningTouch(db, row.touchId) : undefined;
  if (row.kind === "lead_email") {
    const recipients = await delivery.recipients();
    if (!delivery.sendMail || recipients.length === 0) throw new Error("E-mail is not configured");
    const mail = leadEmail(lead, await delivery.siteTitle(), delivery.adminUrl, returning);
    await delivery.sendMail({
      from: delivery.mailFrom,
      to: recipients,
      ...mail,
      // Retries of one message share its id: the lead's, or its touch's for a returning person.
      messageId: `<lead-${lead.id}${row.touchId ? `-touch-${row.touchId}` : ""}@dmflow.notifications>`,
    });
    return;
  }
  const webhook = await delivery.webhook?.();
  if (!webhook) throw new Error("The webhook is not configured");
  await postWebhook(
    delivery.outbound,
    webhook.url,
    leadWebhook(lead, webhook.secret, Date.now(), returning),
  );
}

/** The kinds of rows this configuration can deliver now. */
export async function deliverableKinds(delivery: OutboxDelivery): Promise<string[]> {
  const kinds: string[] = [];
  if (delivery.sendMail && (await delivery.recipients()).length > 0) kinds.push("lead_email");
  if (delivery.sendMail) kinds.push("follow_up_digest", "account_locked");
  if (delivery.sendMail && delivery.bookingLinkKey) kinds.push(...BOOKING_MESSAGE_KINDS);
  if (await delivery.webhook?.()) kinds.push("lead_webhook");
  return kinds;
}

/**
 * Delivers what is due, one batch; returns how many were sent and how many failed. Rows of a
 * kind that is not configured are left waiting (nothing is lost while SMTP is unset).
 */
export async function processOutbox(
  db: Database,
  delivery: OutboxDelivery,
  options: { now?: Date; batchSize?: number; retryBaseMs?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  const claimed = await claimDue(
    db,
    await deliverableKinds(delivery),
    now,
    options.batchSize ?? 20,
  );
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      if (row.kind === "follow_up_digest") await deliverDigest(db, row, delivery, now);
      else if (row.kind === "account_locked") await deliverLockNotice(db, row, delivery);
      else if (isBookingMessage(row.kind)) {
        await deliverBookingMail(db, { ...row, kind: row.kind }, delivery, now);
      } else {
        const lead = row.leadId ? await loadLead(db, row.leadId) : undefined;
        if (lead) await deliver(db, row, lead, delivery);
      }
      await db
        .update(notificationOutbox)
        .set({ sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
        .where(eq(notificationOutbox.id, row.id));
      sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      await db
        .update(notificationOutbox)
        .set({
          attempts,
          // A mail server's or a webhook's answer: one NUL in it would fail this update, and
          // with it the rest of the batch.
          lastError: withoutControlCharacters(
            error instanceof Error ? error.message : String(error),
            { keepLineBreaks: true },
          ).slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, options.retryBaseMs)),
        })
        .where(eq(notificationOutbox.id, row.id));
      failed++;
    }
  }
  return { sent, failed };
}

/**
 * Unsent notifications, for the dashboard: those due or tried, not a booking's reminder that is
 * simply not due yet.
 */
export async function pendingNotifications(
  db: Database,
  now = new Date(),
): Promise<{ pending: number; failing: number }> {
  const [row] = await db
    .select({
      pending: count(),
      failing: sql<number>`count(*) filter (where ${notificationOutbox.attempts} > 0)`.mapWith(
        Number,
      ),
    })
    .from(notificationOutbox)
    .where(
      and(
        isNull(notificationOutbox.sentAt),
        or(lte(notificationOutbox.nextAttemptAt, now), gt(notificationOutbox.attempts, 0)),
      ),
    );
  return { pending: row?.pending ?? 0, failing: row?.failing ?? 0 };
}
