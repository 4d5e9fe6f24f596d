-- Paid means confirmed money, with its amount (docs/decisions/0001-unpaid-holds.md).
DROP INDEX "customer_order_unpaid_idx";--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "paid_amount" bigint;--> statement-breakpoint
UPDATE "customer_order" SET "paid_amount" = "payable" WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
-- A receipt is not money: bank transfers moved to 1 by a receipt alone wait for finance in 0 again, with a verification window.
UPDATE "customer_order" SET "status" = 0, "payment_deadline" = now() + interval '1 day', "updated_at" = now()
  WHERE "status" = 1 AND "payment_method" = 'bankTransfer' AND "paid_at" IS NULL;--> statement-breakpoint
-- Cash orders not yet approved hold stock and a slot: they get a deadline for the approval.
UPDATE "customer_order" SET "payment_deadline" = now() + interval '1 day'
  WHERE "status" = 1 AND "payment_method" = 'cashOnDelivery' AND "reviewed_at" IS NULL AND "payment_deadline" IS NULL;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "refund_method" varchar(12);--> statement-breakpoint
ALTER TABLE "order_refund" ADD CONSTRAINT "order_refund_order_method_uq" UNIQUE("order_id","method");--> statement-breakpoint
UPDATE "wallet_ledger" l SET "refund_method" = 'original'
  WHERE l."kind" = 'orderRefund' AND l."order_id" IS NOT NULL
    AND EXISTS (SELECT 1 FROM "order_refund" r WHERE r."order_id" = l."order_id" AND r."method" = 'original');--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_refund_fk" FOREIGN KEY ("order_id","refund_method") REFERENCES "public"."order_refund"("order_id","method") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_order_hold_idx" ON "customer_order" USING btree ("payment_deadline") WHERE status in (0, 1) and payment_deadline is not null;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_paid" CHECK (("customer_order"."paid_at" is null) = ("customer_order"."paid_amount" is null) and "customer_order"."paid_amount" >= 0);--> statement-breakpoint
-- Rows written before these rules (a wallet refund beside a bank refund, a zero refund) are left for `ops check` to report, not rewritten.
ALTER TABLE "order_refund" ADD CONSTRAINT "order_refund_amount" CHECK ("order_refund"."amount" > 0) NOT VALID;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_refund_method" CHECK (("wallet_ledger"."kind" = 'orderRefund' and "wallet_ledger"."order_id" is not null) = ("wallet_ledger"."refund_method" is not null)) NOT VALID;
