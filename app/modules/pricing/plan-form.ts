import { BILLING_PERIODS, COUNTRY_CODES } from "#app/db/enums.ts";
import type { PlanTranslations } from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import { withoutEmpty } from "#app/modules/i18n/translated-content.ts";

// The pricing plan dialog's fields (docs/product.md#plan-fields), checked by the same
// schema in the browser (before posting) and in the action. The dialog keeps what was typed as
// text (`PlanFormValues`); the schema turns it into what is stored (`PlanInput`). There is no
// Monthly Fee field: the monthly fee saved is the price (DECISIONS).

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

export const PLAN_LIMITS = {
  name: 100,
  description: 1000,
  feature: 200,
  features: 50,
  yearlySavingsText: 50,
  /** numeric(12, 2): ten digits before the point. */
  amount: 9_999_999_999.99,
} as const;

/** What the dialog holds: every field as typed. */
export type PlanFormValues = {
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
  features: string[];
  isFeatured: boolean;
  isActive: boolean;
  /** The Urdu labels (ADR 0021); empty shows the English one on Urdu pages. */
  urName: string;
  urDescription: string;
  urYearlySavingsText: string;
  /** The Urdu text of each English feature, by the English text. */
  urFeatures: Record<string, string>;
};

export type PlanField = keyof PlanFormValues;

/** The values of a new plan: fees and discount 0, USD, International, monthly, active. */
export function emptyPlanValues(): PlanFormValues {
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
    isFeatured: false,
    isActive: true,
    urName: "",
    urDescription: "",
    urYearlySavingsText: "",
    urFeatures: {},
  };
}

/** The stored fields the dialog is filled from when editing (numerics arrive as strings). */
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

export function planValuesFromPlan(plan: StoredPlanFields): PlanFormValues {
  const urdu = plan.translations?.ur ?? {};
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
    features: [...plan.features],
    isFeatured: plan.isFeatured,
    isActive: plan.isActive,
    urName: urdu.name ?? "",
    urDescription: urdu.description ?? "",
    urYearlySavingsText: urdu.yearlySavingsText ?? "",
    urFeatures: { ...urdu.features },
  };
}

/** Save is enabled only when name and price are non-empty (docs/product.md#validation). */
export function canSavePlan(values: Pick<PlanFormValues, "name" | "price">): boolean {
  return values.name.trim() !== "" && values.price.trim() !== "";
}

/**
 * Adds a feature typed in the features input: only when non-blank after trimming, and not
 * twice. Returns the same list when nothing was added.
 */
export function addFeature(features: readonly string[], typed: string): string[] {
  const feature = typed.trim();
  if (feature === "" || features.includes(feature)) return [...features];
  return [...features, feature];
}

export function removeFeature(features: readonly string[], index: number): string[] {
  return features.filter((_, position) => position !== index);
}

const DECIMAL = /^(\d+(\.\d{0,2})?|\.\d{1,2})$/;

/** A decimal amount ≥ 0 with at most 2 decimals, stored as "12.50". */
function amount(label: string, options: { required: boolean }) {
  return z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (value === "") {
        if (options.required) context.addIssue({ code: "custom", message: `${label} is required` });
        return;
      }
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
    });
}

const toAmount = (value: string) => Number(value).toFixed(2);

export const planFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "Name is required")
      .max(PLAN_LIMITS.name, `Name must be at most ${PLAN_LIMITS.name} characters`),
    description: z
      .string()
      .trim()
      .max(
        PLAN_LIMITS.description,
        `Description must be at most ${PLAN_LIMITS.description} characters`,
      ),
    price: amount("Price", { required: true }),
    setupFee: amount("Setup fee", { required: false }),
    implementationCharges: amount("Implementation charges", { required: false }),
    yearlyDiscountPercent: z
      .string()
      .trim()
      .refine((value) => value === "" || (/^\d{1,3}$/.test(value) && Number(value) <= 100), {
        message: "Yearly discount must be a whole number from 0 to 100",
      }),
    yearlyPrice: amount("Yearly price", { required: false }),
    yearlySavingsText: z
      .string()
      .trim()
      .max(
        PLAN_LIMITS.yearlySavingsText,
        `Yearly savings text must be at most ${PLAN_LIMITS.yearlySavingsText} characters`,
      ),
    billingPeriod: z
      .string()
      .trim()
      .transform((value) => value || "monthly")
      .pipe(z.enum(BILLING_PERIODS, "Choose monthly, yearly or one-time")),
    currency: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase() || "USD")
      .pipe(z.string().regex(/^[A-Z]{3}$/, "Currency must be a 3-letter code")),
    countryCode: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase() || "INTL")
      .pipe(z.enum(COUNTRY_CODES, "Choose Pakistan or International")),
    features: z
      .array(
        z
          .string()
          .trim()
          .max(PLAN_LIMITS.feature, `A feature must be at most ${PLAN_LIMITS.feature} characters`),
      )
      .transform((features) => [...new Set(features.filter((feature) => feature !== ""))])
      .pipe(
        z.array(z.string()).max(PLAN_LIMITS.features, `At most ${PLAN_LIMITS.features} features`),
      ),
    isFeatured: z.boolean(),
    isActive: z.boolean(),
    // The Urdu labels: optional, as long as the English ones (ADR 0021).
    urName: z
      .string()
      .trim()
      .max(PLAN_LIMITS.name, `Urdu name must be at most ${PLAN_LIMITS.name} characters`),
    urDescription: z
      .string()
      .trim()
      .max(
        PLAN_LIMITS.description,
        `Urdu description must be at most ${PLAN_LIMITS.description} characters`,
      ),
    urYearlySavingsText: z
      .string()
      .trim()
      .max(
        PLAN_LIMITS.yearlySavingsText,
        `Urdu yearly savings text must be at most ${PLAN_LIMITS.yearlySavingsText} characters`,
      ),
    urFeatures: z.record(
      z.string(),
      z
        .string()
        .trim()
        .max(
          PLAN_LIMITS.feature,
          `An Urdu feature must be at most ${PLAN_LIMITS.feature} characters`,
        ),
    ),
  })
  .transform((values) => {
    const price = toAmount(values.price);
    return {
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
      features: values.features,
      isFeatured: values.isFeatured,
      isActive: values.isActive,
      translations: planTranslations(values),
    };
  });

