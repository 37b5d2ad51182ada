CREATE SEQUENCE "public"."access_point_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "access_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"openwisp_device_id" uuid NOT NULL,
	"device_code" text DEFAULT 'AP-' || lpad(nextval('access_point_code_seq')::text, 6, '0') NOT NULL,
	"name" text NOT NULL,
	"venue_id" uuid,
	"organization_id" uuid NOT NULL,
	"organization_name" text,
	"group_id" uuid,
	"health_status" text NOT NULL,
	"monitoring_status" text NOT NULL,
	"config_status" text NOT NULL,
	"error_reason" text,
	"mac_address" text NOT NULL,
	"ip_address" text,
	"ssid" text,
	"model" text NOT NULL,
	"firmware" text NOT NULL,
	"system" text NOT NULL,
	"backend" text,
	"note" text NOT NULL,
	"status" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"gateway_kind" text,
	"gateway_secret" text,
	"openwisp_deactivated" boolean DEFAULT false NOT NULL,
	"openwisp_modified_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_points_openwisp_device_id_unique" UNIQUE("openwisp_device_id"),
	CONSTRAINT "access_points_device_code_unique" UNIQUE("device_code"),
	CONSTRAINT "access_points_health_status_check" CHECK ("access_points"."health_status" in ('online', 'offline', 'maintenance', 'error')),
	CONSTRAINT "access_points_config_status_check" CHECK ("access_points"."config_status" in ('configured', 'pending', 'error', 'not_available')),
	CONSTRAINT "access_points_status_check" CHECK ("access_points"."status" in ('active', 'inactive')),
	CONSTRAINT "access_points_gateway_kind_check" CHECK ("access_points"."gateway_kind" in ('chilli', 'opennds'))
);
--> statement-breakpoint
CREATE TABLE "openwisp_tokens" (
	"base_url" text NOT NULL,
	"username" text NOT NULL,
	"token" text NOT NULL,
	"obtained_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "openwisp_tokens_base_url_username_pk" PRIMARY KEY("base_url","username")
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"venue_id" uuid,
	"venue_name" text,
	"started_by_id" uuid,
	"started_by" text,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "sync_runs_scope_check" CHECK ("sync_runs"."scope" in ('all', 'venue')),
	CONSTRAINT "sync_runs_status_check" CHECK ("sync_runs"."status" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sync_scope_locks" (
	"scope" text PRIMARY KEY NOT NULL,
	"run_id" uuid,
	"lease_until" timestamp with time zone NOT NULL,
	"cooldown_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "openwisp_group_id" uuid;--> statement-breakpoint
ALTER TABLE "access_points" ADD CONSTRAINT "access_points_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_points_venue_id_idx" ON "access_points" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "access_points_group_id_idx" ON "access_points" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "access_points_mac_address_idx" ON "access_points" USING btree ("mac_address");--> statement-breakpoint
CREATE INDEX "sync_runs_started_at_idx" ON "sync_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "sync_runs_venue_id_idx" ON "sync_runs" USING btree ("venue_id","started_at");--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_openwisp_group_id_unique" UNIQUE("openwisp_group_id");