CREATE TABLE "page_drafts" (
	"page_id" uuid PRIMARY KEY NOT NULL,
	"snapshot" jsonb NOT NULL,
	"saved_by" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"page_id" uuid NOT NULL,
	"snapshot" jsonb NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_revisions_action_check" CHECK ("action" IN ('create', 'publish', 'draft', 'restore', 'schedule'))
);
--> statement-breakpoint
CREATE TABLE "publish_schedules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"page_id" uuid,
	"plan_id" uuid,
	"action" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publish_schedules_action_check" CHECK ("action" IN ('publish', 'unpublish')),
	CONSTRAINT "publish_schedules_one_target" CHECK (num_nonnulls("publish_schedules"."page_id", "publish_schedules"."plan_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "page_drafts" ADD CONSTRAINT "page_drafts_page_id_website_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."website_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_drafts" ADD CONSTRAINT "page_drafts_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD CONSTRAINT "page_revisions_page_id_website_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."website_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD CONSTRAINT "page_revisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_schedules" ADD CONSTRAINT "publish_schedules_page_id_website_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."website_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_schedules" ADD CONSTRAINT "publish_schedules_plan_id_pricing_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."pricing_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_schedules" ADD CONSTRAINT "publish_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_revisions_page_idx" ON "page_revisions" USING btree ("page_id","id");--> statement-breakpoint
CREATE INDEX "publish_schedules_due_idx" ON "publish_schedules" USING btree ("run_at") WHERE "publish_schedules"."done_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "publish_schedules_pending_page_idx" ON "publish_schedules" USING btree ("page_id","action") WHERE "publish_schedules"."done_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "publish_schedules_pending_plan_idx" ON "publish_schedules" USING btree ("plan_id","action") WHERE "publish_schedules"."done_at" IS NULL;