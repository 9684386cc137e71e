import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { leads, websiteSettings } from "#app/db/schema.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { getSiteConfig } from "#app/modules/site-config/site-config.server.ts";
import { LEADS_ENTITY } from "./lead-entity.ts";
import { getLead } from "./lead-queries.server.ts";
import { recordLeadEvent } from "./lead-timeline.server.ts";
import { replyLanguageOf, replyTextIn, whatsappReplyUrl } from "./whatsapp-reply.ts";
import {
  DEFAULT_WHATSAPP_TEMPLATES,
  storedTemplatesSchema,
  type WhatsappTemplate,
} from "./whatsapp-template-definition.ts";

/** Where Website Settings keeps the WhatsApp reply templates. */
export const WHATSAPP_TEMPLATES_SETTING = "whatsapp_reply_templates";

/** The team's templates; the default one until they save their own. */
export async function getWhatsappTemplates(db: Database): Promise<WhatsappTemplate[]> {
  const [row] = await db
    .select({ value: websiteSettings.settingValue })
    .from(websiteSettings)
    .where(eq(websiteSettings.settingKey, WHATSAPP_TEMPLATES_SETTING));
  if (!row) return DEFAULT_WHATSAPP_TEMPLATES;
  const parsed = storedTemplatesSchema.safeParse(row.value);
  return parsed.success ? parsed.data : DEFAULT_WHATSAPP_TEMPLATES;
}

/** Replaces the templates (already validated), with an activity entry. */
export async function saveWhatsappTemplates(
  db: Database,
  actorId: string | null,
  templates: WhatsappTemplate[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(websiteSettings)
      .values({ settingKey: WHATSAPP_TEMPLATES_SETTING, settingValue: templates })
      .onConflictDoUpdate({
        target: websiteSettings.settingKey,
        set: { settingValue: templates, updatedAt: sql`now()` },
      });
    await recordActivity(tx, {
      userId: actorId,
      action: "update_whatsapp_templates",
      entity: "settings",
      entityId: WHATSAPP_TEMPLATES_SETTING,
      details: { names: templates.map((template) => template.name) },
    });
  });
}

/** The site's title in each language: what {site_title} reads as in a reply. */
export async function getReplySiteTitle(db: Database) {
  return (await getSiteConfig(db)).siteTitle;
}

/**
 * Records a reply sent from the console: "contacted via WhatsApp" on the timeline and in the
 * activity log (with the template and the language of the text sent), and a new lead becomes
 * contacted (as "mark as contacted" does; a lead already further along, won or lost, keeps
 * its status). Returns false when there is no such lead.
 */
export async function recordWhatsappReply(
  db: Database,
  actorId: string | null,
  leadId: string,
  sent: { template: WhatsappTemplate; language?: Locale },
): Promise<boolean> {
  const templateName = sent.template.name;
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({
        name: leads.name,
        status: leads.status,
        deletedAt: leads.deletedAt,
        locale: leads.locale,
      })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return false;
    const { language } = replyTextIn(sent.template, sent.language ?? replyLanguageOf(lead.locale));
    const becomesContacted = lead.deletedAt === null && lead.status === "new";
    if (becomesContacted) {
      await tx
        .update(leads)
        .set({ status: "contacted", updatedAt: sql`now()` })
        .where(and(eq(leads.id, leadId), isNull(leads.deletedAt)));
      await recordLeadEvent(tx, {
        leadId,
        kind: "status",
        actorId,
        details: { status: "contacted", previous_status: lead.status },
      });
    }
    await recordLeadEvent(tx, {
      leadId,
      kind: "whatsapp",
      actorId,
      details: { template: templateName, language },
    });
    await recordActivity(tx, {
      userId: actorId,
      action: "contact_lead_whatsapp",
      entity: LEADS_ENTITY,
      entityId: leadId,
      details: {
        name: lead.name,
        template: templateName,
        language,
        ...(becomesContacted ? { status: "contacted", previous_status: lead.status } : {}),
      },
    });
    return true;
  });
}

/**
 * The chat a reply opens: the lead's number, with the chosen template filled in, in the
 * language chosen (by default the lead's own; English where the template has none).
 */
export async function whatsappReplyUrlFor(
  db: Database,
  leadId: string,
  templateIndex: number,
  language?: Locale,
): Promise<string | null> {
  const lead = await getLead(db, leadId);
  const template = (await getWhatsappTemplates(db))[templateIndex];
  if (!lead || !template) return null;
  return whatsappReplyUrl(lead.whatsappNumber, template, language ?? replyLanguageOf(lead.locale), {
    name: lead.name,
    selectedPlan: lead.selectedPlan,
    siteTitle: await getReplySiteTitle(db),
  });
}
