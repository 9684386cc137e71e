ALTER TABLE "leads" ADD COLUMN "submission_key" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "submission_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_submission_idx" ON "leads" USING btree ("submission_key","submission_hash");