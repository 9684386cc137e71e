import type { LeadEventKind } from "#app/db/enums.ts";
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

/** What happened, as a sentence without its author (shown beside it). */
export function describeTimelineItem(item: TimelineItem): string {
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
      // Written by app/modules/bookings in the transaction of the change.
      const reason = str(details.reason);
      if (details.action === "rescheduled") return "Demo rescheduled";
      if (details.action === "cancelled")
        return reason ? `Demo cancelled: ${reason}` : "Demo cancelled";
      if (details.action === "done") return "Demo done";
      if (details.action === "no_show") return "Demo missed (no-show)";
      return "Demo booked";
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
