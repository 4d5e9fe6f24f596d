-- The catalogue role joins the separated duties; staff changes to what is on hand are kept with
-- their reason; a stock row may carry its low-stock threshold, and a product its uploaded photos.
CREATE TABLE "stock_movement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"reason" varchar(16) NOT NULL,
	"change" integer NOT NULL,
	"on_hand_after" integer NOT NULL,
	"note" text,
	"staff_id" integer NOT NULL,
	"client_key" varchar(64) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movement_reason_known" CHECK ("stock_movement"."reason" in ('received', 'count', 'damaged'))
);
--> statement-breakpoint
ALTER TABLE "member" DROP CONSTRAINT "member_roles_known";--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stock" ADD COLUMN "low_stock_below" integer;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movement_sku_idx" ON "stock_movement" USING btree ("sku_id","warehouse_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movement_key_uq" ON "stock_movement" USING btree ("staff_id","client_key");--> statement-breakpoint
CREATE INDEX "product_photos_idx" ON "product" USING gin ("photos");--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_roles_known" CHECK ("member"."roles" <@ array['sales', 'operations', 'finance', 'admin', 'catalogue']::text[]);