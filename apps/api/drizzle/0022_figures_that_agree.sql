ALTER TABLE "guest_stats_daily" ADD COLUMN "pages_shown" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_daily" ADD COLUMN "measured_impressions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_daily" ADD COLUMN "ad_connections" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_daily" ADD COLUMN "uncounted_connections" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly" ADD COLUMN "pages_shown" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly" ADD COLUMN "measured_impressions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly" ADD COLUMN "ad_connections" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly" ADD COLUMN "uncounted_connections" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly_ad" ADD COLUMN "pages_shown" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly_ad" ADD COLUMN "measured_impressions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly_ad" ADD COLUMN "ad_connections" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly_ad" ADD COLUMN "uncounted_connections" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly_all" ADD COLUMN "pages_shown" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly_all" ADD COLUMN "measured_impressions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly_all" ADD COLUMN "ad_connections" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly_all" ADD COLUMN "uncounted_connections" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_venue_daily" ADD COLUMN "pages_shown" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_venue_daily" ADD COLUMN "measured_impressions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_venue_daily" ADD COLUMN "ad_connections" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_venue_daily" ADD COLUMN "uncounted_connections" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The funnel's steps are counted anew (docs/decisions/051): the next rollup recomputes every hour, as on a first start.
DELETE FROM "analytics_rollup" WHERE "name" = 'guest-figures';