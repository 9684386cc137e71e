import { z } from "#app/lib/zod.ts";

// How long raw page views are kept (docs/product.md#analytics): 13 months by default, so a year can be compared
// with the one before; the daily rollups are kept whatever this says.

export type AnalyticsRetention = { months: number };
export const DEFAULT_ANALYTICS_RETENTION: AnalyticsRetention = { months: 13 };
export const MAX_ANALYTICS_RETENTION_MONTHS = 120;

export const analyticsRetentionSchema = z.object({
  months: z
    .number({ error: "Enter how many months to keep page views." })
    .int("Enter a whole number of months.")
    .min(1, "Keep page views at least one month.")
    .max(MAX_ANALYTICS_RETENTION_MONTHS, `At most ${MAX_ANALYTICS_RETENTION_MONTHS} months.`),
});

/** The posted field, as the schema reads it (empty is the default). */
export function analyticsRetentionFromForm(form: FormData): { months: number } {
  const raw = String(form.get("pageViewRetentionMonths") ?? "").trim();
  return { months: raw === "" ? DEFAULT_ANALYTICS_RETENTION.months : Number(raw) };
}
