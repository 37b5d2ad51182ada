CREATE TABLE "service_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD COLUMN "policy" jsonb;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD COLUMN "returning_device" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD COLUMN "online_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD COLUMN "end_cause" text;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD COLUMN "bytes_down" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD COLUMN "bytes_up" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "guest_policy" jsonb;--> statement-breakpoint
ALTER TABLE "service_settings" ADD CONSTRAINT "service_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_sessions_venue_online_idx" ON "guest_sessions" USING btree ("venue_id","online_at","id") WHERE "guest_sessions"."online_at" is not null;--> statement-breakpoint
CREATE INDEX "guest_sessions_online_at_idx" ON "guest_sessions" USING btree ("online_at","id") WHERE "guest_sessions"."online_at" is not null;--> statement-breakpoint
CREATE INDEX "guest_sessions_bytes_down_idx" ON "guest_sessions" USING btree ("bytes_down","id") WHERE "guest_sessions"."online_at" is not null;--> statement-breakpoint
CREATE INDEX "guest_sessions_duration_idx" ON "guest_sessions" USING btree ((coalesce("ended_at", "last_seen_at", "online_at") - "online_at"),"id") WHERE "guest_sessions"."online_at" is not null;--> statement-breakpoint
CREATE INDEX "guest_sessions_online_now_idx" ON "guest_sessions" USING btree ("access_point_id","online_at") WHERE "guest_sessions"."online_at" is not null and "guest_sessions"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD CONSTRAINT "guest_sessions_end_cause_check" CHECK ("guest_sessions"."end_cause" in ('user', 'idle', 'time_limit', 'data_limit', 'gateway_restart', 'lost', 'operator'));