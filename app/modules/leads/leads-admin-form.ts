import type { Submission } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { LEAD_STATUSES, type LeadStatus, LOCALES } from "#app/db/enums.ts";
import type { IntentResult } from "#app/lib/intent-action.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";

// The Leads Manager's commands as posted by its forms (`intent`, one `id` per lead and the
// command's own fields), and the toasts for each (docs/product.md#leads). Each command's fields
// are one schema, checked by conform in the browser and again in the action (ADR 0033).

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
  // A post without the field is a follow-up without a note.
  .default("")
  .transform((note) => note || null);

const noFields = z.object({});

/** Each command's fields beside its leads: the schema of its form and of the action. */
export const leadFormSchemas = {
  "set-status": z.object({ status: z.enum(LEAD_STATUSES) }),
  archive: noFields,
  restore: noFields,
  delete: noFields,
  assign: z.object({
    owner: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .transform((owner) => (owner === UNASSIGNED_OWNER ? null : owner)),
  }),
  "add-note": z.object({ body: noteBodySchema }),
  "edit-note": z.object({ noteId, body: noteBodySchema }),
  "delete-note": z.object({ noteId }),
  // The language of the text to send; a form without one answers in the lead's (ADR 0054).
  "whatsapp-reply": z.object({
    template: z.coerce.number().int().min(0),
    language: z.enum(LOCALES).optional(),
  }),
  merge: z.object({ other: leadIdSchema }),
  "set-follow-up": z.object({ dueAt: followUpDueSchema, followUpNote: followUpNoteSchema }),
  "clear-follow-up": noFields,
} satisfies Record<string, z.ZodObject>;

type LeadFormSchemas = typeof leadFormSchemas;
export type LeadIntent = keyof LeadFormSchemas;
export const LEAD_INTENTS = Object.keys(leadFormSchemas) as LeadIntent[];

/** The commands that act on the selection; every other acts on one lead. */
const BULK_INTENTS: ReadonlySet<LeadIntent> = new Set(["archive", "restore", "delete", "assign"]);

/** Reads a command's form: its fields, or each problem by field name (conform's submission). */
export function parseLeadForm<Intent extends LeadIntent>(intent: Intent, formData: FormData) {
  // parseWithZod types its answer by a schema it knows, not by one of twelve.
  return parseWithZod(formData, {
    schema: leadFormSchemas[intent],
    disableAutoCoercion: true,
  }) as Submission<z.input<LeadFormSchemas[Intent]>, string[], z.output<LeadFormSchemas[Intent]>>;
}

/** A command's inputs' constraints (required, ...), for the browser's own checks. */
export const leadFormConstraint = (intent: LeadIntent) => getZodConstraint(leadFormSchemas[intent]);

/** A command as the action runs it: its intent, its leads and its fields. */
export type LeadCommand = {
  [Intent in LeadIntent]: { intent: Intent; ids: string[] } & z.output<LeadFormSchemas[Intent]>;
}[LeadIntent];

/** The fields whose problem (a note empty or too long) is said; the rest is a tampered form. */
const SAID_FIELDS = ["body", "dueAt", "followUpNote"];

/**
 * Reads a posted command: one `id` per lead (one only, but for the bulk commands) and the
 * command's fields. A problem is refused (400) with the field's own message, or with the
 * command's failure text when the form was not one a screen sends.
 */
export function leadCommandOf(intent: LeadIntent, form: FormData): LeadCommand {
  const ids = form.getAll("id").filter((value): value is string => typeof value === "string");
  const idsSchema = z.array(leadIdSchema).min(1).max(MAX_BULK_LEADS);
  const idsRead = (BULK_INTENTS.has(intent) ? idsSchema : idsSchema.length(1)).safeParse(ids);
  const submission = parseLeadForm(intent, form);
  if (idsRead.success && submission.status === "success") {
    return { intent, ids: idsRead.data, ...submission.value } as LeadCommand;
  }
  const problems = submission.status === "error" ? (submission.error ?? {}) : {};
  const issues = Object.fromEntries(
    SAID_FIELDS.flatMap((name) => {
      const messages = problems[name];
      return messages?.length ? [[name, messages]] : [];
    }),
  );
  const said = Object.values(issues)[0]?.[0];
  throw new RuleError("invalid", said ?? LEAD_ACTION_FAILURES[intent], said ? { issues } : {});
}

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

/** What a command answers beside its message: a bulk one's count, the chat a reply opens. */
export type LeadShownToo = {
  description: string;
  count: number;
  /** Without JavaScript the page links to the chat (it cannot open it). */
  whatsappUrl: string | null;
};

/** What a lead action answers; the page shows it as a toast. */
export type LeadActionResult = IntentResult<LeadIntent, LeadShownToo>;
