import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { leads, websiteSettings } from "#app/db/schema.ts";
import { recordActivity } from "#app/modules/activity/activity.server.ts";
import { getSiteTitle } from "#app/modules/site-config/site-config.server.ts";
import { LEADS_ENTITY } from "./lead-entity.ts";
import { getLead } from "./lead-queries.server.ts";
import { recordLeadEvent } from "./lead-timeline.server.ts";
import {
  DEFAULT_WHATSAPP_TEMPLATES,
  type WhatsappTemplate,
  whatsappReplyUrl,
  whatsappTemplatesSchema,
} from "./whatsapp-reply.ts";

/** Where Website Settings keeps the WhatsApp reply templates. */
export const WHATSAPP_TEMPLATES_SETTING = "whatsapp_reply_templates";

/** The team's templates; the default one until they save their own. */
export async function getWhatsappTemplates(db: Database): Promise<WhatsappTemplate[]> {
  const [row] = await db
    .select({ value: websiteSettings.settingValue })
    .from(websiteSettings)
    .where(eq(websiteSettings.settingKey, WHATSAPP_TEMPLATES_SETTING));
  if (!row) return DEFAULT_WHATSAPP_TEMPLATES;
  const parsed = whatsappTemplatesSchema.safeParse(row.value);
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

/**
 * Records a reply sent from the console: "contacted via WhatsApp" on the timeline and in the
 * activity log, and a new lead becomes contacted (as "mark as contacted" does; a lead already
 * further along, won or lost, keeps its status). Returns false when there is no such lead.
 */
export async function recordWhatsappReply(
  db: Database,
  actorId: string | null,
  leadId: string,
  templateName: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ name: leads.name, status: leads.status, deletedAt: leads.deletedAt })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) return false;
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
      details: { template: templateName },
    });
    await recordActivity(tx, {
      userId: actorId,
      action: "contact_lead_whatsapp",
      entity: LEADS_ENTITY,
      entityId: leadId,
      details: {
        name: lead.name,
        template: templateName,
        ...(becomesContacted ? { status: "contacted", previous_status: lead.status } : {}),
      },
    });
    return true;
  });
}

/** The chat a reply opens: the lead's number, with the chosen template filled in. */
export async function whatsappReplyUrlFor(
  db: Database,
  leadId: string,
  templateIndex: number,
): Promise<string | null> {
  const lead = await getLead(db, leadId);
  const template = (await getWhatsappTemplates(db))[templateIndex];
  if (!lead || !template) return null;
  return whatsappReplyUrl(lead.whatsappNumber, template, {
    name: lead.name,
    selectedPlan: lead.selectedPlan,
    siteTitle: await getSiteTitle(db),
  });
}
