import type { PlanTranslations } from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { perTranslatedLocale, translatedOr } from "#app/modules/i18n/translated-content.ts";
import { PLAN_LIMITS } from "./plan-form.ts";

// A plan's translated labels (ADR 0021), a key per translated language (ADR 0035): what may be stored in pricing_plans.translations, and the one
// function that puts a locale's labels in place of the English ones for the public pages.

const label = (max: number) => z.string().max(max).optional();

/** The stored shape: only known fields, strings within the English fields' limits. */
export const planTranslationsSchema = z.strictObject(
  perTranslatedLocale(() =>
    z
      .strictObject({
        name: label(PLAN_LIMITS.name),
        description: label(PLAN_LIMITS.description),
        yearlySavingsText: label(PLAN_LIMITS.yearlySavingsText),
        features: z
          .record(z.string().max(PLAN_LIMITS.feature), z.string().max(PLAN_LIMITS.feature))
          .refine((features) => Object.keys(features).length <= PLAN_LIMITS.features)
          .optional(),
      })
      .optional(),
  ),
);

/** The stored translations, or none when what is stored is not of the expected shape. */
export function readPlanTranslations(value: unknown): PlanTranslations {
  const parsed = planTranslationsSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

type TranslatablePlan = {
  name: string;
  description: string;
  yearlySavingsText: string | null;
  features: string[];
  translations?: unknown;
};

/**
 * The plan as a page in `locale` shows it: each label in that language where it has a value,
 * English otherwise. English pages get the plan unchanged.
 */
export function localizePlan<Plan extends TranslatablePlan>(plan: Plan, locale: Locale): Plan {
  if (locale === "en") return plan;
  const labels = readPlanTranslations(plan.translations)[locale];
  if (!labels) return plan;
  return {
    ...plan,
    name: translatedOr(plan.name, labels.name),
    description: translatedOr(plan.description, labels.description),
    yearlySavingsText:
      plan.yearlySavingsText === null && !labels.yearlySavingsText?.trim()
        ? null
        : translatedOr(plan.yearlySavingsText ?? "", labels.yearlySavingsText),
    features: plan.features.map((feature) => translatedOr(feature, labels.features?.[feature])),
  };
}
