-- The abuse limits' counts, shared by every instance (docs/decisions/0030-shared-abuse-limits.md).
-- UNLOGGED: a crash empties it (recent attempts are forgiven), and no counted request writes
-- the write-ahead log. PGlite accepts it too.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"previous_count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_bucket_key_pk" PRIMARY KEY("bucket","key")
);
