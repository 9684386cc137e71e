import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { BookingMessageKind } from "#app/db/enums.ts";
import { bookingHosts, users } from "#app/db/schema.ts";
import { ruleErrorOf } from "#app/lib/rule-error.ts";
import { hostBookingMessage } from "#app/modules/bookings/booking-message-host.ts";
import {
  isHostMessage,
  type MessageContext,
  STAGE_OF_KIND,
} from "#app/modules/bookings/booking-message-parts.ts";
import { visitorBookingMessage } from "#app/modules/bookings/booking-message-visitor.ts";
import { readBookingOfLink } from "#app/modules/bookings/booking-of-link.server.ts";
import { bookingLinkTokens } from "#app/modules/bookings/booking-tokens.server.ts";
import type { MailMessage, OutboxDelivery } from "./outbox.server.ts";

// A booking's e-mail (queueBookingMessages), written when it goes out from the booking as it is
// then: a row a later change superseded (its SEQUENCE is behind the booking's) is done without
// a mail, as are a reminder of a meeting no longer booked or already begun, an invitation to a
// meeting that is over (the mail server was away), and a host's e-mail once the host's account
// is gone.

export type BookingMessageRow = {
  kind: BookingMessageKind;
  bookingId: string | null;
  sequence: number | null;
  /** A reassigned meeting's former host, whom its host's cancellation goes to. */
  recipientId: string | null;
};

/** A former host as their e-mail addresses them: their zone now, else the meeting's. */
async function formerHost(db: Database, userId: string) {
  const [host] = await db
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(${users.name}, ''), ${users.email})`,
      email: users.email,
      timeZone: bookingHosts.timeZone,
    })
    .from(users)
    .leftJoin(bookingHosts, eq(bookingHosts.userId, users.id))
    .where(eq(users.id, userId));
  return host;
}

/** The sender's address alone, from `Name <address>` or a bare address. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** The e-mail `row` stands for now, or null when nothing is to be sent any more. */
export async function bookingMail(
  db: Database,
  row: BookingMessageRow,
  delivery: Pick<OutboxDelivery, "mailFrom" | "siteTitle" | "adminUrl" | "bookingLinkKey">,
  now: Date,
): Promise<MailMessage | null> {
  if (!row.bookingId || row.sequence === null || !delivery.bookingLinkKey) return null;
  const tokens = bookingLinkTokens(delivery.bookingLinkKey, row.bookingId);
  // Read as its own link opens it: the same booking, host and place its pages show.
  const booking = await readBookingOfLink(db, tokens.reschedule, "reschedule").catch((error) => {
    // The links are derived from the key the booking was made under; a key replaced since
    // would leave every booking e-mail failing here, where the outbox's errors show it.
    if (ruleErrorOf(error)) throw new Error("The booking-link key does not open this booking");
    throw error;
  });
  if (booking.sequence !== row.sequence) return null;
  const stage = STAGE_OF_KIND[row.kind];
  const isReminder = stage === "reminderDay" || stage === "reminderHour";
  if (isReminder && (booking.status !== "booked" || booking.startsAt <= now)) return null;
  if (stage !== "cancellation" && booking.endsAt <= now) return null;
  const siteTitle = await delivery.siteTitle();
  const context: MessageContext = {
    siteTitle,
    siteUrl: delivery.adminUrl,
    tokens,
    fallbackOrganizer: { name: siteTitle, email: addressOf(delivery.mailFrom) },
    now: now.getTime(),
  };
  let message: ReturnType<typeof visitorBookingMessage>;
  if (isHostMessage(row.kind)) {
    if (stage === "reminderDay" || stage === "reminderHour") return null;
    if (row.recipientId) {
      const former = await formerHost(db, row.recipientId);
      if (!former) return null;
      message = hostBookingMessage(
        {
          ...booking,
          host: {
            ...former,
            timeZone: former.timeZone ?? booking.timeZone,
            place: booking.host?.place ?? { kind: "phone", details: "" },
          },
        },
        stage,
        context,
        { handedTo: booking.host?.name ?? siteTitle },
      );
    } else {
      if (!booking.host) return null;
      message = hostBookingMessage({ ...booking, host: booking.host }, stage, context);
    }
  } else {
    message = visitorBookingMessage(booking, stage, context);
  }
  const { invite, ...mail } = message;
  return {
    from: delivery.mailFrom,
    ...mail,
    // Retries of one e-mail share its Message-ID, so a repeat is recognizable.
    messageId: `<booking-${booking.id}-${row.kind}-${row.sequence}@dmflow.notifications>`,
    icalEvent: { method: invite.method, filename: "invite.ics", content: invite.content },
  };
}
