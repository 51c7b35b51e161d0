CREATE TABLE "closet_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"closet_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"image" jsonb NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"brand_id" uuid,
	"brand_name" text,
	"colours" text[] NOT NULL,
	"size" text,
	"seasons" text[] NOT NULL,
	"material" text,
	"price_minor" integer,
	"currency" text,
	"purchased_on" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"cover" jsonb,
	"visibility" text NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"items_added_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outfit_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outfit_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"parent_id" uuid,
	"text" text NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outfit_items" (
	"outfit_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "outfit_items_outfit_id_item_id_pk" PRIMARY KEY("outfit_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "outfit_likes" (
	"outfit_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outfit_likes_outfit_id_user_id_pk" PRIMARY KEY("outfit_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "outfit_saves" (
	"user_id" uuid NOT NULL,
	"outfit_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outfit_saves_user_id_outfit_id_pk" PRIMARY KEY("user_id","outfit_id")
);
--> statement-breakpoint
CREATE TABLE "outfits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"image" jsonb NOT NULL,
	"has_photo" boolean NOT NULL,
	"caption" text,
	"occasion" text,
	"seasons" text[] NOT NULL,
	"tags" text[] NOT NULL,
	"colours" text[] NOT NULL,
	"visibility" text NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"save_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"hot" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "closet_items" ADD CONSTRAINT "closet_items_closet_id_closets_id_fk" FOREIGN KEY ("closet_id") REFERENCES "public"."closets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closet_items" ADD CONSTRAINT "closet_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closet_items" ADD CONSTRAINT "closet_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closets" ADD CONSTRAINT "closets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfit_comments" ADD CONSTRAINT "outfit_comments_outfit_id_outfits_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfit_comments" ADD CONSTRAINT "outfit_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfit_comments" ADD CONSTRAINT "outfit_comments_parent_id_outfit_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."outfit_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfit_items" ADD CONSTRAINT "outfit_items_outfit_id_outfits_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfit_items" ADD CONSTRAINT "outfit_items_item_id_closet_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."closet_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfit_likes" ADD CONSTRAINT "outfit_likes_outfit_id_outfits_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfit_likes" ADD CONSTRAINT "outfit_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfit_saves" ADD CONSTRAINT "outfit_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfit_saves" ADD CONSTRAINT "outfit_saves_outfit_id_outfits_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outfits" ADD CONSTRAINT "outfits_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closet_items_closet_created_idx" ON "closet_items" USING btree ("closet_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "closet_items_owner_created_idx" ON "closet_items" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "closets_owner_created_idx" ON "closets" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "closets_owner_items_added_idx" ON "closets" USING btree ("owner_id","items_added_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE items_added_at is not null;--> statement-breakpoint
CREATE INDEX "closets_popular_idx" ON "closets" USING btree ("item_count" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"id") WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "outfit_comments_thread_idx" ON "outfit_comments" USING btree ("outfit_id","parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "outfit_comments_author_idx" ON "outfit_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "outfit_items_item_idx" ON "outfit_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "outfit_likes_user_idx" ON "outfit_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outfit_saves_user_created_idx" ON "outfit_saves" USING btree ("user_id","created_at" DESC NULLS LAST,"outfit_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outfit_saves_outfit_idx" ON "outfit_saves" USING btree ("outfit_id");--> statement-breakpoint
CREATE INDEX "outfits_author_created_idx" ON "outfits" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outfits_public_created_idx" ON "outfits" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "outfits_public_hot_idx" ON "outfits" USING btree ("hot" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE visibility = 'public';--> statement-breakpoint
CREATE INDEX "outfits_tags_idx" ON "outfits" USING gin ("tags");