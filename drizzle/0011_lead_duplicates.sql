ALTER TABLE "leads" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(btrim(email))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "whatsapp_e164" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "possible_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "merged_into" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_merged_into_leads_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_email_key_idx" ON "leads" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "leads_whatsapp_e164_idx" ON "leads" USING btree ("whatsapp_e164");--> statement-breakpoint
CREATE INDEX "leads_possible_duplicate_created_at_idx" ON "leads" USING btree ("created_at") WHERE "leads"."possible_duplicate";