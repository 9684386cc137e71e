CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_view_rollups" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "page_view_rollups_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"visitor_id" bigint NOT NULL,
	"path" text NOT NULL,
	"locale" text,
	"entry" boolean NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"device" text NOT NULL,
	"browser" text,
	"os" text,
	"country" text
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visitor_day" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visitor_id" bigint;--> statement-breakpoint
CREATE INDEX "page_views_viewed_at_brin_idx" ON "page_views" USING brin ("viewed_at");