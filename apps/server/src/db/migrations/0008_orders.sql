CREATE SEQUENCE "public"."order_sn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"amount" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"order_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_sn" varchar(20) NOT NULL,
	"member_id" integer,
	"visitor_id" varchar(128),
	"secret_hash" varchar(64),
	"acting_staff_id" integer,
	"qr_code_source" varchar(128),
	"warehouse_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"delivery_type" varchar(8) NOT NULL,
	"status" smallint NOT NULL,
	"payment_method" varchar(16) NOT NULL,
	"product_total" bigint NOT NULL,
	"promotion_discount" bigint NOT NULL,
	"direct_discount" bigint NOT NULL,
	"coupon_discount" bigint DEFAULT 0 NOT NULL,
	"price_adjustment" bigint DEFAULT 0 NOT NULL,
	"freight_basic" bigint NOT NULL,
	"freight_discount" bigint NOT NULL,
	"freight_additional" bigint NOT NULL,
	"freight_total" bigint NOT NULL,
	"payable" bigint NOT NULL,
	"coupon_id" integer,
	"reductions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" jsonb,
	"pickup" jsonb,
	"slot_date" varchar(10) NOT NULL,
	"slot_start" varchar(5) NOT NULL,
	"slot_end" varchar(5) NOT NULL,
	"slot_starts_at" timestamp with time zone NOT NULL,
	"time_zone" varchar(40) NOT NULL,
	"invoice" jsonb,
	"remark" text,
	"adult_confirmed" boolean DEFAULT false NOT NULL,
	"tracking_number" varchar(60),
	"cancel_reason" text,
	"payment_deadline" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"processing_started_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_order_order_sn_unique" UNIQUE("order_sn"),
	CONSTRAINT "customer_order_status" CHECK ("customer_order"."status" between 0 and 5),
	CONSTRAINT "customer_order_owner" CHECK (("customer_order"."member_id" is null) <> ("customer_order"."visitor_id" is null)),
	CONSTRAINT "customer_order_amounts" CHECK ("customer_order"."payable" >= 0 and "customer_order"."product_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_order_line" (
	"order_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"spec" text NOT NULL,
	"unit" text NOT NULL,
	"pic" text NOT NULL,
	"quantity" integer NOT NULL,
	"original_price" bigint NOT NULL,
	"price" bigint NOT NULL,
	"line_total" bigint NOT NULL,
	"line_discount" bigint NOT NULL,
	"payable" bigint NOT NULL,
	"promotion" jsonb,
	"is_18_plus" boolean DEFAULT false NOT NULL,
	"note" text,
	CONSTRAINT "customer_order_line_order_id_sku_id_pk" PRIMARY KEY("order_id","sku_id"),
	CONSTRAINT "customer_order_line_qty" CHECK ("customer_order_line"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "delivery_slot" (
	"warehouse_id" integer NOT NULL,
	"date" varchar(10) NOT NULL,
	"start" varchar(5) NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_slot_warehouse_id_date_start_pk" PRIMARY KEY("warehouse_id","date","start"),
	CONSTRAINT "delivery_slot_taken" CHECK ("delivery_slot"."taken" >= 0 and "delivery_slot"."taken" <= "delivery_slot"."capacity")
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"scope" varchar(140) NOT NULL,
	"key" varchar(128) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"state" varchar(12) NOT NULL,
	"order_id" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "order_refund" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"method" varchar(12) NOT NULL,
	"bank_name" varchar(100),
	"bank_account" varchar(40),
	"account_holder" varchar(100),
	"status" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_status_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" varchar(32) NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"actor" varchar(64) NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_voucher" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"content_type" varchar(16) NOT NULL,
	"data_base64" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"amount" bigint NOT NULL,
	"kind" varchar(16) NOT NULL,
	"order_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_checkout" (
	"warehouse_id" integer PRIMARY KEY NOT NULL,
	"time_zone" varchar(40) NOT NULL,
	"slot_minutes" integer NOT NULL,
	"slot_capacity" integer NOT NULL,
	"cut_off_minutes" integer NOT NULL,
	"days_ahead" integer NOT NULL,
	"closed_weekdays" integer[] DEFAULT '{}'::int[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_closed_day" (
	"warehouse_id" integer NOT NULL,
	"date" varchar(10) NOT NULL,
	CONSTRAINT "warehouse_closed_day_warehouse_id_date_pk" PRIMARY KEY("warehouse_id","date")
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_acting_staff_id_member_id_fk" FOREIGN KEY ("acting_staff_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order" ADD CONSTRAINT "customer_order_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order_line" ADD CONSTRAINT "customer_order_line_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_order_line" ADD CONSTRAINT "customer_order_line_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slot" ADD CONSTRAINT "delivery_slot_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund" ADD CONSTRAINT "order_refund_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_log" ADD CONSTRAINT "order_status_log_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_voucher" ADD CONSTRAINT "order_voucher_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_order_id_customer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."customer_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_checkout" ADD CONSTRAINT "warehouse_checkout_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_closed_day" ADD CONSTRAINT "warehouse_closed_day_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_member_idx" ON "credit_ledger" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_order_kind_uq" ON "credit_ledger" USING btree ("order_id","kind") WHERE order_id is not null;--> statement-breakpoint
CREATE INDEX "customer_order_member_idx" ON "customer_order" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_order_member_status_idx" ON "customer_order" USING btree ("member_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_order_secret_idx" ON "customer_order" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "customer_order_unpaid_idx" ON "customer_order" USING btree ("payment_deadline") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "customer_order_status_idx" ON "customer_order" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idempotency_key_created_idx" ON "idempotency_key" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_status_log_order_idx" ON "order_status_log" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_member_idx" ON "wallet_ledger" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_order_kind_uq" ON "wallet_ledger" USING btree ("order_id","kind") WHERE order_id is not null;