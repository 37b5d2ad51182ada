CREATE TABLE "guest_events" (
	"session_id" uuid NOT NULL,
	"step" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_events_session_id_step_pk" PRIMARY KEY("session_id","step"),
	CONSTRAINT "guest_events_step_check" CHECK ("guest_events"."step" in ('page_shown', 'countdown_completed', 'task_passed', 'terms_accepted', 'connect_pressed', 'credential_issued', 'gateway_confirmed', 'cta_clicked'))
);
--> statement-breakpoint
CREATE TABLE "guest_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"access_point_id" uuid NOT NULL,
	"ad_id" uuid,
	"ad_duration" integer NOT NULL,
	"target_text" text,
	"gateway_kind" text NOT NULL,
	"gateway_session" text NOT NULL,
	"gateway_address" text NOT NULL,
	"gateway_challenge" text,
	"credential_hash" text,
	"credential_expires_at" timestamp with time zone,
	"credential_used_at" timestamp with time zone,
	"device_hash" text NOT NULL,
	"lang" text NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handed_off_at" timestamp with time zone,
	CONSTRAINT "guest_sessions_gateway_kind_check" CHECK ("guest_sessions"."gateway_kind" in ('chilli', 'opennds')),
	CONSTRAINT "guest_sessions_lang_check" CHECK ("guest_sessions"."lang" in ('vi', 'en'))
);
--> statement-breakpoint
ALTER TABLE "guest_events" ADD CONSTRAINT "guest_events_session_id_guest_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."guest_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD CONSTRAINT "guest_sessions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD CONSTRAINT "guest_sessions_access_point_id_access_points_id_fk" FOREIGN KEY ("access_point_id") REFERENCES "public"."access_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD CONSTRAINT "guest_sessions_ad_id_advertisements_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."advertisements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_sessions_gateway_session_handed_off_idx" ON "guest_sessions" USING btree ("access_point_id","gateway_session") WHERE "guest_sessions"."handed_off_at" is not null;--> statement-breakpoint
CREATE INDEX "guest_sessions_venue_shown_idx" ON "guest_sessions" USING btree ("venue_id","shown_at");--> statement-breakpoint
CREATE INDEX "guest_sessions_device_shown_idx" ON "guest_sessions" USING btree ("device_hash","shown_at");--> statement-breakpoint
CREATE INDEX "guest_sessions_shown_at_idx" ON "guest_sessions" USING btree ("shown_at");