CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"ip" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_members" (
	"venue_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "venue_members_venue_id_user_id_pk" PRIMARY KEY("venue_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"owner" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"website" text,
	"status" text DEFAULT 'active' NOT NULL,
	"ssid" text,
	"wifi_password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(owner, '') || ' ' || email || ' ' || phone || ' ' || address)) STORED,
	CONSTRAINT "venues_status_check" CHECK ("venues"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "full_name" text GENERATED ALWAYS AS (trim(coalesce(firstname, '') || ' ' || coalesce(lastname, ''))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search" text GENERATED ALWAYS AS (lower(coalesce(firstname, '') || ' ' || coalesce(lastname, '') || ' ' || coalesce(username, '') || ' ' || email || ' ' || coalesce(phone, ''))) STORED;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_members" ADD CONSTRAINT "venue_members_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_members" ADD CONSTRAINT "venue_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "venue_members_user_id_idx" ON "venue_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "venues_search_idx" ON "venues" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_name_idx" ON "venues" USING btree ("name");--> statement-breakpoint
CREATE INDEX "venues_owner_idx" ON "venues" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "venues_email_idx" ON "venues" USING btree ("email");--> statement-breakpoint
CREATE INDEX "venues_phone_idx" ON "venues" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "venues_address_idx" ON "venues" USING btree ("address");--> statement-breakpoint
CREATE INDEX "venues_status_created_at_idx" ON "venues" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "venues_created_at_idx" ON "venues" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_idx" ON "users" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_role_status_idx" ON "users" USING btree ("role","status");