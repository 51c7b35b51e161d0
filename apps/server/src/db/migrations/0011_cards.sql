ALTER TABLE "closets" ADD COLUMN "card" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "outfits" ADD COLUMN "card" text DEFAULT '{}' NOT NULL;