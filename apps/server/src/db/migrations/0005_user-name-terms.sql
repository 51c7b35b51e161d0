CREATE TABLE "user_name_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_name_tokens" (
	"term" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_name_tokens_user_id_term_pk" PRIMARY KEY("user_id","term")
);
--> statement-breakpoint
ALTER TABLE "user_name_tokens" ADD CONSTRAINT "user_name_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_name_terms_prefix_idx" ON "user_name_terms" USING btree ("term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_name_terms_trgm_idx" ON "user_name_terms" USING gist ("term" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_name_tokens_term_created_idx" ON "user_name_tokens" USING btree ("term","created_at" DESC NULLS FIRST,"user_id");--> statement-breakpoint
CREATE INDEX "users_live_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE deleted_at is null;