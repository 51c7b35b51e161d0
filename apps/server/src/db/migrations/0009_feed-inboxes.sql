CREATE TABLE "feed_entries" (
	"viewer_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"outfit_id" uuid,
	"closet_id" uuid,
	"entry_id" uuid GENERATED ALWAYS AS (coalesce(outfit_id, closet_id)) STORED NOT NULL,
	"author_id" uuid NOT NULL,
	CONSTRAINT "feed_entries_viewer_id_at_entry_id_pk" PRIMARY KEY("viewer_id","at","entry_id"),
	CONSTRAINT "feed_entries_one_thing" CHECK (num_nonnulls(outfit_id, closet_id) = 1)
);
--> statement-breakpoint
CREATE TABLE "feed_inboxes" (
	"viewer_id" uuid PRIMARY KEY NOT NULL,
	"floor_at" timestamp with time zone,
	"floor_id" uuid
);
--> statement-breakpoint
ALTER TABLE "feed_entries" ADD CONSTRAINT "feed_entries_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_entries" ADD CONSTRAINT "feed_entries_outfit_id_outfits_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_entries" ADD CONSTRAINT "feed_entries_closet_id_closets_id_fk" FOREIGN KEY ("closet_id") REFERENCES "public"."closets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_inboxes" ADD CONSTRAINT "feed_inboxes_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_entries_outfit_idx" ON "feed_entries" USING btree ("outfit_id") WHERE outfit_id is not null;--> statement-breakpoint
CREATE INDEX "feed_entries_closet_idx" ON "feed_entries" USING btree ("closet_id") WHERE closet_id is not null;