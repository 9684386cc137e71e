import { and, asc, eq, getTableColumns, inArray, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { activityLog, leadEvents, leads, leadTouches, notificationOutbox } from "#app/db/schema.ts";
import { withoutControlCharacters } from "#app/lib/control-characters.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { LEADS_ENTITY } from "./lead-entity.ts";
import { e164Digits } from "./whatsapp-reply.ts";

// Privacy requests (docs/product.md#lead-privacy): everything held about one person, found by their e-mail
// or WhatsApp number, exported as JSON or erased. The activity log records who did it and when,
// never whose data it was.

/** The activity log's entity for privacy requests. */
export const PRIVACY_ENTITY = "privacy";

/** What the activity log keeps of an erased lead's entries. */
export const ERASED_MARKER = { erased: true } as const;

/** A person as asked for: an e-mail address, or a WhatsApp number. */
export type PersonKey = { emailKey: string | null; whatsappE164: string | null };

/** Reads what the admin typed: an address when it has an @, else a phone number. */
export function personKeyOf(input: string): PersonKey | null {
  // Matched against stored keys, which hold no control character (a NUL would fail the query).
  const value = withoutControlCharacters(input).trim();
  if (!value) return null;
  if (value.includes("@")) return { emailKey: value.toLowerCase(), whatsappE164: null };
  const digits = e164Digits(value);
  return digits ? { emailKey: null, whatsappE164: digits } : null;
}

/** Every lead of the person (archived and merged ones too), served by the two key indexes. */
function personLeads(key: PersonKey) {
  return or(
    key.emailKey ? eq(leads.emailKey, key.emailKey) : undefined,
    key.whatsappE164 ? eq(leads.whatsappE164, key.whatsappE164) : undefined,
  );
}

async function personLeadIds(db: Database, key: PersonKey): Promise<string[]> {
  const rows = await db.select({ id: leads.id }).from(leads).where(personLeads(key));
  return rows.map((row) => row.id);
}

/** How much is held about the person, for the screen before an export or erase. */
export async function summarizePerson(db: Database, key: PersonKey) {
  const ids = await personLeadIds(db, key);
  if (ids.length === 0) return { leads: 0, events: 0, notifications: 0 };
  const [events] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(leadEvents)
    .where(inArray(leadEvents.leadId, ids));
  const [notifications] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(notificationOutbox)
    .where(inArray(notificationOutbox.leadId, ids));
  return { leads: ids.length, events: events?.n ?? 0, notifications: notifications?.n ?? 0 };
}

/**
 * Everything held about the person: their leads (every stored field), each lead's notes and
 * timeline, the channels it came through, its notifications, and the activity entries about it. Recorded in the activity
 * log (how many leads, not whose).
 */
export async function exportPersonData(db: Database, actorId: string | null, key: PersonKey) {
  const { searchText: _searchText, ...leadColumns } = getTableColumns(leads);
  const found = await db
    .select(leadColumns)
    .from(leads)
    .where(personLeads(key))
    .orderBy(asc(leads.createdAt));
  const ids = found.map((lead) => lead.id);
  const none = ids.length === 0;
  const events = none
    ? []
    : await db
        .select()
        .from(leadEvents)
        .where(inArray(leadEvents.leadId, ids))
        .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
  // The channels each lead came through, with their visits (ADR 0047).
  const channels = none
    ? []
    : await db
        .select()
        .from(leadTouches)
        .where(inArray(leadTouches.leadId, ids))
        .orderBy(asc(leadTouches.createdAt), asc(leadTouches.id));
  const notifications = none
    ? []
    : await db
        .select()
        .from(notificationOutbox)
        .where(inArray(notificationOutbox.leadId, ids))
        .orderBy(asc(notificationOutbox.id));
  const activity = none
    ? []
    : await db
        .select({
          action: activityLog.action,
          entityId: activityLog.entityId,
          details: activityLog.details,
          createdAt: activityLog.createdAt,
        })
        .from(activityLog)
        .where(and(eq(activityLog.entity, LEADS_ENTITY), inArray(activityLog.entityId, ids)))
        .orderBy(asc(activityLog.id));
  await recordActivity(db, {
    userId: actorId,
    action: "export_person_data",
    entity: PRIVACY_ENTITY,
    details: { leads: ids.length },
  });
  return {
    exportedAt: new Date().toISOString(),
    person: key,
    leads: found,
    notesAndTimeline: events,
    channels,
    notifications,
    activity,
  };
}

/** Replaces every case-insensitive occurrence of `needle` in a text column. */
const redact = (column: unknown, needle: string) =>
  sql`regexp_replace(${column}, ${escapeRegExp(needle)}, '[erased]', 'gi')`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Erases the person: deletes their leads (their notes, timeline and queued notifications go
 * with them), replaces the activity entries about those leads with an anonymous marker, and
 * removes the e-mail from any note or entry elsewhere that quotes it. One transaction, with an
 * activity entry saying who erased and when, and how many leads, never whose.
 */
export async function erasePersonData(
  db: Database,
  actorId: string | null,
  key: PersonKey,
): Promise<{ leads: number }> {
  return db.transaction(async (tx) => {
    const ids = (
      await tx
        .select({ id: leads.id })
        .from(leads)
        .where(personLeads(key))
        .orderBy(asc(leads.id))
        .for("update")
    ).map((row) => row.id);
    if (ids.length > 0) {
      await tx
        .update(activityLog)
        .set({ details: ERASED_MARKER })
        .where(and(eq(activityLog.entity, LEADS_ENTITY), inArray(activityLog.entityId, ids)));
      await tx.delete(leads).where(inArray(leads.id, ids));
    }
    if (key.emailKey) {
      const pattern = `%${key.emailKey.replace(/[\\%_]/g, "\\$&")}%`;
      // Other leads' notes and entries that quote the address keep their place, not the address.
      await tx
        .update(leadEvents)
        .set({
          body: redact(leadEvents.body, key.emailKey),
          details: sql`${redact(sql`${leadEvents.details}::text`, key.emailKey)}::jsonb`,
        })
        .where(
          or(
            sql`${leadEvents.body} ILIKE ${pattern}`,
            sql`${leadEvents.details}::text ILIKE ${pattern}`,
          ),
        );
      await tx
        .update(activityLog)
        .set({ details: ERASED_MARKER })
        .where(sql`${activityLog.details}::text ILIKE ${pattern}`);
    }
    await recordActivity(tx, {
      userId: actorId,
      action: "erase_person_data",
      entity: PRIVACY_ENTITY,
      details: { leads: ids.length },
    });
    return { leads: ids.length };
  });
}
