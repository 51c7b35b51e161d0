ALTER TABLE "cart_lines" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;