import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { configureCoercion } from "@conform-to/zod/v4/future";
import { BILLING_PERIODS, COUNTRY_CODES } from "#app/db/enums.ts";
import type { PlanTranslations } from "#app/db/schema.ts";
import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";
import { LANGUAGE_NAMES } from "#app/modules/i18n/locales.ts";
import {
  perTranslatedLocale,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  withoutEmpty,
} from "#app/modules/i18n/translated-content.ts";
import { parseScheduleFields, type ScheduleFields } from "#app/modules/publishing/schedule-time.ts";

// The plan editor's one schema (docs/product.md#plan-fields): its keys are the form's field
// names, and conform checks the form with it in the browser as the owner types and again in the
// editor route's action, where it also yields what is stored (`PlanInput`) and the schedule.
// There is no Monthly Fee field: the monthly fee saved is the price. Each translated language
// has its own group of the plan's labels, made from TRANSLATED_LOCALES.

/** The currencies the dialog offers; a stored plan in another 3-letter code still edits. */
export const CURRENCIES = ["USD", "PKR", "GBP", "EUR", "AED"] as const;

export const BILLING_PERIOD_LABELS: Record<(typeof BILLING_PERIODS)[number], string> = {
  monthly: "Monthly",
  yearly: "Yearly",
  "one-time": "One-time",
};

export const COUNTRY_LABELS: Record<(typeof COUNTRY_CODES)[number], string> = {
  PK: "Pakistan (PK)",
  INTL: "International (INTL)",
};

/**
 * A new plan's currency follows its region (ADR 0025): Pakistan plans are priced in rupees,
 * International ones in dollars.
 */
export const REGION_CURRENCY: Record<(typeof COUNTRY_CODES)[number], (typeof CURRENCIES)[number]> =
  { PK: "PKR", INTL: "USD" };

/** The currency a region gives a new plan, if `region` is one. */
function regionCurrency(region: string): string | undefined {
  return Object.hasOwn(REGION_CURRENCY, region)
    ? REGION_CURRENCY[region as keyof typeof REGION_CURRENCY]
    : undefined;
}

/**
 * A new plan's currency once its Country changes from `from` to `to` (ADR 0025): it follows the
 * region while it is the one the region gave; a currency the owner picked stays. Told apart by
 * value, not by events: the form's own update of the currency fires a change event too.
 */
export function currencyAfterRegionChange(currency: string, from: string, to: string): string {
  const followsRegion = currency === regionCurrency(from);
  return followsRegion ? (regionCurrency(to) ?? currency) : currency;
}

export const PLAN_LIMITS = {
  name: 100,
  description: 1000,
  feature: 200,
  features: 50,
  yearlySavingsText: 50,
  /** numeric(12, 2): ten digits before the point. */
  amount: 9_999_999_999.99,
} as const;

/** A plan's labels in one translated language; empty shows the English one there (ADR 0021). */
export type PlanLabels = { name: string; description: string; yearlySavingsText: string };

/** A feature: its English text and its text in each translated language. */
export type PlanFeatureValues = {
  text: string;
  translations: Partial<Record<TranslatedLocale, string>>;
};

/** What the editor's form starts from: every field as it would be typed. */
export type PlanEditorValues = {
  name: string;
  description: string;
  price: string;
  setupFee: string;
  implementationCharges: string;
  yearlyDiscountPercent: string;
  yearlyPrice: string;
  yearlySavingsText: string;
  billingPeriod: string;
  currency: string;
  countryCode: string;
  features: PlanFeatureValues[];
  /** A feature typed but not yet added: saved with the others, as if added first. */
  newFeature: string;
  isFeatured: boolean;
  isActive: boolean;
  translations: Partial<Record<TranslatedLocale, PlanLabels>>;
} & ScheduleFields;

/** The values of a new plan: fees and discount 0, USD, International, monthly, active. */
export function newPlanValues(): PlanEditorValues {
  return {
    name: "",
    description: "",
    price: "",
    setupFee: "0",
    implementationCharges: "0",
    yearlyDiscountPercent: "0",
    yearlyPrice: "",
    // Empty until written: the discount reads as "{percent}% OFF" (ADR 0025).
    yearlySavingsText: "",
    billingPeriod: "monthly",
    currency: "USD",
    countryCode: "INTL",
    features: [],
    newFeature: "",
    isFeatured: false,
    isActive: true,
    translations: {},
    publishAt: "",
    unpublishAt: "",
  };
}

/** The stored fields the editor is filled from (numerics arrive as strings). */
export type StoredPlanFields = {
  name: string;
  description: string;
  price: string;
  setupFee: string;
  implementationCharges: string;
  yearlyDiscountPercent: number;
  yearlyPrice: string | null;
  yearlySavingsText: string | null;
  billingPeriod: string;
  currency: string;
  countryCode: string;
  features: string[];
  isFeatured: boolean;
  isActive: boolean;
  translations?: PlanTranslations;
};

/** "49.00" reads as "49", "12.50" as "12.5": what a person would have typed. */
function plainAmount(value: string): string {
  const number = Number(value);
  return Number.isFinite(number) ? String(number) : value;
}

