ALTER TABLE "passkeys" ADD COLUMN "needs_confirmation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_step" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "totp_factors" ADD COLUMN "needs_confirmation" boolean DEFAULT false NOT NULL;