ALTER TABLE "guest_sessions" ADD COLUMN "device_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD COLUMN "browser_key_hash" text;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD COLUMN "handle" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD CONSTRAINT "guest_sessions_handle_unique" UNIQUE("handle");