/** The editor's values for a stored plan and its pending schedule (as the fields show it). */
export function planEditorValues(
  plan: StoredPlanFields,
  schedule: ScheduleFields,
): PlanEditorValues {
  const translations = plan.translations ?? {};
  return {
    name: plan.name,
    description: plan.description,
    price: plainAmount(plan.price),
    setupFee: plainAmount(plan.setupFee),
    implementationCharges: plainAmount(plan.implementationCharges),
    yearlyDiscountPercent: String(plan.yearlyDiscountPercent),
    yearlyPrice: plan.yearlyPrice === null ? "" : plainAmount(plan.yearlyPrice),
    yearlySavingsText: plan.yearlySavingsText ?? "",
    billingPeriod: plan.billingPeriod,
    currency: plan.currency,
    countryCode: plan.countryCode,
    features: plan.features.map((text) => ({
      text,
      translations: perTranslatedLocale((locale) => translations[locale]?.features?.[text] ?? ""),
    })),
    newFeature: "",
    isFeatured: plan.isFeatured,
    isActive: plan.isActive,
    translations: perTranslatedLocale((locale) => ({
      name: translations[locale]?.name ?? "",
      description: translations[locale]?.description ?? "",
      yearlySavingsText: translations[locale]?.yearlySavingsText ?? "",
    })),
    ...schedule,
  };
}

/** Save is enabled only when name and price are non-empty (docs/product.md#plan-fields). */
export function canSavePlan(values: { name?: unknown; price?: unknown }): boolean {
  const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";
  return filled(values.name) && filled(values.price);
}

/** Whether a typed feature would be added: non-blank after trimming, and not there already. */
export function isNewFeature(features: readonly string[], typed: string): boolean {
  const feature = typed.trim();
  return feature !== "" && !features.includes(feature);
}

const DECIMAL = /^(\d+(\.\d{0,2})?|\.\d{1,2})$/;

/** An optional text field: what was typed, trimmed; empty when left empty. */
function typed(max: number, tooLong: string, { multiLine = false } = {}) {
  return typedText({ multiLine }).trim().max(max, tooLong).default("");
}

/** The checks of a decimal amount ≥ 0 with at most 2 decimals (stored as "12.50"). */
function amountChecks(label: string) {
  return (value: string, context: z.RefinementCtx) => {
    if (value === "") return;
    if (value.startsWith("-")) {
      context.addIssue({ code: "custom", message: `${label} cannot be negative` });
    } else if (!DECIMAL.test(value)) {
      context.addIssue({
        code: "custom",
        message: `${label} must be a number with at most 2 decimals`,
      });
    } else if (Number(value) > PLAN_LIMITS.amount) {
      context.addIssue({ code: "custom", message: `${label} is too large` });
    }
  };
}

/** An optional amount: empty when left empty. */
function optionalAmount(label: string) {
  return z.string().trim().superRefine(amountChecks(label)).default("");
}

const toAmount = (value: string) => Number(value).toFixed(2);

const featureText = (what: string) =>
  typed(PLAN_LIMITS.feature, `${what} must be at most ${PLAN_LIMITS.feature} characters`);

