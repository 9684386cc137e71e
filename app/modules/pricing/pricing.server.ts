import { asc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { pricingPlans } from "#app/db/schema.ts";
import { type PublicPlan, toPublicPlan } from "./pricing-display.ts";

/** Active plans by display_order, ready for the public pricing cards. */
export async function listPublicPlans(db: Database): Promise<PublicPlan[]> {
  const plans = await db
    .select()
    .from(pricingPlans)
    .where(eq(pricingPlans.isActive, true))
    .orderBy(asc(pricingPlans.displayOrder), asc(pricingPlans.createdAt));
  return plans.map(toPublicPlan);
}
