import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { websitePages, websiteSettings } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { getSiteNavigation } from "#app/modules/navigation/navigation.server.ts";
import { seedDatabase } from "#app/modules/seed/seed.server.ts";
import { createTestDatabase, type TestDatabase } from "../../../tests/db.ts";
import { getPageSettings } from "./page-settings-admin.server.ts";
import { privacyPolicySections } from "./privacy-policy.ts";
import { termsOfServiceSections } from "./terms-of-service.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const atPolicySlug = eq(englishOf(websitePages.slug), "privacy-policy");

const policyRows = () => database.db.select().from(websitePages).where(atPolicySlug);

async function legalSetting(key = "privacy_policy_page") {
  const [row] = await database.db
    .select({ value: websiteSettings.settingValue })
    .from(websiteSettings)
    .where(eq(websiteSettings.settingKey, key));
  return row?.value;
}
const privacySetting = () => legalSetting();

describe("seeding the starter legal pages", () => {
  it("adds it unpublished with its sections, marked as the privacy page, once", async () => {
    await seedDatabase(database.db);
    await seedDatabase(database.db);
    const rows = await policyRows();
    expect(rows).toHaveLength(1);
    const [policy] = rows;
    expect(policy).toMatchObject({
      title: { en: "Privacy Policy" },
      isPublished: false,
      sections: privacyPolicySections(),
    });
    expect(await privacySetting()).toBe(policy?.id);

    // Page Settings lists it; the footer does not link it while it is a draft.
    const settings = await getPageSettings(database.db);
    expect(settings.legal.privacy).toBe(policy?.id);
    expect(settings.pages.find((page) => page.id === policy?.id)?.isEnabled).toBe(false);
    expect((await getSiteNavigation(database.db)).legalPages.privacy).toBeNull();
  });

  it("adds the terms of service the same way: unpublished, marked as the terms page, once", async () => {
    await seedDatabase(database.db);
    await seedDatabase(database.db);
    const rows = await database.db
      .select()
      .from(websitePages)
      .where(eq(englishOf(websitePages.slug), "terms-of-service"));
    expect(rows).toHaveLength(1);
    const [terms] = rows;
    expect(terms).toMatchObject({
      title: { en: "Terms of Service" },
      isPublished: false,
      sections: termsOfServiceSections(),
    });
    expect(await legalSetting("terms_of_service_page")).toBe(terms?.id);
    const settings = await getPageSettings(database.db);
    expect(settings.legal.terms).toBe(terms?.id);
    expect((await getSiteNavigation(database.db)).legalPages.terms).toBeNull();
  });

  it("does not bring it back once the owner deleted it", async () => {
    await seedDatabase(database.db);
    await database.db.delete(websitePages).where(atPolicySlug);
    await seedDatabase(database.db);
    expect(await policyRows()).toEqual([]);
  });

  it("leaves a page the owner already has at its address as it is, and unmarked", async () => {
    await database.db.insert(websitePages).values({
      slug: { en: "privacy-policy" },
      title: { en: "Our privacy promise" },
      content: { en: "<p>Ours</p>" },
    });
    await seedDatabase(database.db);
    expect((await policyRows()).map((row) => [row.title, row.isPublished])).toEqual([
      [{ en: "Our privacy promise" }, true],
    ]);
    expect(await privacySetting()).toBeUndefined();
  });
});
