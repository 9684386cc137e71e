CREATE TABLE "lead_counts" (
	"status" text NOT NULL,
	"archived" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_counts_status_archived_pk" PRIMARY KEY("status","archived")
);
