ALTER TABLE "products" ADD COLUMN "first_order_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "first_order_at" timestamp with time zone;--> statement-breakpoint
UPDATE "products" SET "first_order_at" = "created_at" WHERE "order_count" > 0;--> statement-breakpoint
UPDATE "stores" SET "first_order_at" = "created_at" WHERE "order_count" > 0;
