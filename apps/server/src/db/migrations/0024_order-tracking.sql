ALTER TABLE "orders" ADD COLUMN "tracking" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;