ALTER TABLE "chat_references" ADD COLUMN "origin" text DEFAULT 'link' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_config" ADD COLUMN "time_zone_label" text DEFAULT 'PKT' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_references" ADD CONSTRAINT "chat_references_origin" CHECK ("origin" IN ('link', 'qr'));