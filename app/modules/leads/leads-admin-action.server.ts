import type { Database } from "#app/db/client.server.ts";
import { answerIntent, type IntentSuccess, intentOf, refusal } from "#app/lib/intent-action.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { siteTimeToInstant } from "#app/modules/publishing/schedule-time.ts";
import {
  archiveLeads,
  deleteLeadsPermanently,
  restoreLeads,
  setLeadStatus,
} from "./lead-commands.server.ts";
import { mergeLeads } from "./lead-duplicates.server.ts";
import { LEAD_REFUSAL } from "./lead-entity.ts";
import { assignLeads } from "./lead-owner.server.ts";
import { withinWorkScope } from "./lead-queries.server.ts";
import { setLeadFollowUp } from "./lead-reminders.server.ts";
import { addLeadNote, deleteLeadNote, editLeadNote } from "./lead-timeline.server.ts";
import {
  allowedToOwnLeadsWorker,
  LEAD_ACTION_FAILURES,
  LEAD_INTENTS,
  type LeadCommand,
  type LeadIntent,
  type LeadShownToo,
  leadActionSuccess,
  leadCommandOf,
  NO_SELECTION_MESSAGE,
} from "./leads-admin-form.ts";
import {
  getWhatsappTemplates,
  recordWhatsappReply,
  whatsappReplyUrlFor,
} from "./whatsapp-reply.server.ts";

/** How many leads a command changed. */
async function runCommand(
  db: Database,
  userId: string,
  command: LeadCommand,
  timeZone: string,
): Promise<number> {
  switch (command.intent) {
    case "set-status": {
      const [id] = command.ids;
      if (!id) return 0;
      if (command.status === "archived") return archiveLeads(db, userId, [id]);
      return (await setLeadStatus(db, userId, id, command.status)) ? 1 : 0;
    }
    case "archive":
      return archiveLeads(db, userId, command.ids);
    case "restore":
      return restoreLeads(db, userId, command.ids);
    case "delete":
      return deleteLeadsPermanently(db, userId, command.ids);
    case "assign":
      return assignLeads(db, userId, command.ids, command.owner);
    case "add-note":
      await addLeadNote(db, userId, command.ids[0]!, command.body);
      return 1;
    case "edit-note":
      await editLeadNote(db, userId, command.ids[0]!, command.noteId, command.body);
      return 1;
    case "delete-note":
      await deleteLeadNote(db, userId, command.ids[0]!, command.noteId);
      return 1;
    case "whatsapp-reply": {
      const template = (await getWhatsappTemplates(db))[command.template];
      if (!template) {
        throw new RuleError("not-found", "That message template no longer exists.", LEAD_REFUSAL);
      }
      const sent = { template, language: command.language };
      return (await recordWhatsappReply(db, userId, command.ids[0]!, sent)) ? 1 : 0;
    }
    case "merge":
      await mergeLeads(db, userId, command.ids[0]!, command.other);
      return 1;
    case "set-follow-up": {
      const dueAt = siteTimeToInstant(command.dueAt, timeZone);
      if (!dueAt) {
        throw new RuleError("invalid", "Choose the date and time to follow up.", {
          ...LEAD_REFUSAL,
          field: "dueAt",
        });
      }
      const followUp = { dueAt, note: command.followUpNote };
      return (await setLeadFollowUp(db, userId, command.ids[0]!, followUp)) ? 1 : 0;
    }
    case "clear-follow-up":
      return (await setLeadFollowUp(db, userId, command.ids[0]!, null)) ? 1 : 0;
  }
}

const NOTHING_CHANGED: Record<LeadCommand["intent"], string> = {
  "set-status": "The lead was not found, or it is archived: restore it first.",
  archive: "The lead was not found or is already archived.",
  restore: "The lead was not found or is not archived.",
  delete: "The lead was not found.",
  assign: "The lead was not found, or it already has that owner.",
  "add-note": "The lead was not found.",
  "edit-note": "The note was not found.",
  "delete-note": "The note was not found.",
  "whatsapp-reply": "The lead was not found.",
  merge: "The lead was not found.",
  "set-follow-up": "The lead was not found.",
  "clear-follow-up": "The lead has no follow-up to clear.",
};

