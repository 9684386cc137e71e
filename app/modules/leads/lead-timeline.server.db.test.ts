import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLog, leadEvents, leads, notificationOutbox, users } from "#app/db/schema.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { answered, quietLog } from "../../../tests/helpers/intent-answer.ts";
import { archiveLeads, restoreLeads, setLeadStatus } from "./lead-commands.server.ts";
import {
  addLeadNote,
  deleteLeadNote,
  editLeadNote,
  listLeadTimeline,
} from "./lead-timeline.server.ts";
import { answerLeadCommand } from "./leads-admin-action.server.ts";

let database: TestDatabase;
let leadId: string;
const AUTHOR = "author-admin";
const OTHER = "other-admin";

beforeEach(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values([
    { id: AUTHOR, email: "author@example.pk", name: "Ayesha", role: "admin" },
    { id: OTHER, email: "other@example.pk", name: "Bilal", role: "admin" },
  ]);
  const [lead] = await database.db
    .insert(leads)
    .values({ name: "Sana Khan", email: "sana@example.pk", source: "get_started_form" })
    .returning({ id: leads.id });
  leadId = lead!.id;
});
afterEach(() => database.close());

const activityOf = (action: string) =>
  database.db.select().from(activityLog).where(eq(activityLog.action, action));

describe("notes", () => {
  it("adds a note with its activity entry, and shows it in the timeline with its author", async () => {
    const noteId = await addLeadNote(database.db, AUTHOR, leadId, "Called, wants a demo Friday");
    const timeline = await listLeadTimeline(database.db, leadId);
    expect(timeline).toEqual([
      expect.objectContaining({
        kind: "note",
        noteId,
        actorId: AUTHOR,
        actorName: "Ayesha",
        body: "Called, wants a demo Friday",
        editedAt: null,
      }),
    ]);
    const [entry] = await activityOf("add_lead_note");
    expect(entry).toMatchObject({ userId: AUTHOR, entity: "leads", entityId: leadId });
    // The log keeps the note's id, not its text (which may hold personal data).
    expect(JSON.stringify(entry!.details)).not.toContain("demo Friday");
  });

  it("lets only the author edit or delete a note", async () => {
    const noteId = await addLeadNote(database.db, AUTHOR, leadId, "First");
    await expect(editLeadNote(database.db, OTHER, leadId, noteId, "Hijack")).rejects.toThrow(
      RuleError,
    );
    await expect(deleteLeadNote(database.db, OTHER, leadId, noteId)).rejects.toThrow(
      "Only the author can change this note.",
    );
    await expect(deleteLeadNote(database.db, OTHER, leadId, noteId)).rejects.toMatchObject({
      code: "forbidden",
      status: 409,
    });
    await editLeadNote(database.db, AUTHOR, leadId, noteId, "Second");
    const [edited] = await listLeadTimeline(database.db, leadId);
    expect(edited).toMatchObject({ body: "Second", editedAt: expect.any(Date) });
    await deleteLeadNote(database.db, AUTHOR, leadId, noteId);
    expect(await listLeadTimeline(database.db, leadId)).toEqual([]);
    expect(await activityOf("edit_lead_note")).toHaveLength(1);
    expect(await activityOf("delete_lead_note")).toHaveLength(1);
  });

  it("refuses a note of another lead and a note on a missing lead, writing nothing", async () => {
    const noteId = await addLeadNote(database.db, AUTHOR, leadId, "Mine");
    const [other] = await database.db
      .insert(leads)
      .values({ name: "Other", email: "other@example.pk", source: "contact_page" })
      .returning({ id: leads.id });
    await expect(editLeadNote(database.db, AUTHOR, other!.id, noteId, "x")).rejects.toThrow(
      "The note was not found",
    );
    await expect(
      addLeadNote(database.db, AUTHOR, "00000000-0000-4000-8000-000000000000", "x"),
    ).rejects.toThrow("The lead was not found.");
    expect(await database.db.select().from(leadEvents)).toHaveLength(1);
    expect(await activityOf("add_lead_note")).toHaveLength(1);
  });

  it("checks the note through the posted form: empty, too long, and the author rule", async () => {
    const post = (fields: Record<string, string>, userId = AUTHOR) => {
      const form = new FormData();
      form.set("id", leadId);
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return answered(
        answerLeadCommand(database.db, userId, form, { timeZone: "UTC", log: quietLog }),
      );
    };
    expect(await post({ intent: "add-note", body: "   " })).toMatchObject({
      status: 400,
      result: { ok: false, error: "Failed to add note", description: "Write the note first." },
    });
    expect((await post({ intent: "add-note", body: "x".repeat(5001) })).status).toBe(400);
    expect(await post({ intent: "add-note", body: "x".repeat(5000) })).toMatchObject({
      status: 200,
      result: { ok: true, message: "Note added" },
    });
    const [note] = await database.db.select().from(leadEvents);
    expect(await post({ intent: "delete-note", noteId: String(note!.id) }, OTHER)).toMatchObject({
      status: 409,
      result: { ok: false, description: "Only the author can change this note." },
    });
  });
});

describe("the timeline", () => {
  it("records status changes, archive and restore with who and when, and notification deliveries", async () => {
    await setLeadStatus(database.db, AUTHOR, leadId, "contacted");
    await archiveLeads(database.db, OTHER, [leadId]);
    await restoreLeads(database.db, OTHER, [leadId]);
    await database.db
      .insert(notificationOutbox)
      .values({ kind: "lead_email", leadId, attempts: 1, sentAt: new Date(Date.now() + 60_000) });
    const timeline = await listLeadTimeline(database.db, leadId);
    expect(
      timeline.map((item) => [item.kind, item.actorName, item.details.status ?? item.details.sent]),
    ).toEqual([
      ["status", "Ayesha", "contacted"],
      ["status", "Bilal", "archived"],
      ["status", "Bilal", "new"],
      ["notification", null, true],
    ]);
  });

  it("writes no timeline entry when the change itself fails", async () => {
    await archiveLeads(database.db, AUTHOR, [leadId]);
    expect(await setLeadStatus(database.db, AUTHOR, leadId, "won")).toBe(false);
    expect(await listLeadTimeline(database.db, leadId)).toHaveLength(1);
  });
});
