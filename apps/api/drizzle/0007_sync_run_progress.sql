ALTER TABLE "sync_runs" ADD COLUMN "alive_until" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "pages_read" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "devices_total" integer;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "devices_processed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sync_runs_running_idx" ON "sync_runs" USING btree ("alive_until") WHERE "sync_runs"."status" = 'running';