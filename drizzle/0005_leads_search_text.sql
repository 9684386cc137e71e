DROP INDEX "leads_name_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_email_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_phone_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_whatsapp_number_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_country_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_business_type_trgm_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(whatsapp_number, '') || ' ' || coalesce(country, '') || ' ' || coalesce(business_type, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_search_text_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);