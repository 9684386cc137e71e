ALTER TABLE "chat_references" DROP CONSTRAINT "chat_references_channel";--> statement-breakpoint
ALTER TABLE "website_pages" ADD COLUMN "chat_message" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_references" ADD CONSTRAINT "chat_references_channel" CHECK ("channel" IN ('whatsapp', 'messenger', 'instagram'));