/** The Urdu values as stored: empty ones left out, features only for the plan's own features. */
function planTranslations(values: {
  features: string[];
  urName: string;
  urDescription: string;
  urYearlySavingsText: string;
  urFeatures: Record<string, string>;
}): PlanTranslations {
  const features = withoutEmpty(
    Object.fromEntries(
      values.features.map((feature) => [feature, values.urFeatures[feature.trim()] ?? ""]),
    ),
  ) as Record<string, string>;
  const urdu = {
    ...withoutEmpty({
      name: values.urName,
      description: values.urDescription,
      yearlySavingsText: values.urYearlySavingsText,
    }),
    ...(Object.keys(features).length > 0 ? { features } : {}),
  };
  return Object.keys(urdu).length > 0 ? { ur: urdu } : {};
}

/** A plan as stored, from a valid form. */
export type PlanInput = z.output<typeof planFormSchema>;

export type PlanFieldErrors = Partial<Record<PlanField, string>>;

export type PlanParseResult =
  | { ok: true; plan: PlanInput }
  | { ok: false; fieldErrors: PlanFieldErrors };

/** Validates the dialog's values; the first message per field. */
export function parsePlanValues(values: PlanFormValues): PlanParseResult {
  const result = planFormSchema.safeParse(values);
  if (result.success) return { ok: true, plan: result.data };
  const fieldErrors: PlanFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as PlanField | undefined;
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { ok: false, fieldErrors };
}

// The form's wire format: snake_case names like the columns, repeated `features`.
const TEXT_FIELDS = {
  name: "name",
  description: "description",
  price: "price",
  setupFee: "setup_fee",
  implementationCharges: "implementation_charges",
  yearlyDiscountPercent: "yearly_discount_percent",
  yearlyPrice: "yearly_price",
  yearlySavingsText: "yearly_savings_text",
  billingPeriod: "billing_period",
  currency: "currency",
  countryCode: "country_code",
  urName: "ur_name",
  urDescription: "ur_description",
  urYearlySavingsText: "ur_yearly_savings_text",
} as const satisfies Partial<Record<PlanField, string>>;

function isOn(value: FormDataEntryValue | null): boolean {
  return value === "on" || value === "true";
}

/** Fills a FormData with the dialog's values (the action reads it with planValuesFromFormData). */
export function appendPlanValues(formData: FormData, values: PlanFormValues): FormData {
  for (const [field, name] of Object.entries(TEXT_FIELDS)) {
    formData.set(name, values[field as keyof typeof TEXT_FIELDS]);
  }
  formData.delete("features");
  formData.delete("ur_features");
  for (const feature of values.features) {
    formData.append("features", feature);
    // One Urdu value beside each feature, in the same order (empty when it has none).
    formData.append("ur_features", values.urFeatures[feature] ?? "");
  }
  formData.set("is_featured", String(values.isFeatured));
  formData.set("is_active", String(values.isActive));
  return formData;
}

export function planValuesFromFormData(formData: FormData): PlanFormValues {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = emptyPlanValues();
  for (const [field, name] of Object.entries(TEXT_FIELDS)) {
    values[field as keyof typeof TEXT_FIELDS] = text(name);
  }
  values.features = formData
    .getAll("features")
    .filter((value): value is string => typeof value === "string");
  const urdu = formData.getAll("ur_features");
  values.urFeatures = Object.fromEntries(
    values.features.flatMap((feature, index) => {
      const translation = urdu[index];
      return typeof translation === "string" && translation !== ""
        ? [[feature.trim(), translation]]
        : [];
    }),
  );
  values.isFeatured = isOn(formData.get("is_featured"));
  values.isActive = isOn(formData.get("is_active"));
  return values;
}
