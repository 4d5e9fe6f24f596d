CREATE TABLE "freight_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"threshold" integer NOT NULL,
	"fee" bigint NOT NULL,
	CONSTRAINT "freight_rule_not_negative" CHECK ("freight_rule"."threshold" >= 0 and "freight_rule"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_freight" (
	"warehouse_id" integer PRIMARY KEY NOT NULL,
	"basic_fee" bigint NOT NULL,
	CONSTRAINT "warehouse_freight_fee_not_negative" CHECK ("warehouse_freight"."basic_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_line" (
	"member_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_line_member_id_warehouse_id_sku_id_pk" PRIMARY KEY("member_id","warehouse_id","sku_id"),
	CONSTRAINT "cart_line_quantity_positive" CHECK ("cart_line"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "promotion" ALTER COLUMN "sku_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "fulfilment" varchar(8) DEFAULT 'sameDay' NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "bulky" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "scope" varchar(8) DEFAULT 'sku' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion" ADD COLUMN "scope_id" integer;--> statement-breakpoint
ALTER TABLE "sku" ADD COLUMN "on_shelf" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "freight_rule" ADD CONSTRAINT "freight_rule_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_freight" ADD CONSTRAINT "warehouse_freight_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freight_rule_warehouse_idx" ON "freight_rule" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "promotion_country_scope_idx" ON "promotion" USING btree ("country_code","scope","scope_id");--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_scope_target" CHECK (("promotion"."scope" = 'sku' and "promotion"."sku_id" is not null and "promotion"."scope_id" is null)
        or ("promotion"."scope" in ('product', 'category') and "promotion"."sku_id" is null and "promotion"."scope_id" is not null)
        or ("promotion"."scope" = 'store' and "promotion"."sku_id" is null and "promotion"."scope_id" is null));--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_unit_kinds_per_sku" CHECK ("promotion"."kind" = 'fullReduction' or "promotion"."scope" = 'sku');--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_amounts_not_negative" CHECK (coalesce("promotion"."promotion_price", 0) >= 0 and coalesce("promotion"."threshold_amount", 0) >= 0 and coalesce("promotion"."reduction_amount", 0) >= 0);