-- § 656c BGB: a flat's or single-family house's buyer's commission in per cent, and that the seller pays the same (issue 71).
ALTER TABLE "ads" ADD COLUMN "buyer_commission_percent" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "seller_pays_same" boolean DEFAULT false NOT NULL;