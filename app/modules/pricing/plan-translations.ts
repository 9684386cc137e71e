import type { PlanTranslations } from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { translatedOr } from "#app/modules/i18n/translated-content.ts";
import { PLAN_LIMITS } from "./plan-form.ts";

// A plan's Urdu labels (ADR 0021): what may be stored in pricing_plans.translations, and the one
// function that puts a locale's labels in place of the English ones for the public pages.

const label = (max: number) => z.string().max(max).optional();

/** The stored shape: only known fields, strings within the English fields' limits. */
export const planTranslationsSchema = z.strictObject({
  ur: z
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
});

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
  const urdu = readPlanTranslations(plan.translations)[locale];
  if (!urdu) return plan;
  return {
    ...plan,
    name: translatedOr(plan.name, urdu.name),
    description: translatedOr(plan.description, urdu.description),
    yearlySavingsText:
      plan.yearlySavingsText === null && !urdu.yearlySavingsText?.trim()
        ? null
        : translatedOr(plan.yearlySavingsText ?? "", urdu.yearlySavingsText),
    features: plan.features.map((feature) => translatedOr(feature, urdu.features?.[feature])),
  };
}
