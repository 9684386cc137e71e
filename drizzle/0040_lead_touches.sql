CREATE TABLE "lead_touches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"chat_code" text,
	"page" text,
	"locale" text NOT NULL,
	"visitor_day" date,
	"visitor_id" bigint,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"referrer" text,
	"landing_page" text,
	"submission_key" text,
	"submission_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_touches_kind" CHECK ("kind" IN ('form', 'booking', 'chat')),
	CONSTRAINT "lead_touches_locale" CHECK ("locale" IN ('en', 'ur'))
);
--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_kind";--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "touch_id" bigint;--> statement-breakpoint
ALTER TABLE "lead_touches" ADD CONSTRAINT "lead_touches_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_touches_lead_created_at_idx" ON "lead_touches" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_touches_submission_idx" ON "lead_touches" USING btree ("submission_key","submission_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_touches_chat_code_idx" ON "lead_touches" USING btree ("chat_code");--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_touch_id_lead_touches_id_fk" FOREIGN KEY ("touch_id") REFERENCES "public"."lead_touches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_kind" CHECK ("kind" IN ('note', 'status', 'assignment', 'reminder', 'whatsapp', 'merge', 'booking', 'touch'));--> statement-breakpoint
-- Every lead stored so far came through one channel: its first touch, kept with the lead it
-- ended up in (docs/decisions/0047-one-lead-across-channels.md).
INSERT INTO "lead_touches" ("lead_id", "kind", "source", "locale", "visitor_day", "visitor_id", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "referrer", "landing_page", "submission_key", "submission_hash", "created_at")
SELECT coalesce("merged_into", "id"), CASE "source" WHEN 'demo_booking' THEN 'booking' ELSE 'form' END, "source", "locale", "visitor_day", "visitor_id", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "referrer", "landing_page", "submission_key", "submission_hash", "created_at" FROM "leads";
