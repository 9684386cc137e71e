import type { pricingPlans } from "#app/db/schema.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

// The seeded plans (docs/product.md#data): Starter and Premium, for Pakistan in PKR and for international
// customers in USD. Yearly prices carry the advertised 20% saving. Every text is seeded in each
// language of the site (ADR 0051): the names are written in Urdu letters, as the catalogue
// writes the product words it borrows ("آٹومیشن"), so an Urdu card reads in one script.

/** Each language's text of a seeded text: a third language fails the typecheck until written. */
type SeededText = Record<Locale, string>;

const STARTER_FEATURES: SeededText[] = [
  { en: "Button replies", ur: "بٹن والے جوابات" },
  { en: "24/7 instant responses", ur: "چوبیس گھنٹے فوری جوابات" },
  { en: "100+ concurrent customers", ur: "ایک وقت میں 100 سے زائد گاہک" },
  { en: "WhatsApp automation", ur: "واٹس ایپ آٹومیشن" },
];

const PREMIUM_FEATURES: SeededText[] = [
  ...STARTER_FEATURES,
  { en: "AI integration", ur: "اے آئی انٹیگریشن" },
  { en: "Instagram DM automation", ur: "انسٹاگرام ڈی ایم آٹومیشن" },
  { en: "Facebook Messenger automation", ur: "فیس بک میسنجر آٹومیشن" },
  {
    en: "Multi-language support (50+ languages)",
    ur: "کئی زبانوں میں بات چیت (50 سے زائد زبانیں)",
  },
  { en: "Unlimited replies", ur: "لامحدود جوابات" },
  { en: "Priority support", ur: "ترجیحی سپورٹ" },
];

const STARTER = {
  name: { en: "Starter", ur: "اسٹارٹر" },
  description: {
    en: "Automated WhatsApp replies for a growing business.",
    ur: "بڑھتے ہوئے کاروبار کے لیے واٹس ایپ پر خودکار جوابات۔",
  },
} satisfies Record<string, SeededText>;

const PREMIUM = {
  name: { en: "Premium", ur: "پریمیم" },
  description: {
    en: "AI conversations on WhatsApp, Instagram and Messenger.",
    ur: "واٹس ایپ، انسٹاگرام اور میسنجر پر اے آئی والی بات چیت۔",
  },
} satisfies Record<string, SeededText>;

/** The yearly saving as seeded: "20% OFF". */
export const SEEDED_SAVINGS_TEXT: SeededText = { en: "20% OFF", ur: "20% رعایت" };

type NewPlan = typeof pricingPlans.$inferInsert;

function plan(
  fields: Pick<NewPlan, "currency" | "countryCode" | "isFeatured" | "displayOrder"> & {
    name: SeededText;
    description: SeededText;
    monthly: number;
    implementation: number;
  },
): NewPlan {
  const { name, description, monthly, implementation, ...rest } = fields;
  const features = rest.isFeatured ? PREMIUM_FEATURES : STARTER_FEATURES;
  return {
    ...rest,
    name: { ...name },
    description: { ...description },
    price: monthly.toFixed(2),
    monthlyFee: monthly.toFixed(2),
    implementationCharges: implementation.toFixed(2),
    yearlyPrice: Math.round(monthly * 12 * 0.8).toFixed(2),
    yearlyDiscountPercent: 20,
    yearlySavingsText: { ...SEEDED_SAVINGS_TEXT },
    billingPeriod: "monthly",
    features: features.map((feature, index) => ({ id: `f${index + 1}`, text: { ...feature } })),
    isActive: true,
  };
}

export const DEFAULT_PLANS: NewPlan[] = [
  plan({
    ...STARTER,
    currency: "PKR",
    countryCode: "PK",
    isFeatured: false,
    displayOrder: 1,
    monthly: 15000,
    implementation: 25000,
  }),
  plan({
    ...PREMIUM,
    currency: "PKR",
    countryCode: "PK",
    isFeatured: true,
    displayOrder: 2,
    monthly: 30000,
    implementation: 40000,
  }),
  plan({
    ...STARTER,
    currency: "USD",
    countryCode: "INTL",
    isFeatured: false,
    displayOrder: 3,
    monthly: 49,
    implementation: 99,
  }),
  plan({
    ...PREMIUM,
    currency: "USD",
    countryCode: "INTL",
    isFeatured: true,
    displayOrder: 4,
    monthly: 99,
    implementation: 199,
  }),
];