const plural = (n: number) => `${n} lead${n === 1 ? "" : "s"}`;

/** Why a person who works only their own leads was refused. */
export const OWN_LEADS_ONLY_MESSAGES = {
  command: "Your role does not allow this action.",
  scope: "You can only work leads assigned to you or unassigned ones.",
};

/** Refuses (403) a command of a person who works only their own leads, past their limits. */
async function checkOwnLeadsOnly(db: Database, userId: string, command: LeadCommand) {
  if (!allowedToOwnLeadsWorker(command, userId)) {
    throw new RuleError("forbidden", OWN_LEADS_ONLY_MESSAGES.command);
  }
  if (!(await withinWorkScope(db, userId, command.ids))) {
    throw new RuleError("forbidden", OWN_LEADS_ONLY_MESSAGES.scope);
  }
}

type LeadActionOptions = {
  /** The site's time zone: a posted follow-up time is read in it. */
  timeZone: string;
  log: { error(details: { err: unknown }, message: string): void };
  /** The person works only their own leads and unassigned ones (ADR 0027). */
  ownLeadsOnly?: boolean;
};

/** Runs one posted command; a command that changed no lead is refused (409). */
async function runPosted(
  db: Database,
  userId: string,
  command: LeadCommand,
  form: FormData,
  { timeZone, ownLeadsOnly = false }: LeadActionOptions,
): Promise<IntentSuccess<LeadShownToo>> {
  if (ownLeadsOnly) await checkOwnLeadsOnly(db, userId, command);
  const changed = await runCommand(db, userId, command, timeZone);
  const bulk = command.ids.length > 1;
  if (changed === 0) {
    const nothing = bulk
      ? "None of the selected leads could be changed."
      : NOTHING_CHANGED[command.intent];
    throw new RuleError("conflict", nothing);
  }
  const status = command.intent === "set-status" ? command.status : undefined;
  return {
    message: leadActionSuccess(command.intent, status),
    description: bulk ? `${plural(changed)} of ${command.ids.length} selected` : undefined,
    count: changed,
    // Without JavaScript the console cannot open the chat itself, and the page's policy
    // (form-action 'self') stops a redirect there: the page offers the link instead.
    ...(command.intent === "whatsapp-reply" && form.get("js") !== "1"
      ? {
          whatsappUrl: await whatsappReplyUrlFor(
            db,
            command.ids[0]!,
            command.template,
            command.language,
          ),
        }
      : {}),
  };
}

/**
 * Runs a posted lead command for the signed-in person and answers it as the lead screens'
 * toasts: the command's failure text heads every refusal, with the rule's message below it.
 * Someone who works only their own leads (ADR 0027) is refused (403) a command of their role's
 * limits or a lead outside their own and unassigned.
 */
export function answerLeadCommand(
  db: Database,
  userId: string,
  form: FormData,
  options: LeadActionOptions,
) {
  const intent = intentOf(form, LEAD_INTENTS);
  // No lead chosen: the toast asks for a selection, as the bulk bar does before posting.
  if (intent && form.getAll("id").length === 0) {
    return refusal<LeadIntent, LeadShownToo>(intent, NO_SELECTION_MESSAGE, 400);
  }
  // Every command runs the same way: read, checked against the person's scope, run.
  const run = (posted: LeadIntent) => () =>
    runPosted(db, userId, leadCommandOf(posted, form), form, options);
  return answerIntent<LeadIntent, LeadShownToo>(
    form,
    Object.fromEntries(LEAD_INTENTS.map((each) => [each, run(each)])) as {
      [Intent in LeadIntent]: ReturnType<typeof run>;
    },
    { log: options.log, fallback: LEAD_ACTION_FAILURES, what: "Leads", headRefusals: true },
  );
}
