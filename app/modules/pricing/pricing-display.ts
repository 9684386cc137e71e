import type { CountryCode } from "#app/db/enums.ts";
import type { pricingPlans } from "#app/db/schema.ts";
import { localizeTexts } from "#app/modules/entities/entity-definition.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/modules/i18n/locales.ts";
import { englishText, languageOf, textIn } from "#app/modules/i18n/translated-content.ts";
import { PLAN_TRANSLATED_KEYS, planDefinition } from "./plan-definition.ts";

// How plans read on the public site (docs/product.md#pricing-display), in the page's language.

/** The stored fields a public plan card is made from (numerics arrive as strings). */
export type PlanRecord = Omit<
  typeof pricingPlans.$inferSelect,
  "displayOrder" | "isActive" | "setupFee" | "createdAt" | "updatedAt"
>;

type PlanTextKey = (typeof PLAN_TRANSLATED_KEYS)[number];

/** A plan as a visitor reads it: each of its texts in the page's language (English where none). */
export type PublicPlan = Omit<Record<PlanTextKey, string>, "yearlySavingsText"> & {
  id: string;
  isFeatured: boolean;
  features: string[];
  countryCode: CountryCode;
  /** The fees its card lists, labelled in the page's language (cardFees). */
  fees: FeeLine[];
  /** e.g. "$49"; the monthly fee, else the price. */
  monthlyPrice: string;
  /** The same amount unformatted ("49.00") and its currency code, for structured data. */
  monthlyAmount: string;
  currency: string;
  yearlyPrice: string | null;
  /** Shown beside the yearly price; falls back to "{percent}% OFF", or none without a discount. */
  yearlySavingsText: string | null;
  /** What paying yearly saves, in whole percent (yearlyDiscountOf); 0 without a yearly offer. */
  yearlyDiscountPercent: number;
  /**
   * The language each text is shown in where it is not the page's (an English fallback on an
   * Urdu page), so that the card can mark it (ADR 0053); a text left out is in the page's.
   */
  languages?: Partial<Record<PlanTextKey, Locale>>;
  /** The same for each feature, in order. */
  featureLanguages?: Locale[];
};

