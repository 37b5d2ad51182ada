CREATE TABLE "guest_stats_venue_daily" (
	"day" date NOT NULL,
	"venue_id" uuid NOT NULL,
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
	CONSTRAINT "guest_stats_venue_daily_venue_id_day_pk" PRIMARY KEY("venue_id","day")
);
--> statement-breakpoint
ALTER TABLE "guest_stats_venue_daily" ADD CONSTRAINT "guest_stats_venue_daily_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_stats_venue_daily_day_idx" ON "guest_stats_venue_daily" USING btree ("day");--> statement-breakpoint
-- The venue-days of the days already rolled up (later runs keep those of the days they recompute).
INSERT INTO "guest_stats_venue_daily" ("day", "venue_id", "impressions", "countdowns_completed", "ads_closed", "tasks_passed", "connections", "cta_clicks", "online_seconds", "bytes_down", "bytes_up", "open_sessions", "length_0", "length_1", "length_2", "length_3", "length_4", "length_5", "length_6", "length_7", "length_8", "length_9", "length_10", "length_11", "length_12", "length_13", "length_14", "length_15", "length_seconds_0", "length_seconds_1", "length_seconds_2", "length_seconds_3", "length_seconds_4", "length_seconds_5", "length_seconds_6", "length_seconds_7", "length_seconds_8", "length_seconds_9", "length_seconds_10", "length_seconds_11", "length_seconds_12", "length_seconds_13", "length_seconds_14", "length_seconds_15")
SELECT "day", "venue_id", sum("impressions"), sum("countdowns_completed"), sum("ads_closed"), sum("tasks_passed"), sum("connections"), sum("cta_clicks"), sum("online_seconds"), sum("bytes_down"), sum("bytes_up"), sum("open_sessions"), sum("length_0"), sum("length_1"), sum("length_2"), sum("length_3"), sum("length_4"), sum("length_5"), sum("length_6"), sum("length_7"), sum("length_8"), sum("length_9"), sum("length_10"), sum("length_11"), sum("length_12"), sum("length_13"), sum("length_14"), sum("length_15"), sum("length_seconds_0"), sum("length_seconds_1"), sum("length_seconds_2"), sum("length_seconds_3"), sum("length_seconds_4"), sum("length_seconds_5"), sum("length_seconds_6"), sum("length_seconds_7"), sum("length_seconds_8"), sum("length_seconds_9"), sum("length_seconds_10"), sum("length_seconds_11"), sum("length_seconds_12"), sum("length_seconds_13"), sum("length_seconds_14"), sum("length_seconds_15")
FROM "guest_stats_daily" GROUP BY 1, 2;
