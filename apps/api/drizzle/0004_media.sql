CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blob_hash" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"uploaded_by" uuid,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "media_content_type_check" CHECK ("media"."content_type" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "media_blobs" (
	"hash" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_blobs_content_type_check" CHECK ("media_blobs"."content_type" in ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "media_blobs_hash_check" CHECK ("media_blobs"."hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_blob_hash_idx" ON "media" USING btree ("blob_hash");--> statement-breakpoint
CREATE INDEX "media_variants_idx" ON "media" USING gin ("variants" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "advertisements_images_idx" ON "advertisements" USING gin ("images" jsonb_path_ops);--> statement-breakpoint
-- Images saved before media existed carry an address instead of a stored media id; no guest could load them before
-- being let online, so they are dropped (the ad keeps its other fields and asks for images at its next edit).
UPDATE "advertisements" SET "images" = '[]'::jsonb WHERE jsonb_path_exists("images", '$[*] ? (!exists(@."mediaId"))');