const wholeAmount = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const amountWithCents = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '{n} PKR', '$n' or '{currency} {n}' (docs/product.md#pricing-display); an amount with cents shows both digits ($529.20). */
export function formatPrice(amount: string | number, currency: string): string {
  const number = Number(amount);
  const value = (Number.isInteger(number) ? wholeAmount : amountWithCents).format(number);
  const code = currency.trim().toUpperCase();
  if (code === "PKR") return `${value} PKR`;
  if (code === "USD") return `$${value}`;
  return `${code} ${value}`;
}

/** A fee as a plan's card lists it: "Implementation charges:" and "25,000 PKR". */
export type FeeLine = { key: string; label: string; amount: string };

/** The fields a card lists as fees, in the definition's order (their metadata says so). */
const CARD_FEES = Object.entries(planDefinition.meta).flatMap(([key, field]) =>
  field.cardLabel ? [{ key, label: field.cardLabel, consoleOnly: field.consoleOnly === true }] : [],
);

/**
 * The fees above 0 a plan's card lists, labelled in `locale`: visitors' cards leave out the
 * console's own. Numerics arrive as strings; a field the row lacks counts as none.
 */
export function cardFees(
  plan: Readonly<Record<string, unknown>> & { currency: string },
  locale: Locale,
  audience: "public" | "console",
): FeeLine[] {
  return CARD_FEES.flatMap((fee) => {
    const amount = Number(plan[fee.key] ?? 0);
    if (!(amount > 0) || (fee.consoleOnly && audience === "public")) return [];
    return [
      {
        key: fee.key,
        label: textIn(fee.label, locale),
        amount: formatPrice(amount, plan.currency),
      },
    ];
  });
}

/** What follows the percentage in each language, as the seeded plans write it (ADR 0051). */
const PERCENT_OFF: Record<Locale, string> = { en: "% OFF", ur: "% رعایت" };

/**
 * The yearly savings text a discount reads as when none is written, in `locale`: "20% OFF"
 * (docs/product.md#pricing-display), "20% رعایت".
 */
export function percentOffText(percent: number, locale: Locale = DEFAULT_LOCALE): string | null {
  return percent > 0 ? `${percent}${PERCENT_OFF[locale]}` : null;
}

type PlanAmounts = Pick<
  PlanRecord,
  "price" | "monthlyFee" | "yearlyPrice" | "yearlyDiscountPercent"
>;

/**
 * What a year costs: the yearly price the owner set, else twelve months less the yearly
 * discount (to the cent), else nothing (no yearly offer).
 */
export function yearlyAmount(plan: PlanAmounts): number | null {
  if (plan.yearlyPrice !== null && plan.yearlyPrice !== "") return Number(plan.yearlyPrice);
  if (plan.yearlyDiscountPercent <= 0) return null;
  const monthly = Number(plan.monthlyFee ?? plan.price);
  return Math.round(monthly * 12 * (100 - plan.yearlyDiscountPercent)) / 100;
}

/**
 * What paying yearly saves, in whole percent: the discount the owner set, else what the yearly
 * price they set comes to against twelve months, rounded down (a banner never promises more
 * than a plan gives), else 0.
 */
export function yearlyDiscountOf(plan: PlanAmounts): number {
  if (plan.yearlyDiscountPercent > 0) return plan.yearlyDiscountPercent;
  const yearly = yearlyAmount(plan);
  const twelveMonths = Number(plan.monthlyFee ?? plan.price) * 12;
  if (yearly === null || !(twelveMonths > 0)) return 0;
  return Math.max(0, Math.floor(100 - (yearly / twelveMonths) * 100 + 1e-9));
}

/** The best yearly saving among `plans` ("20%"), or null when none has one. */
export function bestYearlyDiscount(plans: readonly PublicPlan[]): string | null {
  const best = Math.max(0, ...plans.map((plan) => plan.yearlyDiscountPercent));
  return best > 0 ? `${best}%` : null;
}

/** The plan as a page in `locale` shows it: each text in that language where it has one. */
export function toPublicPlan(plan: PlanRecord, locale: Locale): PublicPlan {
  const yearly = yearlyAmount(plan);
  const percentOff = percentOffText(plan.yearlyDiscountPercent, locale);
  const texts = localizeTexts(plan, PLAN_TRANSLATED_KEYS, locale);
  return {
    ...(Object.fromEntries(PLAN_TRANSLATED_KEYS.map((key) => [key, texts[key]])) as Record<
      PlanTextKey,
      string
    >),
    id: plan.id,
    isFeatured: plan.isFeatured,
    features: plan.features.map((feature) => textIn(feature.text, locale)),
    countryCode: plan.countryCode === "PK" ? "PK" : "INTL",
    fees: cardFees(plan, locale, "public"),
    monthlyPrice: formatPrice(plan.monthlyFee ?? plan.price, plan.currency),
    monthlyAmount: plan.monthlyFee ?? plan.price,
    currency: plan.currency.trim().toUpperCase(),
    yearlyPrice: yearly === null ? null : formatPrice(yearly, plan.currency),
    yearlySavingsText: yearly === null ? null : texts.yearlySavingsText.trim() || percentOff,
    yearlyDiscountPercent: yearlyDiscountOf(plan),
    languages: Object.fromEntries(
      PLAN_TRANSLATED_KEYS.flatMap((key) => {
        const language = languageOf(plan[key], locale);
        return language === locale ? [] : [[key, language]];
      }),
    ),
    featureLanguages: plan.features.map((feature) => languageOf(feature.text, locale)),
  };
}

/** A stored plan as the console shows it: its texts in English, the console's language. */
export function consolePlan(plan: typeof pricingPlans.$inferSelect) {
  return {
    ...localizeTexts(plan, PLAN_TRANSLATED_KEYS, DEFAULT_LOCALE),
    features: plan.features.map((feature) => englishText(feature.text)),
    fees: cardFees(plan, DEFAULT_LOCALE, "console"),
  };
}

/** The two groups of the pricing section: Pakistan Plans and International Plans. */
export function groupPlansByCountry(plans: PublicPlan[]): Record<CountryCode, PublicPlan[]> {
  return {
    PK: plans.filter((plan) => plan.countryCode === "PK"),
    INTL: plans.filter((plan) => plan.countryCode === "INTL"),
  };
}

/** How a chosen plan is recorded on a lead, e.g. "Premium (Pakistan) - 30,000 PKR per month". */
export function selectedPlanLabel(plan: PublicPlan): string {
  const region = plan.countryCode === "PK" ? "Pakistan" : "International";
  return `${plan.name} (${region}) - ${plan.monthlyPrice} per month`;
}
