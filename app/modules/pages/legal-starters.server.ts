import type { Database } from "#app/db/client.server.ts";
import { seedRuns, websitePages, websiteSettings } from "#app/db/schema.ts";
import { LEGAL_PAGE_KEYS, type LegalRole } from "#app/modules/navigation/page-setting-keys.ts";
import { privacyPolicyStarter } from "./privacy-policy.ts";
import { termsOfServiceStarter } from "./terms-of-service.ts";

/** Each legal page's starter draft, and the seed run that adds it once. */
const STARTERS: Record<LegalRole, { run: string; row: () => typeof websitePages.$inferInsert }> = {
  privacy: { run: "privacy-policy-starter", row: privacyPolicyStarter },
  terms: { run: "terms-of-service-starter", row: termsOfServiceStarter },
};

/**
 * Adds the starter privacy policy and terms of service, unpublished, each marked as its legal
 * page, once per database: a starter the owner deleted stays deleted. A page the owner already
 * has at its address is left as it is, and a legal page already chosen stays chosen.
 */
export async function seedLegalStarters(tx: Database): Promise<void> {
  for (const [role, starter] of Object.entries(STARTERS) as [LegalRole, typeof STARTERS.terms][]) {
    const firstRun = await tx
      .insert(seedRuns)
      .values({ name: starter.run })
      .onConflictDoNothing()
      .returning();
    if (firstRun.length === 0) continue;
    const [page] = await tx
      .insert(websitePages)
      .values(starter.row())
      .onConflictDoNothing()
      .returning({ id: websitePages.id });
    if (!page) continue;
    await tx
      .insert(websiteSettings)
      .values({ settingKey: LEGAL_PAGE_KEYS[role], settingValue: page.id })
      .onConflictDoNothing();
  }
}
