ALTER TABLE "deal_claims" DROP CONSTRAINT "deal_claims_deal_id_flash_deals_id_fk";
--> statement-breakpoint
ALTER TABLE "deal_claims" ALTER COLUMN "deal_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_claims" ADD CONSTRAINT "deal_claims_deal_id_flash_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."flash_deals"("id") ON DELETE set null ON UPDATE no action;