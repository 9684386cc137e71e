-- The site's texts take the one translated-text shape (docs/decisions/0041-one-definition-per-entity.md):
-- site title, tagline, meta title, meta description, footer text and address become
-- {"en": …, "ur": …}. Every text stored before is carried over: English from the old columns
-- (left out when empty), each other language from the `translations` column
-- ({"ur": {"tagline": …}}, ADR 0021), blank values and values of another shape left out, as the
-- pages read them. Then `translations` goes.
CREATE FUNCTION "pg_temp"."site_text"("english" text, "translations" jsonb, "field" text) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE WHEN coalesce("english", '') = '' THEN '{}'::jsonb ELSE jsonb_build_object('en', "english") END)
    || coalesce((
      SELECT jsonb_object_agg("locale", "labels" -> "field")
      FROM jsonb_each(CASE WHEN jsonb_typeof("translations") = 'object' THEN "translations" ELSE '{}'::jsonb END)
        AS "each"("locale", "labels")
      WHERE "locale" <> 'en'
        AND jsonb_typeof("labels" -> "field") = 'string'
        AND btrim("labels" ->> "field") <> ''
    ), '{}'::jsonb)
$$;--> statement-breakpoint
ALTER TABLE "website_config" ALTER COLUMN "tagline" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "website_config" ALTER COLUMN "meta_title" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "website_config" ALTER COLUMN "meta_description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "website_config" ALTER COLUMN "address" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "website_config"
  ALTER COLUMN "site_title" SET DATA TYPE jsonb USING "pg_temp"."site_text"("site_title", "translations", 'siteTitle'),
  ALTER COLUMN "tagline" SET DATA TYPE jsonb USING "pg_temp"."site_text"("tagline", "translations", 'tagline'),
  ALTER COLUMN "meta_title" SET DATA TYPE jsonb USING "pg_temp"."site_text"("meta_title", "translations", 'metaTitle'),
  ALTER COLUMN "meta_description" SET DATA TYPE jsonb USING "pg_temp"."site_text"("meta_description", "translations", 'metaDescription'),
  ALTER COLUMN "footer_text" SET DATA TYPE jsonb USING "pg_temp"."site_text"("footer_text", "translations", 'footerText'),
  ALTER COLUMN "address" SET DATA TYPE jsonb USING "pg_temp"."site_text"("address", "translations", 'address');--> statement-breakpoint
ALTER TABLE "website_config" ALTER COLUMN "tagline" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "website_config" ALTER COLUMN "meta_title" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "website_config" ALTER COLUMN "meta_description" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "website_config" ALTER COLUMN "address" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "website_config" DROP COLUMN "translations";
