-- Pages and posts become one row per item, their texts per language (docs/decisions/0042-one-row-per-page.md).
-- Each row's slug, title, content, meta title and meta description become {"<its locale>": …}
-- (an empty text left out; a content page's Urdu slug dropped, as it answers at the English
-- one) and its tags {"<its locale>": [...]}, inside drafts and revisions too. Then each Urdu row
-- folds into its English row: its texts join the row where the Urdu version was live as the
-- English one is (or the English one is not live), else they wait in the English item's draft;
-- its draft's texts join that draft; its picture stands in for a missing one; its revisions,
-- schedules, preview links and autosaves move to the English item (a pending schedule the
-- English item already has for the same action is dropped). Then the Urdu rows and the per-row
-- language go.
CREATE FUNCTION "pg_temp"."version_text"("value" text, "locale" text) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN coalesce("value", '') = '' THEN '{}'::jsonb ELSE jsonb_build_object("locale", "value") END
$$;--> statement-breakpoint
CREATE FUNCTION "pg_temp"."version_slug"("value" text, "locale" text) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "locale" <> 'en' AND "value" NOT LIKE 'blog/%' THEN '{}'::jsonb
    ELSE "pg_temp"."version_text"("value", "locale") END
$$;--> statement-breakpoint
CREATE FUNCTION "pg_temp"."version_list"("value" jsonb, "locale" text) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof("value") = 'array' AND jsonb_array_length("value") > 0
    THEN jsonb_build_object("locale", "value") ELSE '{}'::jsonb END
$$;--> statement-breakpoint
-- A snapshot's texts as a version in `locale` wrote them, per language.
CREATE FUNCTION "pg_temp"."snapshot_texts"("snapshot" jsonb, "locale" text) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT "snapshot" || jsonb_build_object(
    'tags', "pg_temp"."version_list"("snapshot" -> 'tags', "locale"),
    'slug', "pg_temp"."version_slug"("snapshot" ->> 'slug', "locale"),
    'title', "pg_temp"."version_text"("snapshot" ->> 'title', "locale"),
    'content', "pg_temp"."version_text"("snapshot" ->> 'content', "locale"),
    'metaTitle', "pg_temp"."version_text"("snapshot" ->> 'metaTitle', "locale"),
    'metaDescription', "pg_temp"."version_text"("snapshot" ->> 'metaDescription', "locale"))
