CREATE TABLE "page_autosaves" (
	"user_id" text NOT NULL,
	"slot" text NOT NULL,
	"values" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_autosaves_user_id_slot_pk" PRIMARY KEY("user_id","slot")
);
--> statement-breakpoint
ALTER TABLE "page_autosaves" ADD CONSTRAINT "page_autosaves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;