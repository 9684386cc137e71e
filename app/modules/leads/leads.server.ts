import type { Database } from "#app/db/client.server.ts";
import type { NotificationKind } from "#app/db/enums.ts";
import { leads, notificationOutbox } from "#app/db/schema.ts";
import type { FirstTouch } from "./first-touch.server.ts";

export type NewLead = {
  name: string;
  email: string;
  phone?: string | null;
  whatsappNumber?: string | null;
  country?: string | null;
  businessType?: string | null;
  message?: string | null;
  source: string;
  selectedPlan?: string | null;
};

/**
 * Stores a lead and queues its notification in one transaction: once this returns, the lead
 * and the promise to tell the team are both on disk, whatever happens to the mail server.
 */
export async function createLead(
  db: Database,
  lead: NewLead,
  firstTouch: FirstTouch = {},
  notifications: readonly NotificationKind[] = ["lead_email"],
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(leads)
      .values({ ...lead, ...firstTouch })
      .returning({ id: leads.id });
    if (!stored) throw new Error("The lead was not stored");
    if (notifications.length > 0) {
      await tx
        .insert(notificationOutbox)
        .values(notifications.map((kind) => ({ kind, leadId: stored.id })));
    }
    return stored;
  });
}
