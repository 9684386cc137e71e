import { parseWithZod } from "@conform-to/zod/v4";
import { LEAD_STATUSES, type LeadStatus } from "#app/db/enums.ts";
import { intentOf } from "#app/lib/intent-action.ts";
import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";

// The Leads Manager's commands as posted by its forms (`intent` plus one `id` per lead), and
// the toasts for each (docs/product.md#leads). Shared by the routes and the components.

export const LEAD_INTENTS = [
  "set-status",
  "archive",
  "restore",
  "delete",
  "assign",
  "add-note",
  "edit-note",
  "delete-note",
  "whatsapp-reply",
  "merge",
  "set-follow-up",
  "clear-follow-up",
] as const;
export type LeadIntent = (typeof LEAD_INTENTS)[number];

/** The most leads one bulk action takes (the largest page is 50). */
export const MAX_BULK_LEADS = 100;

export const NO_SELECTION_MESSAGE = "Please select leads first";
export const FETCH_FAILED_MESSAGE = "Failed to fetch leads";

export const LEAD_ACTION_FAILURES: Record<LeadIntent, string> = {
  "set-status": "Failed to update lead status",
  archive: "Failed to archive lead",
  restore: "Failed to restore lead",
  delete: "Failed to delete lead",
  assign: "Failed to assign lead",
  "add-note": "Failed to add note",
  "edit-note": "Failed to save note",
  "delete-note": "Failed to delete note",
  "whatsapp-reply": "Failed to record the WhatsApp reply",
  merge: "Failed to merge leads",
  "set-follow-up": "Failed to set the follow-up",
  "clear-follow-up": "Failed to clear the follow-up",
};

/** The longest note kept (plain text). */
export const MAX_NOTE_LENGTH = 5000;

/** The Owner select's value for "nobody". */
export const UNASSIGNED_OWNER = "unassigned";

export function leadActionSuccess(intent: LeadIntent, status?: LeadStatus): string {
  switch (intent) {
    case "set-status":
      return `Lead marked as ${status ?? "new"}`;
    case "archive":
      return "Lead archived successfully";
    case "restore":
      return "Lead restored successfully";
    case "delete":
      return "Lead permanently deleted";
    case "assign":
      return "Lead owner updated";
    case "add-note":
      return "Note added";
    case "edit-note":
      return "Note saved";
    case "delete-note":
      return "Note deleted";
    case "whatsapp-reply":
      return "Contacted via WhatsApp";
    case "merge":
      return "Leads merged";
    case "set-follow-up":
      return "Follow-up set";
    case "clear-follow-up":
      return "Follow-up cleared";
  }
}

/** A lead id as PostgreSQL's uuid type takes it (any version). */
export const leadIdSchema = z.guid();

export function isLeadId(value: string | undefined): value is string {
  return leadIdSchema.safeParse(value).success;
}

const ids = z.array(leadIdSchema).max(MAX_BULK_LEADS);

export const noteBodySchema = typedText({ multiLine: true })
  .trim()
  .min(1, "Write the note first.")
  .max(MAX_NOTE_LENGTH, `A note holds at most ${MAX_NOTE_LENGTH} characters.`);
const noteId = z.coerce.number().int().positive();

/** The longest follow-up note kept: a reminder, not a note. */
export const MAX_FOLLOW_UP_NOTE_LENGTH = 200;

/** A follow-up's due time as a `datetime-local` field posts it, in the site's time zone. */
export const followUpDueSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Choose the date and time to follow up.");
export const followUpNoteSchema = typedText()
  .trim()
  .max(
    MAX_FOLLOW_UP_NOTE_LENGTH,
    `A follow-up note holds at most ${MAX_FOLLOW_UP_NOTE_LENGTH} characters.`,
  )
  .transform((note) => note || null);

/** The follow-up form's fields: one schema for the form and its command (ADR 0033). */
export const followUpFormSchema = z.object({
  dueAt: followUpDueSchema,
  followUpNote: followUpNoteSchema,
});

