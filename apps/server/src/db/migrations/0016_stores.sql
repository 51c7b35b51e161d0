CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_minor" integer NOT NULL,
	"free_over_minor" integer,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"banner" text,
	"description" text,
	"currency" text NOT NULL,
	"handling_days" integer NOT NULL,
	"return_window_days" integer NOT NULL,
	"return_policy" text,
	"contact_email" text,
	"vacation" boolean DEFAULT false NOT NULL,
	"vacation_message" text,
	"vacation_returns_on" date,
	"status" text DEFAULT 'active' NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_owner_id_unique" UNIQUE("owner_id"),
	CONSTRAINT "stores_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_methods_store_idx" ON "shipping_methods" USING btree ("store_id","active" DESC NULLS LAST,"price_minor");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_methods_store_name_idx" ON "shipping_methods" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "stores_name_trgm_idx" ON "stores" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_active_products_idx" ON "stores" USING btree ("product_count" DESC NULLS LAST,"id") WHERE status = 'active';--> statement-breakpoint
-- Every retailer has a store: those who joined before stores existed get one now, to configure later.
INSERT INTO "stores" ("owner_id", "slug", "name", "currency", "handling_days", "return_window_days")
SELECT "id", 'store-' || left(replace("id"::text, '-', ''), 12), trim("first_name" || ' ' || "last_name"), 'USD', 3, 30
FROM "users" WHERE 'retailer' = ANY("roles") AND "deleted_at" IS NULL
ON CONFLICT DO NOTHING;
