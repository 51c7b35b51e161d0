ALTER TABLE "cart_lines" ADD COLUMN "outfit_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "outfit_author_id" uuid;--> statement-breakpoint
ALTER TABLE "closet_items" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_outfit_author_id_users_id_fk" FOREIGN KEY ("outfit_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closet_items" ADD CONSTRAINT "closet_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closet_items_product_idx" ON "closet_items" USING btree ("product_id") WHERE product_id is not null;