CREATE TABLE "order_returns" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"decline_reason" text,
	"restocked_at" timestamp with time zone,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "return_days" = coalesce((SELECT "return_window_days" FROM "stores" WHERE "stores"."id" = "orders"."store_id"), 14);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "return_days" SET NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "delivered_at" = (SELECT min("at") FROM "order_events" WHERE "order_events"."order_id" = "orders"."id" AND "order_events"."status" IN ('delivered', 'completed')) WHERE "status" IN ('delivered', 'completed');--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;