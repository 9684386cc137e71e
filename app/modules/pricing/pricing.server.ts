import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { pricingPlans } from "#app/db/schema.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { type PublicPlan, toPublicPlan } from "./pricing-display.ts";

/** Active plans by display_order, ready for the public pricing cards in `locale`. */
export async function listPublicPlans(db: Database, locale: Locale = "en"): Promise<PublicPlan[]> {
  const plans = await db
    .select()
    .from(pricingPlans)
    .where(eq(pricingPlans.isActive, true))
    .orderBy(asc(pricingPlans.displayOrder), asc(pricingPlans.createdAt));
  return plans.map((plan) => toPublicPlan(plan, locale));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An active plan by id, for the lead form's "selected plan" (in `locale`; a lead records the
 * English one); null when unknown or inactive.
 */
export async function findPublicPlan(
  db: Database,
  id: string | null,
  locale: Locale = "en",
): Promise<PublicPlan | null> {
  if (!id || !UUID.test(id)) return null;
  const [plan] = await db
    .select()
    .from(pricingPlans)
    .where(and(eq(pricingPlans.id, id), eq(pricingPlans.isActive, true)));
  return plan ? toPublicPlan(plan, locale) : null;
}
