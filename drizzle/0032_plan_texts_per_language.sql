-- A plan's texts take the one translated-text shape (docs/decisions/0041-one-definition-per-entity.md):
-- name, description and yearly savings text become {"en": …, "ur": …}, and each feature gets an
-- id beside its texts, [{"id": …, "text": {"en": …, "ur": …}}], so editing its English keeps its
-- Urdu. Every text stored before is carried over: English from the old columns, each other
-- language from the `translations` column (features were keyed there by their English text),
-- empty values left out. Then `translations` goes.
CREATE FUNCTION "pg_temp"."plan_text"("english" text, "translations" jsonb, "field" text) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE WHEN coalesce("english", '') = '' THEN '{}'::jsonb ELSE jsonb_build_object('en', "english") END)
    || coalesce((
      SELECT jsonb_object_agg("locale", "labels" -> "field")
      FROM jsonb_each(CASE WHEN jsonb_typeof("translations") = 'object' THEN "translations" ELSE '{}'::jsonb END)
        AS "each"("locale", "labels")
      WHERE jsonb_typeof("labels" -> "field") = 'string' AND btrim("labels" ->> "field") <> ''
    ), '{}'::jsonb)
$$;--> statement-breakpoint
CREATE FUNCTION "pg_temp"."plan_features"("features" text[], "translations" jsonb) RETURNS jsonb
LANGUAGE sql VOLATILE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object(
      'id', left(replace(gen_random_uuid()::text, '-', ''), 10),
      'text', jsonb_build_object('en', "feature") || coalesce((
        SELECT jsonb_object_agg("locale", "labels" -> 'features' -> "feature")
        FROM jsonb_each(CASE WHEN jsonb_typeof("translations") = 'object' THEN "translations" ELSE '{}'::jsonb END)
          AS "each"("locale", "labels")
        WHERE jsonb_typeof("labels" -> 'features' -> "feature") = 'string'
          AND btrim("labels" -> 'features' ->> "feature") <> ''
      ), '{}'::jsonb)
    ) ORDER BY "position"), '[]'::jsonb)
  FROM unnest("features") WITH ORDINALITY AS "listed"("feature", "position")
$$;--> statement-breakpoint
ALTER TABLE "pricing_plans" ALTER COLUMN "description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "pricing_plans" ALTER COLUMN "features" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "pricing_plans" ALTER COLUMN "yearly_savings_text" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "pricing_plans"
  ALTER COLUMN "name" SET DATA TYPE jsonb USING "pg_temp"."plan_text"("name", "translations", 'name'),
  ALTER COLUMN "description" SET DATA TYPE jsonb USING "pg_temp"."plan_text"("description", "translations", 'description'),
  ALTER COLUMN "yearly_savings_text" SET DATA TYPE jsonb USING "pg_temp"."plan_text"("yearly_savings_text", "translations", 'yearlySavingsText'),
  ALTER COLUMN "features" SET DATA TYPE jsonb USING "pg_temp"."plan_features"("features", "translations");--> statement-breakpoint
ALTER TABLE "pricing_plans" ALTER COLUMN "description" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "pricing_plans" ALTER COLUMN "features" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "pricing_plans" ALTER COLUMN "yearly_savings_text" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "pricing_plans" ALTER COLUMN "yearly_savings_text" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_plans" DROP COLUMN "translations";
