import { asc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { pageDrafts, pricingPlans, websitePages } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import {
  DEFAULT_LOCALE,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
} from "#app/modules/i18n/locales.ts";
import { englishText } from "#app/modules/i18n/translated-content.ts";
import { listContentPages, readPageSettings } from "#app/modules/navigation/navigation.server.ts";
import { sitePages } from "#app/modules/navigation/navigation.ts";
import { isPostSlug } from "#app/modules/pages/page-slugs.ts";
import { planDefinition } from "#app/modules/pricing/plan-definition.ts";
import { getSiteConfig } from "#app/modules/site-config/site-config.server.ts";
import { siteConfigDefinition } from "#app/modules/site-config/site-config-definition.ts";
import { entityMissingTexts, type MissingField, pageMissingTexts } from "./missing-texts.ts";
import {
  type MissingTranslation,
  TRANSLATION_AREAS,
  type TranslationArea,
} from "./translation-areas.ts";

// The Translations view's list (ADR 0051): for one language, every text of the site written in
// English and not in it, naming the thing and the field in the owner's words and linking to
// where the text is edited.

/**
 * Every text with English and nothing in `locale`, in the areas asked for (those the person
 * may edit), area by area in TRANSLATION_AREAS' order.
 */
export async function listMissingTranslations(
  db: Database,
  locale: TranslatedLocale,
  areas: readonly TranslationArea[] = Object.keys(TRANSLATION_AREAS) as TranslationArea[],
): Promise<MissingTranslation[]> {
  const wanted = new Set(areas);
  const found: MissingTranslation[] = [];
  if (wanted.has("pages") || wanted.has("posts")) {
    found.push(...(await missingInPages(db, locale)).filter((item) => wanted.has(item.area)));
  }
  if (wanted.has("plans")) found.push(...(await missingInPlans(db, locale)));
  if (wanted.has("settings")) {
    const config = await getSiteConfig(db);
    found.push(
      ...entityMissingTexts(siteConfigDefinition, config, locale).map((missing) => ({
        area: "settings" as const,
        thing: "Website Settings",
        field: missing.field,
        english: missing.english,
        href: "/admin/settings",
      })),
    );
  }
  if (wanted.has("navigation")) found.push(...(await missingInNavigation(db, locale)));
  const order = Object.keys(TRANSLATION_AREAS);
  return found.sort((a, b) => order.indexOf(a.area) - order.indexOf(b.area));
}

/** Each page's and post's texts as its editor holds them: its waiting draft's, else its own. */
export async function readPageTexts(db: Database) {
  const rows = await db
    .select({ page: websitePages, draft: pageDrafts.snapshot })
    .from(websitePages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageId, websitePages.id))
    .orderBy(asc(websitePages.createdAt), asc(englishOf(websitePages.slug)));
  return rows.map(({ page, draft }) => ({ id: page.id, texts: draft ?? page }));
}

/**
 * How many texts each page and post lacks in each language other than English, by its id:
 * what Content Pages and Blog Posts say beside each item.
 */
export async function missingTextCounts(
  db: Database,
): Promise<Record<string, Record<TranslatedLocale, number>>> {
  const counts: Record<string, Record<TranslatedLocale, number>> = {};
  for (const { id, texts } of await readPageTexts(db)) {
    counts[id] = Object.fromEntries(
      TRANSLATED_LOCALES.map((locale) => [locale, pageMissingTexts(texts, locale).length]),
    ) as Record<TranslatedLocale, number>;
  }
  return counts;
}

async function missingInPages(db: Database, locale: TranslatedLocale) {
  const found: MissingTranslation[] = [];
  for (const { id, texts } of await readPageTexts(db)) {
    const post = isPostSlug(englishText(texts.slug));
    const title = englishText(texts.title) || englishText(texts.slug);
    const thing = post ? `Blog post “${title}”` : `Page “${title}”`;
    const fieldsHref = post ? `/admin/blog/${id}` : `/admin/content/${id}`;
    for (const missing of pageMissingTexts(texts, locale)) {
      found.push({
        area: post ? "posts" : "pages",
        thing,
        field: missing.field,
        english: missing.english,
        href: missing.where === "sections" ? `/admin/pages/${id}` : fieldsHref,
      });
    }
  }
  return found;
}

async function missingInPlans(db: Database, locale: TranslatedLocale) {
  const plans = await db
    .select()
    .from(pricingPlans)
    .orderBy(asc(pricingPlans.displayOrder), asc(pricingPlans.createdAt));
  return plans.flatMap((plan) =>
    entityMissingTexts(planDefinition, plan, locale).map(
      (missing: MissingField): MissingTranslation => ({
        area: "plans",
        thing: `Plan “${englishText(plan.name)}” (${plan.currency})`,
        field: missing.field,
        english: missing.english,
        href: `/admin/pricing/${plan.id}`,
      }),
    ),
  );
}

async function missingInNavigation(db: Database, locale: TranslatedLocale) {
  const pages = sitePages(await readPageSettings(db), await listContentPages(db));
  return pages.flatMap((page): MissingTranslation[] => {
    const english = page.ownLabels[DEFAULT_LOCALE]?.trim();
    if (!english || page.ownLabels[locale]?.trim()) return [];
    return [
      {
        area: "navigation",
        thing: `Page “${page.name}”`,
        field: "Navigation label",
        english,
        href: "/admin/pages",
      },
    ];
  });
}
