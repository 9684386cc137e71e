CREATE TABLE "sign_in_failures" (
	"account" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_kind";--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_target";--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failure_at_idx" ON "sign_in_failures" USING btree ("last_failure_at");--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_kind" CHECK ("kind" IN ('lead_email', 'lead_webhook', 'follow_up_digest', 'account_locked'));--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_target" CHECK (CASE WHEN "notification_outbox"."kind" = 'follow_up_digest' THEN "notification_outbox"."recipient_id" IS NOT NULL AND "notification_outbox"."digest_day" IS NOT NULL AND "notification_outbox"."lead_id" IS NULL WHEN "notification_outbox"."kind" = 'account_locked' THEN "notification_outbox"."recipient_id" IS NOT NULL AND "notification_outbox"."digest_day" IS NULL AND "notification_outbox"."lead_id" IS NULL ELSE "notification_outbox"."lead_id" IS NOT NULL END);