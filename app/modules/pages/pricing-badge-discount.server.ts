// The one-time step that lets the Pricing page's badge follow the plans (docs/product.md#pages-from-sections, Pricing): a database
// made before it stores the badge as the fixed "Save 20% with yearly billing"; where that text
// is still the default, live or in a waiting draft, it becomes the default's `{discount}` form
// (section-types.ts, pageHeader). A badge the owner rewrote is theirs and is left alone.
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { pageDrafts, type StoredPageBody, websitePages } from "#app/db/schema.ts";
import { englishOf } from "#app/db/translated-text.ts";
import { isLocale, type Locale } from "#app/modules/i18n/locales.ts";
import { catalogueText } from "#app/modules/sections/built-in/default-body.ts";

/** The badge's default texts before they named the discount. */
const FIXED_BADGE: Partial<Record<Locale, string>> = {
  en: "Save 20% with yearly billing",
  ur: "سالانہ ادائیگی پر 20% بچت",
};

/** `body` with a default fixed badge text changed to its `{discount}` form; null when none is. */
export function withDiscountInBadge(body: StoredPageBody): StoredPageBody | null {
  const following = catalogueText((catalogue) => catalogue.pricing.yearlySaving);
  let changed = false;
  const content = body.content.map((section) => {
    const badge = section.props.badge as { text?: Record<string, unknown> } | undefined;
    if (section.type !== "pageHeader" || !badge?.text) return section;
    const text = Object.fromEntries(
      Object.entries(badge.text).map(([locale, value]) => {
        if (!isLocale(locale) || value !== FIXED_BADGE[locale]) return [locale, value];
        changed = true;
        return [locale, following[locale]];
      }),
    );
    return { ...section, props: { ...section.props, badge: { ...badge, text } } };
  });
  return changed ? { ...body, content } : null;
}

/** Runs the step on the Pricing page and its waiting draft. */
export async function placeDiscountInPricingBadge(tx: Database): Promise<void> {
  const [row] = await tx
    .select({ id: websitePages.id, sections: websitePages.sections, draft: pageDrafts.snapshot })
    .from(websitePages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageId, websitePages.id))
    .where(eq(englishOf(websitePages.slug), "pricing"));
  if (!row) return;
  const live = row.sections && withDiscountInBadge(row.sections);
  if (live)
    await tx.update(websitePages).set({ sections: live }).where(eq(websitePages.id, row.id));
  const drafted = row.draft?.sections && withDiscountInBadge(row.draft.sections);
  if (row.draft && drafted) {
    await tx
      .update(pageDrafts)
      .set({ snapshot: { ...row.draft, sections: drafted } })
      .where(eq(pageDrafts.pageId, row.id));
  }
}
