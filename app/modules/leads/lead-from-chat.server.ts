import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { DEFAULT_LOCALE } from "#app/db/enums.ts";
import { leads, leadTouches } from "#app/db/schema.ts";
import { hasSqlState, UNIQUE_VIOLATION } from "#app/db/sql-state.ts";
import { RuleError } from "#app/lib/rule-error.ts";
import { z } from "#app/lib/zod.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { chatCodeInText } from "#app/modules/chat/chat-code-in-message.ts";
import {
  type ChatVisit,
  resolveChatReference,
} from "#app/modules/chat/resolve-chat-reference.server.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { LEADS_ENTITY } from "./lead-entity.ts";
import { email, optionalText, whatsappNumber } from "./lead-forms.server.ts";
import { LEAD_FROM_CHAT_LIMITS } from "./lead-from-chat-form.ts";
import { WHATSAPP_CHAT_SOURCE } from "./lead-touch.ts";
import { insertLead } from "./leads.server.ts";

// "New lead from a chat" (docs/decisions/0047-one-lead-across-channels.md): the team enters a
// WhatsApp chat that began on the site. Its reference code gives the lead the visit's campaign
// and landing page; the sender's number or e-mail, when already a live lead, adds the chat to
// that lead instead.

const t = translator("en");

/** The form as the action reads it: the console is in English. */
export const leadFromChatSchema = z.object({
  /** The code, or the chat's whole first message; empty: a chat without a campaign. */
  code: z
    .string()
    .trim()
    .max(LEAD_FROM_CHAT_LIMITS.code, `Paste at most ${LEAD_FROM_CHAT_LIMITS.code} characters.`)
    .optional()
    .transform((value) => value || undefined),
  whatsappNumber: whatsappNumber(t),
  name: optionalText(t, "Name", LEAD_FROM_CHAT_LIMITS.name),
  email: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(email(t).optional()),
});
export type LeadFromChat = z.infer<typeof leadFromChatSchema>;

export type LeadFromChatOutcome = {
  /** created: a new lead; joined: added to the person's lead; entered-before: nothing new. */
  kind: "created" | "joined" | "entered-before";
  leadId: string;
  name: string;
};

/** The visit a typed code or pasted message names, or a RuleError on `code`. */
async function visitOf(typed: string, db: Database, now: Date) {
  const found = chatCodeInText(typed);
  if (found.kind === "missing") {
    throw new RuleError(
      "invalid",
      "This message has no reference code (Ref: K7Q2X). Type the code, or leave the field empty for a lead without a campaign.",
      { field: "code" },
    );
  }
  if (found.kind === "malformed") {
    throw new RuleError("invalid", "A reference code is 5 letters and digits, such as K7Q2X.", {
      field: "code",
    });
  }
  return { code: found.code, visit: await resolveChatReference(db, found.code, now) };
}

/** The lead that has this chat already, if it was entered before. */
async function leadOfChat(db: Database, code: string) {
  const [entered] = await db
    .select({ leadId: leads.id, name: leads.name })
    .from(leadTouches)
    .innerJoin(leads, eq(leads.id, leadTouches.leadId))
    .where(eq(leadTouches.chatCode, code));
  return entered;
}

/**
 * Creates the chat's lead, or adds the chat to the sender's live lead (same WhatsApp number or
 * e-mail), with the visit of its code: campaign, landing page, referrer, language, page.
 * Refuses (RuleError on its field) a code that is malformed, unknown or expired, or a message
 * without one; nothing is stored then. A chat entered before is not entered again.
 */
export async function createLeadFromChat(
  db: Database,
  actorId: string,
  input: LeadFromChat,
  now = new Date(),
): Promise<LeadFromChatOutcome> {
  const reference: { code: string; visit: ChatVisit } | null = input.code
    ? await visitOf(input.code, db, now)
    : null;
  const code = reference?.code ?? null;
  if (code) {
    const entered = await leadOfChat(db, code);
    if (entered) return { kind: "entered-before", ...entered };
  }
  const visit = reference?.visit;
  // A message pasted whole is what the person wrote: the lead keeps it as their message.
  const message = input.code && input.code !== code && /\s/.test(input.code) ? input.code : null;
  try {
    return await db.transaction(async (tx) => {
      const lead = {
        // The list and the notifications show a name: the number, when none was given.
        name: input.name ?? input.whatsappNumber,
        email: input.email ?? "",
        whatsappNumber: input.whatsappNumber,
        message,
        source: WHATSAPP_CHAT_SOURCE,
        locale: visit?.locale ?? DEFAULT_LOCALE,
        visitorDay: visit?.visitorDay ?? null,
        visitorId: visit?.visitorId ?? null,
      };
      const campaign = visit
        ? {
            utmSource: visit.utmSource,
            utmMedium: visit.utmMedium,
            utmCampaign: visit.utmCampaign,
            utmTerm: visit.utmTerm,
            utmContent: visit.utmContent,
            referrer: visit.referrer,
            landingPage: visit.landingPage,
          }
        : null;
      // The team entered it themselves: no notification to tell them.
      const stored = await insertLead(tx, lead, campaign, [], {
        joinSamePerson: true,
        chatCode: code,
        chatPage: visit?.page ?? null,
        actorId,
      });
      const [saved] = await tx
        .select({ name: leads.name })
        .from(leads)
        .where(eq(leads.id, stored.id));
      await recordActivity(tx, {
        userId: actorId,
        action: stored.joined ? "add_chat_to_lead" : "create_lead_from_chat",
        entity: LEADS_ENTITY,
        entityId: stored.id,
        details: { name: saved!.name, ...(code ? { code } : {}) },
      });
      return { kind: stored.joined ? "joined" : "created", leadId: stored.id, name: saved!.name };
    });
  } catch (error) {
    // The same chat entered at the same moment by a colleague: theirs holds.
    if (code && hasSqlState(error, UNIQUE_VIOLATION)) {
      const entered = await leadOfChat(db, code);
      if (entered) return { kind: "entered-before", ...entered };
    }
    throw error;
  }
}