/** Reads the follow-up form, as conform checks it in the browser. */
export function parseFollowUpForm(formData: FormData) {
  return parseWithZod(formData, { schema: followUpFormSchema, disableAutoCoercion: true });
}

export const leadCommandSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set-status"), ids: ids.length(1), status: z.enum(LEAD_STATUSES) }),
  z.object({ intent: z.literal("archive"), ids }),
  z.object({ intent: z.literal("restore"), ids }),
  z.object({ intent: z.literal("delete"), ids }),
  z.object({
    intent: z.literal("assign"),
    ids,
    owner: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .transform((owner) => (owner === UNASSIGNED_OWNER ? null : owner)),
  }),
  z.object({ intent: z.literal("add-note"), ids: ids.length(1), body: noteBodySchema }),
  z.object({ intent: z.literal("edit-note"), ids: ids.length(1), noteId, body: noteBodySchema }),
  z.object({ intent: z.literal("delete-note"), ids: ids.length(1), noteId }),
  z.object({
    intent: z.literal("whatsapp-reply"),
    ids: ids.length(1),
    template: z.coerce.number().int().min(0),
  }),
  z.object({ intent: z.literal("merge"), ids: ids.length(1), other: leadIdSchema }),
  z.object({ intent: z.literal("set-follow-up"), ids: ids.length(1), ...followUpFormSchema.shape }),
  z.object({ intent: z.literal("clear-follow-up"), ids: ids.length(1) }),
]);

export type LeadCommand = z.infer<typeof leadCommandSchema>;

export type ParsedLeadCommand =
  | { ok: true; command: LeadCommand }
  | { ok: false; intent: LeadIntent | null; error: string; description?: string };

/**
 * Whether a person who works only their own leads (ADR 0027) may run this command: they work
 * a lead (status, notes, follow-ups, WhatsApp reply) and may take one for themselves or let
 * it go, but do not archive, restore, delete, merge or give leads to others.
 */
export function allowedToOwnLeadsWorker(command: LeadCommand, actorId: string): boolean {
  switch (command.intent) {
    case "archive":
    case "restore":
    case "delete":
    case "merge":
      return false;
    case "set-status":
      return command.status !== "archived";
    case "assign":
      return command.owner === actorId || command.owner === null;
    default:
      return true;
  }
}

/** Reads a posted command: `intent`, `id` (repeated for bulk) and `status`. */
export function parseLeadCommand(form: FormData): ParsedLeadCommand {
  const intent = intentOf(form, LEAD_INTENTS);
  if (!intent) return { ok: false, intent: null, error: "Unknown action" };
  const idValues = form.getAll("id").filter((value): value is string => typeof value === "string");
  if (idValues.length === 0) return { ok: false, intent, error: NO_SELECTION_MESSAGE };
  const parsed = leadCommandSchema.safeParse({
    intent,
    ids: idValues,
    status: form.get("status") ?? undefined,
    owner: form.get("owner") ?? undefined,
    body: form.get("body") ?? undefined,
    noteId: form.get("noteId") ?? undefined,
    template: form.get("template") ?? undefined,
    other: form.get("other") ?? undefined,
    dueAt: form.get("dueAt") ?? undefined,
    followUpNote: form.get("followUpNote") ?? "",
  });
  if (!parsed.success) {
    // A note's or a follow-up's own problem (empty, too long) is worth saying; the rest is a
    // tampered form.
    const bodyIssue = parsed.error.issues.find((issue) =>
      ["body", "dueAt", "followUpNote"].includes(String(issue.path[0])),
    );
    return {
      ok: false,
      intent,
      error: LEAD_ACTION_FAILURES[intent],
      ...(bodyIssue ? { description: bodyIssue.message } : {}),
    };
  }
  return { ok: true, command: parsed.data };
}

/** What a lead action answers; the page shows it as a toast. */
export type LeadActionResult =
  | { ok: true; intent: LeadIntent; message: string; description?: string; count: number }
  | { ok: false; intent: LeadIntent | null; error: string; description?: string };
