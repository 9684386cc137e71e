-- Lead notification settings move to one setting (docs/decisions/0032-notification-settings-in-the-database.md):
-- recipients saved in Website Settings before (`notify_to`) become its `recipients`; an empty
-- value followed NOTIFY_TO and still does, by leaving the field out.
INSERT INTO "website_settings" ("setting_key", "setting_value")
SELECT 'lead_notifications', jsonb_build_object('recipients', "setting_value")
FROM "website_settings"
WHERE "setting_key" = 'notify_to'
  AND jsonb_typeof("setting_value") = 'string'
  AND btrim("setting_value" #>> '{}') <> ''
ON CONFLICT ("setting_key") DO NOTHING;--> statement-breakpoint
DELETE FROM "website_settings" WHERE "setting_key" = 'notify_to';
