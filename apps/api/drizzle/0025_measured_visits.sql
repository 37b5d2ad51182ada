ALTER TABLE "guest_stats_daily" ADD COLUMN "measured_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly" ADD COLUMN "measured_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly_ad" ADD COLUMN "measured_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly_all" ADD COLUMN "measured_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_venue_daily" ADD COLUMN "measured_visits" integer DEFAULT 0 NOT NULL;