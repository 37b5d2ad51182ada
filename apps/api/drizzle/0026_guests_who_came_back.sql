ALTER TABLE "guest_device_sketches" ADD COLUMN "returned" "bytea" DEFAULT ''::bytea NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_daily" ADD COLUMN "return_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly" ADD COLUMN "return_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly_ad" ADD COLUMN "return_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly_all" ADD COLUMN "return_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_venue_daily" ADD COLUMN "return_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Returns are decided by the rollup (docs/decisions/058): forgetting its last run makes the next recompute every hour.
DELETE FROM "analytics_rollup" WHERE "name" = 'guest-figures';
