import type { LeadEventKind } from "#app/db/enums.ts";
import { formatConsoleDateTime } from "#app/lib/console-dates.ts";
import { leadSourceLabel } from "./lead-source.ts";
import { leadStatusLabel } from "./leads-admin-display.ts";

// How the lead detail view tells its timeline: one sentence per entry, from what was stored.

export type TimelineItem = {
  /** Unique across kinds: `event-<id>` or `delivery-<id>`. */
  key: string;
  kind: LeadEventKind | "notification";
  /** The note's id, for editing; null for other entries. */
  noteId: number | null;
  actorId: string | null;
  /** Who did it, as shown; null for the system. */
  actorName: string | null;
  body: string | null;
  details: Record<string, unknown>;
  at: Date;
  /** When a note was last edited; null when never. */
  editedAt: Date | null;
};

const str = (value: unknown): string | null => (typeof value === "string" && value ? value : null);

/**
 * What happened, as a sentence without its author (shown beside it); times in `timeZone`, the
 * site's.
 */
export function describeTimelineItem(item: TimelineItem, timeZone = "UTC"): string {
  const { details } = item;
  switch (item.kind) {
    case "note":
      return item.editedAt ? "Note (edited)" : "Note";
    case "status": {
      const previous = str(details.previous_status);
      const to = `Status changed to ${leadStatusLabel(details.status)}`;
      return previous ? `${to} (was ${leadStatusLabel(previous)})` : to;
    }
    case "assignment": {
      const owner = str(details.owner);
      const previous = str(details.previous_owner) ?? "a former admin";
      if (details.reason === "deactivated") return `Unassigned: ${previous} was deactivated`;
      if (details.reason === "deleted") return `Unassigned: ${previous} was deleted`;
      if (!details.owner_id) return `Unassigned (was ${previous})`;
      return details.previous_owner_id
        ? `Assigned to ${owner ?? "an admin"} (was ${previous})`
        : `Assigned to ${owner ?? "an admin"}`;
    }
    case "reminder":
      return details.cleared ? "Follow-up reminder cleared" : "Follow-up reminder set";
    case "whatsapp":
      return "Contacted via WhatsApp";
    case "merge":
      return details.direction === "into"
        ? "Merged into another lead"
        : "Another lead was merged into this one";
    case "booking": {
      // Written by app/modules/bookings in the transaction of the change; its times in the
      // site's zone, as the rest of the console shows them.
      const when = (value: unknown) =>
        str(value) ? formatConsoleDateTime(value as string, timeZone) : null;
      const startsAt = when(details.starts_at);
      const previous = when(details.previous_starts_at);
      const reason = str(details.reason);
      switch (details.action) {
        case "rescheduled":
          return `Demo rescheduled${startsAt ? ` to ${startsAt}` : ""}${previous ? ` (was ${previous})` : ""}`;
        case "cancelled": {
          const cancelled = `Demo${startsAt ? ` of ${startsAt}` : ""} cancelled`;
          return reason ? `${cancelled}: ${reason}` : cancelled;
        }
        case "done":
          return `Demo${startsAt ? ` of ${startsAt}` : ""} done`;
        case "no_show":
          return `Demo${startsAt ? ` of ${startsAt}` : ""} missed (no-show)`;
        case "reassigned":
          return `Demo${startsAt ? ` of ${startsAt}` : ""} moved to ${str(details.host) ?? "another host"}`;
        default:
          return `Demo booked${startsAt ? ` for ${startsAt}` : ""}`;
      }
    }
    case "touch": {
      // The person came back (docs/decisions/0047-one-lead-across-channels.md).
      const code = str(details.chat_code);
      const campaign = str(details.campaign);
      const source = str(details.source);
      return [
        `Came back through ${source ? leadSourceLabel(source) : "another channel"}`,
        code ? ` (code ${code})` : "",
        campaign ? `, campaign ${campaign}` : "",
      ].join("");
    }
    case "notification": {
      const channel =
        details.channel === "webhook" ? "Webhook notification" : "E-mail notification";
      if (details.sent) return `${channel} delivered`;
      const attempts = Number(details.attempts) || 0;
      return `${channel} not delivered yet (${attempts} ${attempts === 1 ? "attempt" : "attempts"})`;
    }
  }
}

/** What a returning person sent, as the timeline shows it under its entry: fields, message. */
export function touchSent(item: TimelineItem): { fields: string | null; message: string | null } {
  const sent = (item.details.fields ?? {}) as Record<string, unknown>;
  const fields = ["name", "email", "phone", "whatsapp_number", "selected_plan"]
    .map((key) => str(sent[key]))
    .filter((value) => value !== null);
  return { fields: fields.length ? fields.join(" · ") : null, message: str(sent.message) };
}

/**
 * Who did it, as shown beside it: the console user, else a note's former author, a booking's
 * visitor (by the booking page or their links), a returning person, or the system.
 */
export function timelineAuthor(item: TimelineItem): string {
  if (item.actorName) return item.actorName;
  if (item.kind === "note") return "A former admin";
  return item.kind === "booking" || item.kind === "touch" ? "The visitor" : "System";
}
