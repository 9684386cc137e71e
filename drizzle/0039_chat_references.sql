CREATE TABLE "chat_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"channel" text NOT NULL,
	"page" text NOT NULL,
	"locale" text NOT NULL,
	"visitor_day" date NOT NULL,
	"visitor_id" bigint NOT NULL,
	"landing_page" text,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"device" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_references_channel" CHECK ("channel" IN ('whatsapp')),
	CONSTRAINT "chat_references_locale" CHECK ("locale" IN ('en', 'ur'))
);
--> statement-breakpoint
ALTER TABLE "website_config" ADD COLUMN "chat_button" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "website_config" ADD COLUMN "chat_message" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_references_code_idx" ON "chat_references" USING btree ("code");--> statement-breakpoint
CREATE INDEX "chat_references_created_at_idx" ON "chat_references" USING btree ("created_at");