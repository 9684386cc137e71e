-- Demo bookings (docs/decisions/0043-bookings-in-the-database.md): hosts, their date overrides,
-- bookings, and a lead timeline kind for a booking's changes. Hand-written at the end: no two
-- live bookings of one host hold overlapping time, an exclusion constraint (btree_gist gives
-- GiST the text `=`), which drizzle-kit cannot declare.
CREATE TABLE "booking_date_overrides" (
	"host_id" text NOT NULL,
	"date" date NOT NULL,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "booking_date_overrides_host_id_date_pk" PRIMARY KEY("host_id","date")
);
--> statement-breakpoint
CREATE TABLE "booking_hosts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"takes_demos" boolean DEFAULT true NOT NULL,
	"slug" text NOT NULL,
	"time_zone" text NOT NULL,
	"weekly_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meeting_minutes" integer DEFAULT 30 NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 120 NOT NULL,
	"days_ahead" integer DEFAULT 30 NOT NULL,
	"most_per_day" integer,
	"place_kind" text DEFAULT 'phone' NOT NULL,
	"place_details" text DEFAULT '' NOT NULL,
	"feed_token_hash" text,
	"calendar_url" text,
	"calendar_busy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"calendar_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_hosts_slug_format" CHECK ("booking_hosts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "booking_hosts_place_kind" CHECK ("place_kind" IN ('video', 'phone', 'address')),
	CONSTRAINT "booking_hosts_minutes" CHECK ("booking_hosts"."meeting_minutes" BETWEEN 1 AND 1440 AND "booking_hosts"."buffer_before_minutes" >= 0 AND "booking_hosts"."buffer_after_minutes" >= 0 AND "booking_hosts"."minimum_notice_minutes" >= 0),
	CONSTRAINT "booking_hosts_days_ahead" CHECK ("booking_hosts"."days_ahead" BETWEEN 0 AND 730),
	CONSTRAINT "booking_hosts_most_per_day" CHECK ("booking_hosts"."most_per_day" >= 1)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" text,
	"lead_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"held_from" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"time_zone" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reschedule_token_hash" text NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status" CHECK ("status" IN ('booked', 'cancelled', 'done', 'no_show')),
	CONSTRAINT "bookings_locale" CHECK ("locale" IN ('en', 'ur')),
	CONSTRAINT "bookings_times" CHECK ("bookings"."held_from" <= "bookings"."starts_at" AND "bookings"."starts_at" < "bookings"."ends_at" AND "bookings"."ends_at" <= "bookings"."held_until")
);
--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_kind";--> statement-breakpoint
ALTER TABLE "booking_date_overrides" ADD CONSTRAINT "booking_date_overrides_host_id_booking_hosts_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."booking_hosts"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_hosts" ADD CONSTRAINT "booking_hosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_id_booking_hosts_user_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."booking_hosts"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_hosts_slug_idx" ON "booking_hosts" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_hosts_feed_token_idx" ON "booking_hosts" USING btree ("feed_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_uid_idx" ON "bookings" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reschedule_token_idx" ON "bookings" USING btree ("reschedule_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_cancel_token_idx" ON "bookings" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE INDEX "bookings_lead_idx" ON "bookings" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "bookings_starts_at_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_kind" CHECK ("kind" IN ('note', 'status', 'assignment', 'reminder', 'whatsapp', 'merge', 'booking'));
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- The time a booking holds is the meeting and the buffers in force when it was booked; a
-- cancelled, done or no-show booking holds nothing. Half-open ranges: back-to-back is allowed.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "host_id" WITH =,
  tstzrange("held_from", "held_until", '[)') WITH &&
) WHERE ("status" = 'booked');
