-- The business hours become each weekday's opening and closing (docs/decisions/
-- 0049-chat-qr-code-and-business-hours.md): a businessHours section's free-text `rows` give way
-- to `week`. The rows the seed wrote (English "Monday - Friday" 9:00 AM - 6:00 PM, "Saturday"
-- 10:00 AM - 4:00 PM, "Sunday" Closed; PST or PKT) become those days' hours. Any other row is an
-- owner's own text, which no rule reads safely: it is kept, word for word in each language, as
-- lines of the section's note ("days: hours"), and the days it named stay closed until the owner
-- sets them. Pages, their unpublished drafts and their revisions are converted alike.
CREATE FUNCTION pg_temp.hours_per_weekday(props jsonb) RETURNS jsonb LANGUAGE sql AS $$
  WITH "rows" AS (
    SELECT "item", "position",
      CASE
        WHEN "item" -> 'days' ->> 'en' = 'Monday - Friday'
          AND "item" -> 'hours' ->> 'en' IN ('9:00 AM - 6:00 PM PST', '9:00 AM - 6:00 PM PKT')
          THEN 'weekdays'
        WHEN "item" -> 'days' ->> 'en' = 'Saturday'
          AND "item" -> 'hours' ->> 'en' IN ('10:00 AM - 4:00 PM PST', '10:00 AM - 4:00 PM PKT')
          THEN 'saturday'
        WHEN "item" -> 'days' ->> 'en' = 'Sunday' AND "item" -> 'hours' ->> 'en' = 'Closed'
          THEN 'sunday'
      END AS "seeded"
    FROM jsonb_array_elements(
      CASE WHEN jsonb_typeof(props -> 'rows') = 'array' THEN props -> 'rows' ELSE '[]' END
    ) WITH ORDINALITY AS "list"("item", "position")
  ),
  "notes" AS (
    SELECT "language", concat_ws(E'\n\n',
      nullif(props -> 'note' ->> "language", ''),
      (SELECT string_agg(concat_ws(': ',
          nullif("item" -> 'days' ->> "language", ''),
          nullif("item" -> 'hours' ->> "language", '')), E'\n' ORDER BY "position")
        FROM "rows"
        WHERE "seeded" IS NULL
          AND concat("item" -> 'days' ->> "language", "item" -> 'hours' ->> "language") <> '')
    ) AS "text"
    FROM (VALUES ('en'), ('ur')) AS "languages"("language")
  ),
  "hours" AS (
    SELECT
      CASE WHEN EXISTS (SELECT 1 FROM "rows" WHERE "seeded" = 'weekdays')
        THEN '{"opens": "09:00", "closes": "18:00"}'::jsonb
        ELSE '{"opens": "", "closes": ""}'::jsonb END AS "weekday",
      CASE WHEN EXISTS (SELECT 1 FROM "rows" WHERE "seeded" = 'saturday')
        THEN '{"opens": "10:00", "closes": "16:00"}'::jsonb
        ELSE '{"opens": "", "closes": ""}'::jsonb END AS "saturday"
  )
  SELECT (props - 'rows' - 'note')
    || jsonb_build_object('week', jsonb_build_object(
      'monday', "weekday", 'tuesday', "weekday", 'wednesday', "weekday",
      'thursday', "weekday", 'friday', "weekday", 'saturday', "saturday",
      'sunday', '{"opens": "", "closes": ""}'::jsonb))
    || coalesce((
      SELECT jsonb_build_object('note', jsonb_object_agg("language", "text"))
      FROM "notes" WHERE "text" <> ''
      HAVING count(*) > 0
    ), '{}'::jsonb)
  FROM "hours"
$$;
--> statement-breakpoint
CREATE FUNCTION pg_temp.body_with_hours_per_weekday(body jsonb) RETURNS jsonb LANGUAGE sql AS $$
  SELECT jsonb_set(body, '{content}', (
    SELECT jsonb_agg(
      CASE
        WHEN "section" ->> 'type' = 'businessHours' AND "section" -> 'props' ? 'rows'
        THEN jsonb_set("section", '{props}', pg_temp.hours_per_weekday("section" -> 'props'))
        ELSE "section"
      END ORDER BY "position")
    FROM jsonb_array_elements(body -> 'content') WITH ORDINALITY AS "list"("section", "position")
  ))
$$;
--> statement-breakpoint
UPDATE "website_pages"
SET "sections" = pg_temp.body_with_hours_per_weekday("sections")
WHERE jsonb_path_exists("sections", '$.content[*] ? (@.type == "businessHours")');
--> statement-breakpoint
UPDATE "page_drafts"
SET "snapshot" = jsonb_set("snapshot", '{sections}',
  pg_temp.body_with_hours_per_weekday("snapshot" -> 'sections'))
WHERE jsonb_path_exists("snapshot", '$.sections.content[*] ? (@.type == "businessHours")');
--> statement-breakpoint
UPDATE "page_revisions"
SET "snapshot" = jsonb_set("snapshot", '{sections}',
  pg_temp.body_with_hours_per_weekday("snapshot" -> 'sections'))
WHERE jsonb_path_exists("snapshot", '$.sections.content[*] ? (@.type == "businessHours")');
