import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { Locale, NotificationKind } from "#app/db/enums.ts";
import { bookings } from "#app/db/schema.ts";
import { EXCLUSION_VIOLATION, hasSqlState } from "#app/db/sql-state.ts";
import { isTimeZone } from "#app/lib/wall-clock.ts";
import type { VisitCampaign } from "#app/modules/analytics/visit-campaign.server.ts";
import { DEMO_BOOKING_SOURCE } from "#app/modules/leads/lead-touch.ts";
import { findLeadOfSubmission, insertLead, type NewLead } from "#app/modules/leads/leads.server.ts";
import { meetingTimes, recordBookingEvent } from "./booking-changes.server.ts";
import { queueBookingMessages } from "./booking-messages.server.ts";
import { bookingRefusal } from "./booking-refusals.ts";
import { bookingLinkTokens, tokenHash } from "./booking-tokens.server.ts";
import { type BookingHost, readHostSchedules } from "./host-schedules.server.ts";
import { meetingUid } from "./meeting-invite.ts";
import { hostTakingStart } from "./schedule-starts.ts";

// Book a Demo's one write: the lead and its booking together, or neither
// (docs/decisions/0043-bookings-in-the-database.md).

export type DemoBookingRequest = {
  /** The host of their page (/book/{slug}); none: whichever free host has the fewest meetings. */
  host?: { slug: string };
  /** The start chosen, an instant (ms). */
  start: number;
  /** The visitor's IANA zone and the page's language: their confirmation and e-mails. */
  timeZone: string;
  locale: Locale;
  /** The visitor's details and what the lead form adds: a plan, consent, the visit, the submission. */
  lead: Omit<NewLead, "source" | "locale">;
  notes?: string | null;
  /** Where the visitor's visit came from (visitCampaignOf), as for every lead. */
  campaign?: VisitCampaign | null;
  /** What the new lead queues, as createLead does. */
  notifications?: readonly NotificationKind[];
  /** The site's host name: the invitation's UID is the booking's id at it. */
  siteHost: string;
  /** The key the booking's link secrets are derived from (bookingLinkTokens). */
  linkKey: string;
  now?: number;
};

export type BookedDemo = {
  id: string;
  leadId: string;
  host: BookingHost;
  startsAt: Date;
  endsAt: Date;
  uid: string;
  sequence: number;
};

export type DemoBookingResult =
  /** The links' secrets: only their hashes are kept. */
  | { repeated: false; booking: BookedDemo; tokens: { reschedule: string; cancel: string } }
  /** The same submission again (a retry): the booking it made, no new secrets. */
  | { repeated: true; leadId: string; bookingId: string | null };

/**
 * Creates the lead (source demo_booking, the campaign, duplicate and join rules of every lead) and
 * books the meeting, in one transaction. The time must be one offered now: the hosts' rows are
 * locked while it is checked and taken, and the exclusion constraint refuses an overlap that
 * gets past that; either way the visitor is told the time was just taken and nothing is stored.
 */
export async function bookDemo(
  db: Database,
  request: DemoBookingRequest,
): Promise<DemoBookingResult> {
  const now = request.now ?? Date.now();
  if (!isTimeZone(request.timeZone)) throw bookingRefusal("unknown_zone");
  if (!Number.isSafeInteger(request.start)) throw bookingRefusal("impossible_time");
  try {
    return await db.transaction(async (tx) => {
      const schedules = await readHostSchedules(tx, request.host ?? "all", { now, lock: true });
      // After the lock: a copy of this submission sent at the same moment has committed by now.
      const earlier = await earlierBookingOf(tx, request.lead);
      if (earlier) return earlier;
      if (request.host && schedules.length === 0) throw bookingRefusal("host_not_found");
      if (!schedules.some((schedule) => schedule.host.takingDemos)) {
        throw bookingRefusal(request.host ? "host_unavailable" : "no_hosts");
      }
      const { host } = hostTakingStart(schedules, request.start, now);

      const lead = await insertLead(
        tx,
        { ...request.lead, source: DEMO_BOOKING_SOURCE, locale: request.locale },
        request.campaign ?? null,
        request.notifications ?? ["lead_email"],
        // The same person's live lead takes the booking (docs/decisions/0047-one-lead-across-channels.md).
        { joinSamePerson: true },
      );
      // The same submission, stored meanwhile by a request that held the hosts before us.
      if (lead.repeated) return { repeated: true, ...(await bookingOfLead(tx, lead.id)) };

      const id = randomUUID();
      const times = meetingTimes(host, request.start);
      const tokens = bookingLinkTokens(request.linkKey, id);
      const [stored] = await tx
        .insert(bookings)
        .values({
          id,
          hostId: host.id,
          leadId: lead.id,
          ...times,
          timeZone: request.timeZone,
          locale: request.locale,
          uid: meetingUid(id, request.siteHost),
          rescheduleTokenHash: tokenHash(tokens.reschedule),
          cancelTokenHash: tokenHash(tokens.cancel),
          notes: request.notes || null,
        })
        .returning({ uid: bookings.uid, sequence: bookings.sequence });
      await queueBookingMessages(tx, { id, ...times, ...stored! }, "booked", now);
      await recordBookingEvent(tx, lead.id, {
        action: "booked",
        booking_id: id,
        starts_at: times.startsAt.toISOString(),
      });
      return {
        repeated: false,
        booking: {
          id,
          leadId: lead.id,
          host,
          startsAt: times.startsAt,
          endsAt: times.endsAt,
          ...stored!,
        },
        tokens,
      };
    });
  } catch (error) {
    // Another booking holds the time (one that got past the lock: the console, another path).
    if (hasSqlState(error, EXCLUSION_VIOLATION)) throw bookingRefusal("time_taken");
    throw error;
  }
}

/** The booking a repeated submission made earlier, if this request repeats one (ADR 0031). */
async function earlierBookingOf(
  tx: Database,
  lead: DemoBookingRequest["lead"],
): Promise<DemoBookingResult | null> {
  const { submissionKey: key, submissionHash: hash } = lead;
  if (!key || !hash) return null;
  const earlier = await findLeadOfSubmission(tx, { key, hash });
  return earlier ? { repeated: true, ...(await bookingOfLead(tx, earlier.id)) } : null;
}

async function bookingOfLead(tx: Database, leadId: string) {
  const [booking] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.leadId, leadId))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  return { leadId, bookingId: booking?.id ?? null };
}
