ALTER TABLE "guest_texts" ALTER COLUMN "operator_contact" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_texts" ADD COLUMN "operator_address" text;--> statement-breakpoint
ALTER TABLE "guest_texts" ADD COLUMN "operator_email" text;--> statement-breakpoint
ALTER TABLE "guest_texts" ADD COLUMN "operator_phone" text;