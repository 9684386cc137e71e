import { BILLING_PERIODS, COUNTRY_CODES, type CountryCode } from "#app/db/enums.ts";
import type { PlanFeature } from "#app/db/schema.ts";
import { typedText } from "#app/lib/typed-text.ts";
import { z } from "#app/lib/zod.ts";
import { defineEntity } from "#app/modules/entities/entity-definition.ts";
import {
  amount,
  choice,
  customField,
  flag,
  translatableText,
  translatedTextInputs,
  translatedTextValues,
  wholeNumber,
} from "#app/modules/entities/entity-field.ts";
import { DEFAULT_LOCALE, LANGUAGE_NAMES } from "#app/modules/i18n/locales.ts";

// A pricing plan, declared once (ADR 0041, docs/product.md#plan-fields): each key is a column
// of pricing_plans and a field of the plan editor, in the order the editor shows them. There is
// no Monthly Fee field: the monthly fee saved is the price (plan-form.ts).

/** The currencies the editor offers; a stored plan in another 3-letter code still edits. */
export const CURRENCIES = ["USD", "PKR", "GBP", "EUR", "AED"] as const;

export const PLAN_LIMITS = {
  name: 100,
  description: 1000,
  feature: 200,
  features: 50,
  yearlySavingsText: 50,
} as const;

/**
 * A new plan's currency follows its region (ADR 0025): Pakistan plans are priced in rupees,
 * International ones in dollars.
 */
export const REGION_CURRENCY: Record<CountryCode, (typeof CURRENCIES)[number]> = {
  PK: "PKR",
  INTL: "USD",
};

/** A feature's id: short, lowercase letters and digits, unique within its plan. */
const FEATURE_ID = /^[a-z0-9]{1,16}$/;

/** What the editor posts for a feature: its id (none yet for one just added) and its texts. */
const planFeature = z.object({
  id: z.string().regex(FEATURE_ID).optional(),
  text: translatedTextInputs({
    max: PLAN_LIMITS.feature,
    nameIn: (locale) =>
      locale === DEFAULT_LOCALE ? "A feature" : `A feature's ${LANGUAGE_NAMES[locale]} text`,
  }),
});

/** A schedule time as typed (read in the site's time zone by plan-form.ts); not stored here. */
const scheduleTime = (label: string) =>
  customField(typedText().trim().max(40, "Enter a date and time").default(""), {
    label,
    control: "custom",
    initial: "",
    toForm: () => "",
  });

export const planDefinition = defineEntity({
  name: translatableText({
    label: "Plan Name",
    noun: "Name",
    max: PLAN_LIMITS.name,
    required: true,
    placeholder: "e.g. Starter",
  }),
  price: amount({ label: "Price", required: true, initial: "", placeholder: "0.00" }),
  description: translatableText({
    label: "Description",
    max: PLAN_LIMITS.description,
    multiLine: true,
    placeholder: "Who this plan is for",
  }),
  bestFor: translatableText({
    label: "Best For",
    max: 120,
    placeholder: "e.g. Shops starting with WhatsApp",
    description: "One line under the plan's name on the pricing page.",
  }),
  currency: customField(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, "Currency must be a 3-letter code")
      .default("USD"),
    {
      label: "Currency",
      control: "select",
      options: CURRENCIES.map((code) => ({ value: code, label: code })),
      initial: "USD",
      toForm: (stored) => stored,
      toStored: (value) => value,
    },
  ),
  billingPeriod: choice({
    label: "Billing Period",
    values: BILLING_PERIODS,
    labels: { monthly: "Monthly", yearly: "Yearly", "one-time": "One-time" },
    initial: "monthly",
    error: "Choose monthly, yearly or one-time",
  }),
  countryCode: choice({
    label: "Country",
    description: "Pakistan plans and International plans show in separate groups.",
    values: COUNTRY_CODES,
    labels: { PK: "Pakistan (PK)", INTL: "International (INTL)" },
    initial: "INTL",
    error: "Choose Pakistan or International",
  }),
  // Cards list these fees when above 0 (pricing-display.ts); visitors are not shown the setup fee.
  setupFee: amount({
    label: "Setup Fee",
    noun: "Setup fee",
    placeholder: "0",
    cardLabel: { en: "Setup fee:" },
    consoleOnly: true,
  }),
  implementationCharges: amount({
    label: "Implementation Charges",
    noun: "Implementation charges",
    placeholder: "0",
    cardLabel: { en: "Implementation charges:", ur: "سیٹ اپ فیس:" },
  }),
  yearlyDiscountPercent: wholeNumber({
    label: "Yearly Discount (%)",
    range: [0, 100],
    initial: 0,
    message: "Yearly discount must be a whole number from 0 to 100",
    placeholder: "0",
  }),
  yearlyPrice: amount({
    label: "Yearly Price",
    noun: "Yearly price",
    description: "Optional. Leave empty to show no yearly price.",
    emptyIsNone: true,
    initial: "",
  }),
  // Empty until written: the discount reads as "{percent}% OFF" (ADR 0025).
  yearlySavingsText: translatableText({
    label: "Yearly Savings Text",
    noun: "Yearly savings text",
    max: PLAN_LIMITS.yearlySavingsText,
    description: "Shown beside the yearly price. Left empty, it says the discount, as “10% OFF”.",
  }),
  features: customField(
    z
      .array(planFeature)
      // Room for blanks and repeats, which are dropped: the 50 are counted on what is kept.
      .max(PLAN_LIMITS.features * 2, `At most ${PLAN_LIMITS.features} features`)
      .default([]),
    {
      label: "Features",
      control: "custom",
      initial: [],
      toForm: (stored) =>
        ((stored ?? []) as PlanFeature[]).map((feature) => ({
          id: feature.id,
          text: translatedTextValues(feature.text),
        })),
      // plan-form.ts gives each kept feature its id.
      toStored: (value) => value,
    },
  ),
  /** A feature typed but not yet added: saved with the others, as if added first. */
  newFeature: customField(
    typedText()
      .trim()
      .max(PLAN_LIMITS.feature, `A feature must be at most ${PLAN_LIMITS.feature} characters`)
      .default(""),
    { label: "New feature", control: "custom", initial: "", toForm: () => "" },
  ),
  isFeatured: flag({
    label: "Featured",
    description: "Shows the 'Most Popular' badge.",
    initial: false,
  }),
  isActive: flag({
    label: "Active",
    description: "Shown on the public pricing page.",
    initial: true,
  }),
  publishAt: scheduleTime("Publish at"),
  unpublishAt: scheduleTime("Unpublish at"),
});

/** The plan's texts visitors read in their language (ADR 0041). */
export const PLAN_TRANSLATED_KEYS = planDefinition.translatableKeys;
