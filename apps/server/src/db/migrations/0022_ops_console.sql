ALTER TABLE "customer_order" ADD COLUMN "price_adjustment_reason" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "order_refund" ADD COLUMN "bank_reference" varchar(60);--> statement-breakpoint
ALTER TABLE "order_voucher" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_voucher" ADD COLUMN "rejected_reason" text;