CREATE TABLE "report_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	CONSTRAINT "report_deliveries_status_check" CHECK ("report_deliveries"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "report_deliveries_trigger_check" CHECK ("report_deliveries"."trigger" in ('schedule', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "report_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"venue_id" uuid,
	"language" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_subscriptions_frequency_check" CHECK ("report_subscriptions"."frequency" in ('weekly', 'monthly')),
	CONSTRAINT "report_subscriptions_language_check" CHECK ("report_subscriptions"."language" in ('vi', 'en'))
);
--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_subscription_id_report_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."report_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_subscriptions" ADD CONSTRAINT "report_subscriptions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_deliveries_scheduled_unique" ON "report_deliveries" USING btree ("subscription_id","period_start") WHERE "report_deliveries"."trigger" = 'schedule';--> statement-breakpoint
CREATE INDEX "report_deliveries_subscription_idx" ON "report_deliveries" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "report_deliveries_due_idx" ON "report_deliveries" USING btree ("next_attempt_at") WHERE "report_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "report_subscriptions_user_idx" ON "report_subscriptions" USING btree ("user_id","created_at");