import type { Database } from "#app/db/client.server.ts";
import { seedRuns, websitePages, websiteSettings } from "#app/db/schema.ts";
import { LEGAL_PAGE_KEYS } from "#app/modules/navigation/page-setting-keys.ts";
import { privacyPolicyStarter } from "./privacy-policy.ts";

const PRIVACY_POLICY_RUN = "privacy-policy-starter";

/**
 * Adds the starter privacy policy, unpublished, and marks it as the privacy page, once per
 * database: a starter the owner deleted stays deleted. A page the owner already has at its
 * address is left as it is, and a privacy page already chosen stays chosen.
 */
export async function seedPrivacyPolicy(tx: Database): Promise<void> {
  const firstRun = await tx
    .insert(seedRuns)
    .values({ name: PRIVACY_POLICY_RUN })
    .onConflictDoNothing()
    .returning();
  if (firstRun.length === 0) return;
  const [page] = await tx
    .insert(websitePages)
    .values(privacyPolicyStarter())
    .onConflictDoNothing()
    .returning({ id: websitePages.id });
  if (!page) return;
  await tx
    .insert(websiteSettings)
    .values({ settingKey: LEGAL_PAGE_KEYS.privacy, settingValue: page.id })
    .onConflictDoNothing();
}
