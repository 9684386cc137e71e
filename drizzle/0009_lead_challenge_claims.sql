CREATE TABLE "lead_challenge_claims" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lead_challenge_claims_expires_at_idx" ON "lead_challenge_claims" USING btree ("expires_at");