ALTER TABLE "products" DROP COLUMN "order_count";--> statement-breakpoint
ALTER TABLE "stores" DROP COLUMN "order_count";