DROP INDEX "website_pages_slug_idx";--> statement-breakpoint
ALTER TABLE "website_pages" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_pages" ADD COLUMN "translation_of" uuid;--> statement-breakpoint
ALTER TABLE "website_pages" ADD CONSTRAINT "website_pages_translation_of_website_pages_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."website_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "website_pages_locale_slug_idx" ON "website_pages" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "website_pages_translation_idx" ON "website_pages" USING btree ("translation_of","locale");--> statement-breakpoint
ALTER TABLE "website_pages" ADD CONSTRAINT "website_pages_locale" CHECK ("locale" IN ('en', 'ur'));--> statement-breakpoint
ALTER TABLE "website_pages" ADD CONSTRAINT "website_pages_translation_of_original" CHECK (("website_pages"."locale" = 'en') = ("website_pages"."translation_of" IS NULL));