// A field left empty posts nothing the schema sees (conform reads "" as no value): optional
// fields fall back to their default, a required one says so.
const planFields = z.object({
  name: typedText({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(PLAN_LIMITS.name, `Name must be at most ${PLAN_LIMITS.name} characters`),
  description: typed(
    PLAN_LIMITS.description,
    `Description must be at most ${PLAN_LIMITS.description} characters`,
    { multiLine: true },
  ),
  price: z
    .string({ error: "Price is required" })
    .trim()
    .min(1, "Price is required")
    .superRefine(amountChecks("Price")),
  setupFee: optionalAmount("Setup fee"),
  implementationCharges: optionalAmount("Implementation charges"),
  yearlyDiscountPercent: z
    .string()
    .trim()
    .refine((value) => value === "" || (/^\d{1,3}$/.test(value) && Number(value) <= 100), {
      message: "Yearly discount must be a whole number from 0 to 100",
    })
    .default(""),
  yearlyPrice: optionalAmount("Yearly price"),
  yearlySavingsText: typed(
    PLAN_LIMITS.yearlySavingsText,
    `Yearly savings text must be at most ${PLAN_LIMITS.yearlySavingsText} characters`,
  ),
  billingPeriod: z.enum(BILLING_PERIODS, "Choose monthly, yearly or one-time").default("monthly"),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "Currency must be a 3-letter code")
    .default("USD"),
  countryCode: z.enum(COUNTRY_CODES, "Choose Pakistan or International").default("INTL"),
  features: z
    .array(
      z.object({
        text: featureText("A feature"),
        translations: z
          .object(
            perTranslatedLocale((locale) =>
              featureText(`A feature's ${LANGUAGE_NAMES[locale]} text`),
            ),
          )
          .prefault({}),
      }),
    )
    // Room for blanks and repeats, which are dropped: the 50 are counted on what is kept.
    .max(PLAN_LIMITS.features * 2, `At most ${PLAN_LIMITS.features} features`)
    .default([]),
  newFeature: featureText("A feature"),
  isFeatured: z.boolean().default(false),
  isActive: z.boolean().default(false),
  translations: z
    .object(
      perTranslatedLocale((locale) =>
        z
          .object({
            name: typed(
              PLAN_LIMITS.name,
              `${LANGUAGE_NAMES[locale]} name must be at most ${PLAN_LIMITS.name} characters`,
            ),
            description: typed(
              PLAN_LIMITS.description,
              `${LANGUAGE_NAMES[locale]} description must be at most ${PLAN_LIMITS.description} characters`,
              { multiLine: true },
            ),
            yearlySavingsText: typed(
              PLAN_LIMITS.yearlySavingsText,
              `${LANGUAGE_NAMES[locale]} yearly savings text must be at most ${PLAN_LIMITS.yearlySavingsText} characters`,
            ),
          })
          .prefault({}),
      ),
    )
    .prefault({}),
  publishAt: typed(40, "Enter a date and time"),
  unpublishAt: typed(40, "Enter a date and time"),
});

type PlanFields = z.output<typeof planFields>;

/** The features to save: the list and the one typed but not added, without blanks or repeats. */
function featuresToSave(values: PlanFields): PlanFields["features"] {
  const all = [
    ...values.features,
    { text: values.newFeature, translations: perTranslatedLocale(() => "") },
  ];
  const seen = new Set<string>();
  return all.filter((feature) => {
    if (feature.text === "" || seen.has(feature.text)) return false;
    seen.add(feature.text);
    return true;
  });
}

/** The translations as stored: empty ones left out, features by their English text. */
function storedTranslations(
  values: PlanFields,
  features: PlanFields["features"],
): PlanTranslations {
  const stored: PlanTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const featureTexts = withoutEmpty(
      Object.fromEntries(features.map((feature) => [feature.text, feature.translations[locale]])),
    ) as Record<string, string>;
    const labels = {
      ...withoutEmpty(values.translations[locale]),
      ...(Object.keys(featureTexts).length > 0 ? { features: featureTexts } : {}),
    };
    if (Object.keys(labels).length > 0) stored[locale] = labels;
  }
  return stored;
}

/** The editor's schema for a site in `timeZone` (the schedule's times are read in it). */
export function planEditorSchema(timeZone: string) {
  // planFields alone describes the inputs (getZodConstraint); one transform adds the checks
  // across fields and yields the output, so the schedule and the features are read once.
  return planFields.transform((values, context) => {
    const features = featuresToSave(values);
    const tooManyFeatures = features.length > PLAN_LIMITS.features;
    if (tooManyFeatures) {
      context.addIssue({
        code: "custom",
        path: ["newFeature"],
        message: `At most ${PLAN_LIMITS.features} features`,
      });
    }
    const schedule = parseScheduleFields(values, timeZone);
    if (!schedule.ok) {
      context.addIssue({ code: "custom", path: [schedule.field], message: schedule.error });
    }
    if (tooManyFeatures || !schedule.ok) return z.NEVER;
    const price = toAmount(values.price);
    const plan = {
      name: values.name,
      description: values.description,
      price,
      /** Taken from the price: there is no separate Monthly Fee field. */
      monthlyFee: price,
      setupFee: values.setupFee === "" ? "0.00" : toAmount(values.setupFee),
      implementationCharges:
        values.implementationCharges === "" ? "0.00" : toAmount(values.implementationCharges),
      yearlyDiscountPercent:
        values.yearlyDiscountPercent === "" ? 0 : Number(values.yearlyDiscountPercent),
      yearlyPrice: values.yearlyPrice === "" ? null : toAmount(values.yearlyPrice),
      yearlySavingsText: values.yearlySavingsText === "" ? null : values.yearlySavingsText,
      billingPeriod: values.billingPeriod,
      currency: values.currency,
      countryCode: values.countryCode,
      features: features.map((feature) => feature.text),
      isFeatured: values.isFeatured,
      isActive: values.isActive,
      translations: storedTranslations(values, features),
    };
    return { plan, publishAt: schedule.publishAt, unpublishAt: schedule.unpublishAt };
  });
}

/** What a valid form yields: the plan as stored, and its schedule. */
export type PlanEditorOutput = z.output<ReturnType<typeof planEditorSchema>>;

/** A plan as stored, from a valid form. */
export type PlanInput = PlanEditorOutput["plan"];

/** A switch posts "true" or "false" (a hidden input beside it), or "on" as a checkbox does. */
const { coerceFormValue } = configureCoercion({
  type: { boolean: (text) => text === "true" || text === "on" },
});

/** Reads the editor's posted form: the plan and its schedule, or each problem by field name. */
export function parsePlanEditor(formData: FormData, timeZone: string) {
  return parseWithZod(formData, {
    schema: coerceFormValue(planEditorSchema(timeZone)),
    disableAutoCoercion: true,
  });
}

/** The inputs' constraints (required, ...), for the browser's own checks. */
export const PLAN_EDITOR_CONSTRAINT = getZodConstraint(planFields);
