CREATE TABLE "ad_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL,
	"session_id" uuid,
	"venue_id" uuid,
	"venue_name" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_reports_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "ad_reports_reason_check" CHECK ("ad_reports"."reason" in ('misleading', 'offensive', 'unlawful', 'scam', 'other'))
);
--> statement-breakpoint
CREATE TABLE "guest_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"session_id" uuid,
	"venue_id" uuid,
	"venue_name" text NOT NULL,
	"access_point_id" uuid,
	"access_point_name" text NOT NULL,
	"lang" text NOT NULL,
	"terms_version_id" uuid NOT NULL,
	"privacy_version_id" uuid NOT NULL,
	"terms_accepted" boolean NOT NULL,
	"measurement_accepted" boolean NOT NULL,
	"device_hash" text,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "guest_consents_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "guest_consents_lang_check" CHECK ("guest_consents"."lang" in ('vi', 'en'))
);
--> statement-breakpoint
CREATE TABLE "guest_data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"venue_id" uuid,
	"venue_name" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"sessions" integer DEFAULT 0 NOT NULL,
	"consents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "guest_data_requests_kind_check" CHECK ("guest_data_requests"."kind" in ('withdraw', 'erase'))
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "guest_device_keys" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"device_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"body_vi" text NOT NULL,
	"body_en" text NOT NULL,
	"operator_name" text NOT NULL,
	"operator_contact" text NOT NULL,
	"content_hash" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	CONSTRAINT "guest_texts_kind_check" CHECK ("guest_texts"."kind" in ('terms', 'privacy'))
);
--> statement-breakpoint
ALTER TABLE "guest_events" DROP CONSTRAINT "guest_events_step_check";--> statement-breakpoint
ALTER TABLE "guest_sessions" ALTER COLUMN "device_hash" DROP NOT NULL;--> statement-breakpoint
-- Visits recorded before guests were asked: none of them agreed to be recognised.
UPDATE "guest_sessions" SET "device_hash" = NULL;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "taken_down_reason" text;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "notice_name" text;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "notice_contact" text;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_ad_id_advertisements_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_session_id_guest_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."guest_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_consents" ADD CONSTRAINT "guest_consents_session_id_guest_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."guest_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_consents" ADD CONSTRAINT "guest_consents_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_consents" ADD CONSTRAINT "guest_consents_access_point_id_access_points_id_fk" FOREIGN KEY ("access_point_id") REFERENCES "public"."access_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_consents" ADD CONSTRAINT "guest_consents_terms_version_id_guest_texts_id_fk" FOREIGN KEY ("terms_version_id") REFERENCES "public"."guest_texts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_consents" ADD CONSTRAINT "guest_consents_privacy_version_id_guest_texts_id_fk" FOREIGN KEY ("privacy_version_id") REFERENCES "public"."guest_texts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_data_requests" ADD CONSTRAINT "guest_data_requests_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_texts" ADD CONSTRAINT "guest_texts_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_reports_reported_at_idx" ON "ad_reports" USING btree ("reported_at");--> statement-breakpoint
CREATE INDEX "ad_reports_ad_id_idx" ON "ad_reports" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "guest_consents_venue_at_idx" ON "guest_consents" USING btree ("venue_id","at");--> statement-breakpoint
CREATE INDEX "guest_consents_at_idx" ON "guest_consents" USING btree ("at");--> statement-breakpoint
CREATE INDEX "guest_consents_device_hash_idx" ON "guest_consents" USING btree ("device_hash");--> statement-breakpoint
CREATE INDEX "guest_data_requests_requested_at_idx" ON "guest_data_requests" USING btree ("requested_at");--> statement-breakpoint
CREATE INDEX "guest_device_keys_device_hash_idx" ON "guest_device_keys" USING btree ("device_hash");--> statement-breakpoint
CREATE INDEX "guest_device_keys_expires_at_idx" ON "guest_device_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_texts_kind_version_idx" ON "guest_texts" USING btree ("kind","version");--> statement-breakpoint
ALTER TABLE "guest_events" ADD CONSTRAINT "guest_events_step_check" CHECK ("guest_events"."step" in ('page_shown', 'countdown_completed', 'ad_closed', 'task_passed', 'terms_accepted', 'connect_pressed', 'credential_issued', 'gateway_confirmed', 'cta_clicked'));