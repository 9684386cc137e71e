-- ADR 0054: a WhatsApp reply template's message becomes a text per language (ADR 0041), the
-- stored text its English one. A template still holding the seeded Welcome message gets the
-- Urdu text the seed now has, so the Urdu forms' leads are answered in Urdu out of the box.
-- A value that is not a list of templates is left for the app, which reads it as the default.
UPDATE "website_settings"
SET "setting_value" = (
    SELECT coalesce(
      jsonb_agg(
        CASE
          WHEN jsonb_typeof(template -> 'text') IS DISTINCT FROM 'string' THEN template
          WHEN template ->> 'text' = 'Hi {first_name}, thanks for your interest in {site_title}! When is a good time to talk about automating your chats?'
            THEN jsonb_set(template, '{text}', jsonb_build_object(
              'en', template -> 'text',
              'ur', 'السلام علیکم {first_name}، {site_title} میں دلچسپی لینے کا شکریہ! آپ کی چیٹس خودکار بنانے کے بارے میں بات کرنے کے لیے کون سا وقت مناسب رہے گا؟'))
          ELSE jsonb_set(template, '{text}', jsonb_build_object('en', template -> 'text'))
        END
        ORDER BY position
      ),
      '[]'::jsonb
    )
    FROM jsonb_array_elements("setting_value") WITH ORDINALITY AS templates(template, position)
  ),
  "updated_at" = now()
WHERE "setting_key" = 'whatsapp_reply_templates' AND jsonb_typeof("setting_value") = 'array';
