ALTER TABLE "order_lines" ADD COLUMN "outfit_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "outfit_author_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_outfit_author_id_users_id_fk" FOREIGN KEY ("outfit_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_outfit_author_idx" ON "order_lines" USING btree ("outfit_author_id") WHERE outfit_author_id is not null;