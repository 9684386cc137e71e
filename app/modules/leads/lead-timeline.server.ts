import { and, asc, eq, isNotNull, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { LeadEventKind } from "#app/db/enums.ts";
import { leadEvents, leads, notificationOutbox, users } from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { LEAD_REFUSAL, LEADS_ENTITY } from "./lead-entity.ts";
import type { TimelineItem } from "./lead-timeline.ts";

// A lead's timeline (notes, status and owner changes, reminders, replies) and its notes.
// Every entry is written in the transaction of the change it records and of its activity
// entry, so the three agree. Notification deliveries are read from the outbox itself.

/** Writes one timeline entry; call it with the transaction of the change it records. */
export async function recordLeadEvent(
  tx: Database,
  event: {
    leadId: string;
    kind: Exclude<LeadEventKind, "note">;
    actorId: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(leadEvents).values({
    leadId: event.leadId,
    kind: event.kind,
    actorId: event.actorId,
    details: event.details ?? {},
  });
}

/** The lead's timeline, oldest first: its events and its notifications' deliveries. */
export async function listLeadTimeline(db: Database, leadId: string): Promise<TimelineItem[]> {
  const events = await db
    .select({
      id: leadEvents.id,
      kind: leadEvents.kind,
      actorId: leadEvents.actorId,
      actorName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
      body: leadEvents.body,
      details: leadEvents.details,
      createdAt: leadEvents.createdAt,
      updatedAt: leadEvents.updatedAt,
    })
    .from(leadEvents)
    .leftJoin(users, eq(users.id, leadEvents.actorId))
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
  const deliveries = await db
    .select({
      id: notificationOutbox.id,
      kind: notificationOutbox.kind,
      sentAt: notificationOutbox.sentAt,
      attempts: notificationOutbox.attempts,
      lastError: notificationOutbox.lastError,
      createdAt: notificationOutbox.createdAt,
    })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.leadId, leadId),
        or(isNotNull(notificationOutbox.sentAt), sql`${notificationOutbox.attempts} > 0`),
      ),
    );
  const items: TimelineItem[] = events.map((event) => ({
    key: `event-${event.id}`,
    kind: event.kind as LeadEventKind,
    noteId: event.kind === "note" ? event.id : null,
    actorId: event.actorId,
    actorName: event.actorName,
    body: event.body,
    details: event.details,
    at: event.createdAt,
    editedAt:
      event.kind === "note" && event.updatedAt.getTime() !== event.createdAt.getTime()
        ? event.updatedAt
        : null,
  }));
  for (const delivery of deliveries) {
    items.push({
      key: `delivery-${delivery.id}`,
      kind: "notification",
      noteId: null,
      actorId: null,
      actorName: null,
      body: null,
      details: {
        channel: delivery.kind === "lead_email" ? "e-mail" : "webhook",
        sent: delivery.sentAt !== null,
        attempts: delivery.attempts,
        ...(delivery.sentAt ? {} : { error: delivery.lastError }),
      },
      at: delivery.sentAt ?? delivery.createdAt,
      editedAt: null,
    });
  }
  // Events are already in order; deliveries slot in by time (a stable sort keeps the rest).
  return items.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Adds an admin's note to an existing lead; returns the note's id. */
export async function addLeadNote(
  db: Database,
  actorId: string,
  leadId: string,
  body: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ name: leads.name })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("share");
    if (!lead) throw new RuleError("not-found", "The lead was not found.", LEAD_REFUSAL);
    const [note] = await tx
      .insert(leadEvents)
      .values({ leadId, kind: "note", actorId, body })
      .returning({ id: leadEvents.id });
    await recordActivity(tx, {
      userId: actorId,
      action: "add_lead_note",
      entity: LEADS_ENTITY,
      entityId: leadId,
      // The note's text may hold personal data: the timeline keeps it, the log its id.
      details: { name: lead.name, note_id: note!.id },
    });
    return note!.id;
  });
}

/** The note, locked, when it belongs to this lead and to this author; else a rule error. */
async function lockOwnNote(tx: Database, actorId: string, leadId: string, noteId: number) {
  const [note] = await tx
    .select({ actorId: leadEvents.actorId, name: leads.name })
    .from(leadEvents)
    .innerJoin(leads, eq(leads.id, leadEvents.leadId))
    .where(
      and(eq(leadEvents.id, noteId), eq(leadEvents.leadId, leadId), eq(leadEvents.kind, "note")),
    )
    .for("update", { of: leadEvents });
  if (!note) {
    throw new RuleError(
      "not-found",
      "The note was not found. It may have been deleted.",
      LEAD_REFUSAL,
    );
  }
  if (note.actorId !== actorId) {
    throw new RuleError("forbidden", "Only the author can change this note.", LEAD_REFUSAL);
  }
  return note;
}

/** Replaces the text of the author's own note. */
export async function editLeadNote(
  db: Database,
  actorId: string,
  leadId: string,
  noteId: number,
  body: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const note = await lockOwnNote(tx, actorId, leadId, noteId);
    await tx
      .update(leadEvents)
      .set({ body, updatedAt: sql`now()` })
      .where(eq(leadEvents.id, noteId));
    await recordActivity(tx, {
      userId: actorId,
      action: "edit_lead_note",
      entity: LEADS_ENTITY,
      entityId: leadId,
      details: { name: note.name, note_id: noteId },
    });
  });
}

/** Deletes the author's own note. */
export async function deleteLeadNote(
  db: Database,
  actorId: string,
  leadId: string,
  noteId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const note = await lockOwnNote(tx, actorId, leadId, noteId);
    await tx.delete(leadEvents).where(eq(leadEvents.id, noteId));
    await recordActivity(tx, {
      userId: actorId,
      action: "delete_lead_note",
      entity: LEADS_ENTITY,
      entityId: leadId,
      details: { name: note.name, note_id: noteId },
    });
  });
}
