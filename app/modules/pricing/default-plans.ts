import type { pricingPlans } from "#app/db/schema.ts";

// The seeded plans (docs/product.md#data): Starter and Premium, for Pakistan in PKR and for international
// customers in USD. Yearly prices carry the advertised 20% saving.

const STARTER_FEATURES = [
  "Button replies",
  "24/7 instant responses",
  "100+ concurrent customers",
  "WhatsApp automation",
];

const PREMIUM_FEATURES = [
  ...STARTER_FEATURES,
  "AI integration",
  "Instagram DM automation",
  "Facebook Messenger automation",
  "Multi-language support (50+ languages)",
  "Unlimited replies",
  "Priority support",
];

type NewPlan = typeof pricingPlans.$inferInsert;

function plan(
  fields: Pick<NewPlan, "currency" | "countryCode" | "isFeatured" | "displayOrder"> & {
    name: string;
    description: string;
    monthly: number;
    implementation: number;
  },
): NewPlan {
  const { name, description, monthly, implementation, ...rest } = fields;
  const features = rest.isFeatured ? PREMIUM_FEATURES : STARTER_FEATURES;
  return {
    ...rest,
    name: { en: name },
    description: { en: description },
    price: monthly.toFixed(2),
    monthlyFee: monthly.toFixed(2),
    implementationCharges: implementation.toFixed(2),
    yearlyPrice: Math.round(monthly * 12 * 0.8).toFixed(2),
    yearlyDiscountPercent: 20,
    yearlySavingsText: { en: "20% OFF" },
    billingPeriod: "monthly",
    features: features.map((feature, index) => ({ id: `f${index + 1}`, text: { en: feature } })),
    isActive: true,
  };
}

export const DEFAULT_PLANS: NewPlan[] = [
  plan({
    name: "Starter",
    description: "Automated WhatsApp replies for a growing business.",
    currency: "PKR",
    countryCode: "PK",
    isFeatured: false,
    displayOrder: 1,
    monthly: 15000,
    implementation: 25000,
  }),
  plan({
    name: "Premium",
    description: "AI conversations on WhatsApp, Instagram and Messenger.",
    currency: "PKR",
    countryCode: "PK",
    isFeatured: true,
    displayOrder: 2,
    monthly: 30000,
    implementation: 40000,
  }),
  plan({
    name: "Starter",
    description: "Automated WhatsApp replies for a growing business.",
    currency: "USD",
    countryCode: "INTL",
    isFeatured: false,
    displayOrder: 3,
    monthly: 49,
    implementation: 99,
  }),
  plan({
    name: "Premium",
    description: "AI conversations on WhatsApp, Instagram and Messenger.",
    currency: "USD",
    countryCode: "INTL",
    isFeatured: true,
    displayOrder: 4,
    monthly: 99,
    implementation: 199,
  }),
];
