ALTER TABLE "subscription_invoices" ADD COLUMN "provider_invoice_id" text;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD COLUMN "action_url" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_key" ON "subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_provider_invoice_id_unique" UNIQUE("provider_invoice_id");