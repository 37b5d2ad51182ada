ALTER TABLE "access_points" ADD COLUMN "fas_level2_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD COLUMN "gateway_retries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "access_points_live_name_idx" ON "access_points" USING btree (lower("name")) WHERE "access_points"."removed_at" is null;