$$;--> statement-breakpoint
-- `base` with the texts of `other` (per-language objects) written over its own.
CREATE FUNCTION "pg_temp"."with_texts"("base" jsonb, "other" jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT "base" || jsonb_build_object(
    'slug', coalesce("base" -> 'slug', '{}'::jsonb) || coalesce("other" -> 'slug', '{}'::jsonb),
    'title', coalesce("base" -> 'title', '{}'::jsonb) || coalesce("other" -> 'title', '{}'::jsonb),
    'content', coalesce("base" -> 'content', '{}'::jsonb) || coalesce("other" -> 'content', '{}'::jsonb),
    'metaTitle', coalesce("base" -> 'metaTitle', '{}'::jsonb) || coalesce("other" -> 'metaTitle', '{}'::jsonb),
    'metaDescription', coalesce("base" -> 'metaDescription', '{}'::jsonb) || coalesce("other" -> 'metaDescription', '{}'::jsonb),
    'tags', coalesce("base" -> 'tags', '{}'::jsonb) || coalesce("other" -> 'tags', '{}'::jsonb))
$$;--> statement-breakpoint
ALTER TABLE "website_pages" DROP CONSTRAINT "website_pages_translation_of_original";--> statement-breakpoint
DROP INDEX "website_pages_locale_slug_idx";--> statement-breakpoint
ALTER TABLE "website_pages" ALTER COLUMN "content" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "website_pages" ALTER COLUMN "meta_title" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "website_pages" ALTER COLUMN "meta_description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "website_pages" ALTER COLUMN "tags" DROP DEFAULT;--> statement-breakpoint
UPDATE "page_drafts" AS "d" SET "snapshot" = "pg_temp"."snapshot_texts"("d"."snapshot", "p"."locale")
  FROM "website_pages" AS "p" WHERE "p"."id" = "d"."page_id";--> statement-breakpoint
UPDATE "page_revisions" AS "r" SET "snapshot" = "pg_temp"."snapshot_texts"("r"."snapshot", "p"."locale")
  FROM "website_pages" AS "p" WHERE "p"."id" = "r"."page_id";--> statement-breakpoint
ALTER TABLE "website_pages"
  ALTER COLUMN "slug" SET DATA TYPE jsonb USING "pg_temp"."version_slug"("slug", "locale"),
  ALTER COLUMN "title" SET DATA TYPE jsonb USING "pg_temp"."version_text"("title", "locale"),
  ALTER COLUMN "content" SET DATA TYPE jsonb USING "pg_temp"."version_text"("content", "locale"),
  ALTER COLUMN "meta_title" SET DATA TYPE jsonb USING "pg_temp"."version_text"("meta_title", "locale"),
  ALTER COLUMN "meta_description" SET DATA TYPE jsonb USING "pg_temp"."version_text"("meta_description", "locale"),
  ALTER COLUMN "tags" SET DATA TYPE jsonb USING "pg_temp"."version_list"(to_jsonb("tags"), "locale");--> statement-breakpoint
ALTER TABLE "website_pages" ALTER COLUMN "content" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "website_pages" ALTER COLUMN "meta_title" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "website_pages" ALTER COLUMN "meta_description" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "website_pages" ALTER COLUMN "tags" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
-- Each Urdu row beside its English one, and where its texts go.
CREATE TEMPORARY TABLE "fold" AS
  SELECT "u"."id" AS "urdu_id", "e"."id" AS "english_id",
    ("e"."is_published" AND NOT "u"."is_published") AS "waits",
    jsonb_build_object('slug', "u"."slug", 'title', "u"."title", 'content', "u"."content",
      'metaTitle', "u"."meta_title", 'metaDescription', "u"."meta_description", 'tags', "u"."tags") AS "texts",
    -- An unpublished English item has no draft beside it: its Urdu version's draft is its row.
    CASE WHEN "e"."is_published" THEN "ud"."snapshot" END AS "draft",
    CASE WHEN "e"."is_published" THEN '{}'::jsonb ELSE coalesce("ud"."snapshot", '{}'::jsonb) END AS "draft_on_row",
    "u"."featured_image"
  FROM "website_pages" AS "u"
  JOIN "website_pages" AS "e" ON "e"."id" = "u"."translation_of"
  LEFT JOIN "page_drafts" AS "ud" ON "ud"."page_id" = "u"."id";--> statement-breakpoint
-- A draft for every English item whose Urdu version waits or had a draft, from its live row.
INSERT INTO "page_drafts" ("page_id", "snapshot", "saved_by", "saved_at")
  SELECT "e"."id",
    jsonb_build_object('slug', "e"."slug", 'title', "e"."title", 'content', "e"."content",
      'sections', "e"."sections", 'metaTitle', "e"."meta_title", 'metaDescription', "e"."meta_description",
      'featuredImage', "e"."featured_image", 'tags', "e"."tags", 'isPublished', "e"."is_published"),
    NULL, now()
  FROM "website_pages" AS "e" JOIN "fold" AS "f" ON "f"."english_id" = "e"."id"
  WHERE ("f"."waits" OR "f"."draft" IS NOT NULL)
  ON CONFLICT ("page_id") DO NOTHING;--> statement-breakpoint
-- Every English draft keeps the Urdu texts beside its own: the Urdu live ones, then its draft's.
UPDATE "page_drafts" AS "d" SET "snapshot" = "pg_temp"."with_texts"(
    "pg_temp"."with_texts"("d"."snapshot", "f"."texts"), coalesce("f"."draft", '{}'::jsonb))
    || jsonb_build_object('featuredImage',
      coalesce(nullif("d"."snapshot" -> 'featuredImage', 'null'::jsonb), to_jsonb("f"."featured_image")))
  FROM "fold" AS "f" WHERE "f"."english_id" = "d"."page_id";--> statement-breakpoint
-- The live row takes the Urdu texts that were live beside it.
UPDATE "website_pages" AS "e" SET
    "slug" = "e"."slug" || ("pg_temp"."with_texts"("f"."texts", "f"."draft_on_row") -> 'slug'),
    "title" = "e"."title" || ("pg_temp"."with_texts"("f"."texts", "f"."draft_on_row") -> 'title'),
    "content" = "e"."content" || ("pg_temp"."with_texts"("f"."texts", "f"."draft_on_row") -> 'content'),
    "meta_title" = "e"."meta_title" || ("pg_temp"."with_texts"("f"."texts", "f"."draft_on_row") -> 'metaTitle'),
    "meta_description" = "e"."meta_description" || ("pg_temp"."with_texts"("f"."texts", "f"."draft_on_row") -> 'metaDescription'),
    "tags" = "e"."tags" || ("pg_temp"."with_texts"("f"."texts", "f"."draft_on_row") -> 'tags'),
    "featured_image" = coalesce("e"."featured_image", "f"."featured_image")
  FROM "fold" AS "f" WHERE "f"."english_id" = "e"."id" AND NOT "f"."waits";--> statement-breakpoint
-- An Urdu revision is of the item now: the English texts and body beside the Urdu ones it held.
UPDATE "page_revisions" AS "r" SET "page_id" = "e"."id",
    "snapshot" = "pg_temp"."with_texts"(
      jsonb_build_object('slug', "e"."slug", 'title', "e"."title", 'content', "e"."content",
        'sections', "e"."sections", 'metaTitle', "e"."meta_title", 'metaDescription', "e"."meta_description",
        'featuredImage', "e"."featured_image", 'tags', "e"."tags", 'isPublished', "e"."is_published"),
      "r"."snapshot")
  FROM "fold" AS "f" JOIN "website_pages" AS "e" ON "e"."id" = "f"."english_id"
  WHERE "r"."page_id" = "f"."urdu_id";--> statement-breakpoint
DELETE FROM "publish_schedules" AS "s" USING "fold" AS "f"
  WHERE "s"."page_id" = "f"."urdu_id" AND "s"."done_at" IS NULL AND EXISTS (
    SELECT 1 FROM "publish_schedules" AS "own" WHERE "own"."page_id" = "f"."english_id"
      AND "own"."action" = "s"."action" AND "own"."done_at" IS NULL);--> statement-breakpoint
UPDATE "publish_schedules" AS "s" SET "page_id" = "f"."english_id"
  FROM "fold" AS "f" WHERE "s"."page_id" = "f"."urdu_id";--> statement-breakpoint
UPDATE "preview_links" AS "l" SET "page_id" = "f"."english_id"
  FROM "fold" AS "f" WHERE "l"."page_id" = "f"."urdu_id";--> statement-breakpoint
-- The Urdu form of an item autosaves in its `ur-{item}` slot, as a version not yet created did.
DELETE FROM "page_autosaves" AS "a" USING "fold" AS "f"
  WHERE "a"."slot" = "f"."urdu_id"::text AND EXISTS (
    SELECT 1 FROM "page_autosaves" AS "own" WHERE "own"."user_id" = "a"."user_id"
      AND "own"."slot" = 'ur-' || "f"."english_id"::text);--> statement-breakpoint
UPDATE "page_autosaves" AS "a" SET "slot" = 'ur-' || "f"."english_id"::text
  FROM "fold" AS "f" WHERE "a"."slot" = "f"."urdu_id"::text;--> statement-breakpoint
DELETE FROM "website_pages" AS "u" USING "fold" AS "f" WHERE "u"."id" = "f"."urdu_id";--> statement-breakpoint
DROP TABLE "fold";--> statement-breakpoint
ALTER TABLE "website_pages" DROP CONSTRAINT "website_pages_locale";--> statement-breakpoint
ALTER TABLE "website_pages" DROP CONSTRAINT "website_pages_translation_of_website_pages_id_fk";--> statement-breakpoint
DROP INDEX "website_pages_translation_idx";--> statement-breakpoint
ALTER TABLE "website_pages" DROP COLUMN "locale";--> statement-breakpoint
ALTER TABLE "website_pages" DROP COLUMN "translation_of";--> statement-breakpoint
CREATE UNIQUE INDEX "website_pages_slug_en_idx" ON "website_pages" USING btree (("slug" ->> 'en'));--> statement-breakpoint
CREATE UNIQUE INDEX "website_pages_slug_ur_idx" ON "website_pages" USING btree (("slug" ->> 'ur'));--> statement-breakpoint
ALTER TABLE "website_pages" ADD CONSTRAINT "website_pages_english_slug" CHECK (coalesce("website_pages"."slug" ->> 'en', '') <> '');
