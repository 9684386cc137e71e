ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_kind";--> statement-breakpoint
ALTER TABLE "notification_outbox" ALTER COLUMN "lead_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_note" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_text" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_page" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "recipient_id" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "digest_day" date;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_follow_up_at_idx" ON "leads" USING btree ("follow_up_at") WHERE "leads"."follow_up_at" IS NOT NULL AND "leads"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_digest_idx" ON "notification_outbox" USING btree ("recipient_id","digest_day");--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_target" CHECK (CASE WHEN "notification_outbox"."kind" = 'follow_up_digest' THEN "notification_outbox"."recipient_id" IS NOT NULL AND "notification_outbox"."digest_day" IS NOT NULL AND "notification_outbox"."lead_id" IS NULL ELSE "notification_outbox"."lead_id" IS NOT NULL END);--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_kind" CHECK ("kind" IN ('lead_email', 'lead_webhook', 'follow_up_digest'));--> statement-breakpoint
-- Backfill: leads stored before migration 0012 get their WhatsApp number's E.164 digits, as
-- whatsapp-reply.ts e164Digits computes them on insert (00 prefix dropped, Pakistani 03xx made
-- 923xx, 8 to 15 digits not starting with 0), so they take part in duplicate matching.
UPDATE "leads" SET "whatsapp_e164" = d.e164
FROM (
  SELECT id, CASE
    WHEN digits LIKE '00%' THEN substr(digits, 3)
    WHEN digits ~ '^03[0-9]{9}$' THEN '92' || substr(digits, 2)
    ELSE digits
  END AS e164
  FROM (
    SELECT id, regexp_replace("whatsapp_number", '[^0-9]', '', 'g') AS digits
    FROM "leads"
    WHERE "whatsapp_number" IS NOT NULL AND "whatsapp_e164" IS NULL
  ) raw
) d
WHERE "leads".id = d.id AND length(d.e164) BETWEEN 8 AND 15 AND d.e164 NOT LIKE '0%';
