DROP INDEX "closets_owner_items_added_idx";--> statement-breakpoint
DROP INDEX "outfit_saves_user_created_idx";--> statement-breakpoint
DROP INDEX "outfits_author_created_idx";--> statement-breakpoint
DROP INDEX "outfits_public_created_idx";--> statement-breakpoint
DROP INDEX "outfits_public_hot_idx";--> statement-breakpoint
CREATE INDEX "closets_owner_items_added_idx" ON "closets" USING btree ("owner_id","items_added_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE items_added_at is not null;--> statement-breakpoint
CREATE INDEX "outfit_saves_user_created_idx" ON "outfit_saves" USING btree ("user_id","created_at" DESC NULLS FIRST,"outfit_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outfits_author_created_idx" ON "outfits" USING btree ("author_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"visibility");--> statement-breakpoint
CREATE INDEX "outfits_public_created_idx" ON "outfits" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "outfits_public_hot_idx" ON "outfits" USING btree ("hot" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE visibility = 'public';