CREATE TABLE "analytics_rollup" (
	"name" text PRIMARY KEY NOT NULL,
	"rolled_up_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_device_sketches" (
	"day" date NOT NULL,
	"venue_key" uuid NOT NULL,
	"access_point_key" uuid NOT NULL,
	"ad_key" uuid NOT NULL,
	"devices" "bytea" NOT NULL,
	"randomised" "bytea" NOT NULL,
	CONSTRAINT "guest_device_sketches_venue_key_day_access_point_key_ad_key_pk" PRIMARY KEY("venue_key","day","access_point_key","ad_key")
);
--> statement-breakpoint
CREATE TABLE "guest_stats_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"venue_id" uuid NOT NULL,
	"access_point_id" uuid NOT NULL,
	"ad_key" uuid NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"countdowns_completed" integer DEFAULT 0 NOT NULL,
	"ads_closed" integer DEFAULT 0 NOT NULL,
	"tasks_passed" integer DEFAULT 0 NOT NULL,
	"connections" integer DEFAULT 0 NOT NULL,
	"cta_clicks" integer DEFAULT 0 NOT NULL,
	"online_seconds" bigint DEFAULT 0 NOT NULL,
	"bytes_down" bigint DEFAULT 0 NOT NULL,
	"bytes_up" bigint DEFAULT 0 NOT NULL,
	"open_sessions" integer DEFAULT 0 NOT NULL,
	"length_0" integer DEFAULT 0 NOT NULL,
	"length_1" integer DEFAULT 0 NOT NULL,
	"length_2" integer DEFAULT 0 NOT NULL,
	"length_3" integer DEFAULT 0 NOT NULL,
	"length_4" integer DEFAULT 0 NOT NULL,
	"length_5" integer DEFAULT 0 NOT NULL,
	"length_6" integer DEFAULT 0 NOT NULL,
	"length_7" integer DEFAULT 0 NOT NULL,
	"length_8" integer DEFAULT 0 NOT NULL,
	"length_9" integer DEFAULT 0 NOT NULL,
	"length_10" integer DEFAULT 0 NOT NULL,
	"length_11" integer DEFAULT 0 NOT NULL,
	"length_12" integer DEFAULT 0 NOT NULL,
	"length_13" integer DEFAULT 0 NOT NULL,
	"length_14" integer DEFAULT 0 NOT NULL,
	"length_15" integer DEFAULT 0 NOT NULL,
	"length_seconds_0" bigint DEFAULT 0 NOT NULL,
	"length_seconds_1" bigint DEFAULT 0 NOT NULL,
	"length_seconds_2" bigint DEFAULT 0 NOT NULL,
	"length_seconds_3" bigint DEFAULT 0 NOT NULL,
	"length_seconds_4" bigint DEFAULT 0 NOT NULL,
	"length_seconds_5" bigint DEFAULT 0 NOT NULL,
	"length_seconds_6" bigint DEFAULT 0 NOT NULL,
	"length_seconds_7" bigint DEFAULT 0 NOT NULL,
	"length_seconds_8" bigint DEFAULT 0 NOT NULL,
	"length_seconds_9" bigint DEFAULT 0 NOT NULL,
	"length_seconds_10" bigint DEFAULT 0 NOT NULL,
	"length_seconds_11" bigint DEFAULT 0 NOT NULL,
	"length_seconds_12" bigint DEFAULT 0 NOT NULL,
	"length_seconds_13" bigint DEFAULT 0 NOT NULL,
	"length_seconds_14" bigint DEFAULT 0 NOT NULL,
	"length_seconds_15" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "guest_stats_hourly_venue_id_hour_access_point_id_ad_key_pk" PRIMARY KEY("venue_id","hour","access_point_id","ad_key")
);
--> statement-breakpoint
CREATE TABLE "guest_stats_hourly_all" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"countdowns_completed" integer DEFAULT 0 NOT NULL,
	"ads_closed" integer DEFAULT 0 NOT NULL,
	"tasks_passed" integer DEFAULT 0 NOT NULL,
	"connections" integer DEFAULT 0 NOT NULL,
	"cta_clicks" integer DEFAULT 0 NOT NULL,
	"online_seconds" bigint DEFAULT 0 NOT NULL,
	"bytes_down" bigint DEFAULT 0 NOT NULL,
	"bytes_up" bigint DEFAULT 0 NOT NULL,
	"open_sessions" integer DEFAULT 0 NOT NULL,
	"length_0" integer DEFAULT 0 NOT NULL,
	"length_1" integer DEFAULT 0 NOT NULL,
	"length_2" integer DEFAULT 0 NOT NULL,
	"length_3" integer DEFAULT 0 NOT NULL,
	"length_4" integer DEFAULT 0 NOT NULL,
	"length_5" integer DEFAULT 0 NOT NULL,
	"length_6" integer DEFAULT 0 NOT NULL,
	"length_7" integer DEFAULT 0 NOT NULL,
	"length_8" integer DEFAULT 0 NOT NULL,
	"length_9" integer DEFAULT 0 NOT NULL,
	"length_10" integer DEFAULT 0 NOT NULL,
	"length_11" integer DEFAULT 0 NOT NULL,
	"length_12" integer DEFAULT 0 NOT NULL,
	"length_13" integer DEFAULT 0 NOT NULL,
	"length_14" integer DEFAULT 0 NOT NULL,
	"length_15" integer DEFAULT 0 NOT NULL,
	"length_seconds_0" bigint DEFAULT 0 NOT NULL,
	"length_seconds_1" bigint DEFAULT 0 NOT NULL,
	"length_seconds_2" bigint DEFAULT 0 NOT NULL,
	"length_seconds_3" bigint DEFAULT 0 NOT NULL,
	"length_seconds_4" bigint DEFAULT 0 NOT NULL,
	"length_seconds_5" bigint DEFAULT 0 NOT NULL,
	"length_seconds_6" bigint DEFAULT 0 NOT NULL,
	"length_seconds_7" bigint DEFAULT 0 NOT NULL,
	"length_seconds_8" bigint DEFAULT 0 NOT NULL,
	"length_seconds_9" bigint DEFAULT 0 NOT NULL,
	"length_seconds_10" bigint DEFAULT 0 NOT NULL,
	"length_seconds_11" bigint DEFAULT 0 NOT NULL,
	"length_seconds_12" bigint DEFAULT 0 NOT NULL,
	"length_seconds_13" bigint DEFAULT 0 NOT NULL,
	"length_seconds_14" bigint DEFAULT 0 NOT NULL,
	"length_seconds_15" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD COLUMN "mac_randomised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly" ADD CONSTRAINT "guest_stats_hourly_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_stats_hourly" ADD CONSTRAINT "guest_stats_hourly_access_point_id_access_points_id_fk" FOREIGN KEY ("access_point_id") REFERENCES "public"."access_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_device_sketches_ad_idx" ON "guest_device_sketches" USING btree ("ad_key","day");--> statement-breakpoint
CREATE INDEX "guest_stats_hourly_hour_idx" ON "guest_stats_hourly" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "guest_stats_hourly_ad_idx" ON "guest_stats_hourly" USING btree ("ad_key","hour");--> statement-breakpoint
CREATE INDEX "guest_stats_hourly_open_idx" ON "guest_stats_hourly" USING btree ("venue_id","hour") WHERE "guest_stats_hourly"."open_sessions" > 0;