ALTER TABLE "leads" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_locale_created_at_idx" ON "leads" USING btree ("locale","created_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_locale" CHECK ("locale" IN ('en', 'ur'));