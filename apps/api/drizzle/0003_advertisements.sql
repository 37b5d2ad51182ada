CREATE TABLE "advertisements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"component_type" text NOT NULL,
	"duration" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"cta_text" text,
	"cta_url" text,
	"target_text" text,
	"type" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video" jsonb,
	"hours_from" text,
	"hours_to" text,
	"weight" integer DEFAULT 1 NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" text GENERATED ALWAYS AS (lower(title || ' ' || description)) STORED,
	CONSTRAINT "advertisements_component_type_check" CHECK ("advertisements"."component_type" in ('single_image', 'multiple_images', 'video')),
	CONSTRAINT "advertisements_type_check" CHECK ("advertisements"."type" in ('promotion', 'brand', 'event', 'announcement')),
	CONSTRAINT "advertisements_dates_check" CHECK ("advertisements"."end_date" >= "advertisements"."start_date"),
	CONSTRAINT "advertisements_duration_check" CHECK ("advertisements"."duration" >= 1),
	CONSTRAINT "advertisements_weight_check" CHECK ("advertisements"."weight" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "venue_ads" (
	"venue_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_ads_venue_id_ad_id_pk" PRIMARY KEY("venue_id","ad_id")
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_ads" ADD CONSTRAINT "venue_ads_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_ads" ADD CONSTRAINT "venue_ads_ad_id_advertisements_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisements_search_idx" ON "advertisements" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "advertisements_title_idx" ON "advertisements" USING btree ("title");--> statement-breakpoint
CREATE INDEX "advertisements_start_date_idx" ON "advertisements" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "advertisements_end_date_idx" ON "advertisements" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "advertisements_created_at_idx" ON "advertisements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "advertisements_author_id_idx" ON "advertisements" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "advertisements_is_public_idx" ON "advertisements" USING btree ("is_public");--> statement-breakpoint
CREATE INDEX "venue_ads_ad_id_idx" ON "venue_ads" USING btree ("ad_id");