CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"body" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_events_kind" CHECK ("kind" IN ('note', 'status', 'assignment', 'reminder', 'whatsapp', 'merge'))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(btrim(email))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "whatsapp_e164" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "possible_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "merged_into" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_created_at_idx" ON "lead_events" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_events_actor_idx" ON "lead_events" USING btree ("actor_id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_merged_into_leads_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_owner_created_at_idx" ON "leads" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_email_key_idx" ON "leads" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "leads_whatsapp_e164_idx" ON "leads" USING btree ("whatsapp_e164");--> statement-breakpoint
CREATE INDEX "leads_possible_duplicate_created_at_idx" ON "leads" USING btree ("created_at") WHERE "leads"."possible_duplicate";