import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { configureCoercion } from "@conform-to/zod/v4/future";
import type { PlanFeature, pricingPlans } from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import { parseScheduleFields, type ScheduleFields } from "#app/modules/publishing/schedule-time.ts";
import { PLAN_LIMITS, planDefinition, REGION_CURRENCY } from "./plan-definition.ts";

// The plan editor's form (docs/product.md#plan-fields), made from the plan's definition
// (plan-definition.ts): its keys are the form's field names, and conform checks the form with
// it in the browser as the owner types and again in the editor route's action, where it also
// yields what is stored (`PlanInput`) and the schedule.

/** What the editor's form starts from: every field as it would be typed. */
export type PlanEditorValues = z.input<typeof planDefinition.fields>;

/** A feature as the editor holds it. */
export type PlanFeatureValues = NonNullable<PlanEditorValues["features"]>[number];

/** The values of a new plan: fees and discount 0, USD, International, monthly, active. */
export function newPlanValues(): PlanEditorValues {
  return planDefinition.initialValues();
}

/** The editor's values for a stored plan and its pending schedule (as the fields show it). */
export function planEditorValues(
  plan: Record<string, unknown>,
  schedule: ScheduleFields,
): PlanEditorValues {
  return { ...planDefinition.formValues(plan), ...schedule };
}

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

type PlanFields = z.output<typeof planDefinition.fields>;

/** A new feature's id: ten base-36 characters, not one of `taken`. */
function newFeatureId(taken: ReadonlySet<string>): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const id = Array.from(bytes, (byte) => (byte % 36).toString(36)).join("");
    if (!taken.has(id)) return id;
  }
}

/**
 * The features to save: the list and the one typed but not added, without blanks or repeats of
 * an English text, each with its id (a new one for a feature just added, or one whose id is
 * already taken in the list).
 */
function featuresToSave(values: PlanFields): PlanFeature[] {
  const all = [...values.features, { id: undefined, text: { en: values.newFeature } }];
  const seenTexts = new Set<string>();
  const ids = new Set<string>();
  const kept: PlanFeature[] = [];
  for (const feature of all) {
    const english = feature.text.en ?? "";
    if (english === "" || seenTexts.has(english)) continue;
    seenTexts.add(english);
    const id = feature.id && !ids.has(feature.id) ? feature.id : newFeatureId(ids);
    ids.add(id);
    kept.push({ id, text: feature.text });
  }
  return kept;
}

/** The editor's schema for a site in `timeZone` (the schedule's times are read in it). */
export function planEditorSchema(timeZone: string) {
  // The definition's fields alone describe the inputs (getZodConstraint); one transform adds
  // the checks across fields and yields the output, so the schedule and features are read once.
  return planDefinition.fields.transform((values, context) => {
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
    const stored = planDefinition.storedValues({ ...values, features });
    const plan = {
      ...(stored as PlanStoredFields),
      /** Taken from the price: there is no separate Monthly Fee field. */
      monthlyFee: stored.price as string,
    };
    return { plan, publishAt: schedule.publishAt, unpublishAt: schedule.unpublishAt };
  });
}

/** The columns the editor writes (monthlyFee is the price). */
type PlanStoredFields = Omit<
  typeof pricingPlans.$inferInsert,
  "id" | "displayOrder" | "createdAt" | "updatedAt" | "monthlyFee"
>;

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
export const PLAN_EDITOR_CONSTRAINT = getZodConstraint(planDefinition.fields);
