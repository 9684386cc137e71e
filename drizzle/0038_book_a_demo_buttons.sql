-- Book a Demo books a meeting on /book (docs/decisions/0043-bookings-in-the-database.md). The
-- seed put its demo buttons on Home's hero ("Book a Demo") and Features' call to action
-- ("Schedule Demo") pointing to /form; a new install's point to /book. Here an existing
-- install's follow, but only those buttons as the seed left them: on those built-in pages,
-- in a hero or a call to action, still at /form with the seeded English label. A button the
-- owner relabelled or pointed elsewhere, and Get Started (/form), stay as they are.
UPDATE "website_pages" AS "page"
SET "sections" = jsonb_set("page"."sections", '{content}', (
  SELECT jsonb_agg(
    CASE
      WHEN "section" ->> 'type' IN ('hero', 'callToAction')
        AND jsonb_typeof("section" -> 'props' -> 'buttons') = 'array'
        AND jsonb_array_length("section" -> 'props' -> 'buttons') > 0
      THEN jsonb_set("section", '{props,buttons}', (
        SELECT jsonb_agg(
          CASE
            WHEN "button" ->> 'href' = '/form'
              AND "button" -> 'label' ->> 'en' IN ('Book a Demo', 'Schedule Demo')
            THEN jsonb_set("button", '{href}', '"/book"')
            ELSE "button"
          END ORDER BY "buttons"."position")
        FROM jsonb_array_elements("section" -> 'props' -> 'buttons')
          WITH ORDINALITY AS "buttons"("button", "position")
      ))
      ELSE "section"
    END ORDER BY "sections"."position")
  FROM jsonb_array_elements("page"."sections" -> 'content')
    WITH ORDINALITY AS "sections"("section", "position")
))
WHERE "page"."slug" ->> 'en' IN ('home', 'features', 'about')
  AND jsonb_path_exists(
    "page"."sections",
    '$.content[*] ? (@.type == "hero" || @.type == "callToAction").props.buttons[*] ? (@.href == "/form" && (@.label.en == "Book a Demo" || @.label.en == "Schedule Demo"))'
  );
