CREATE TABLE "banner" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"titles" jsonb NOT NULL,
	"pic" text NOT NULL,
	"link" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"names" jsonb NOT NULL,
	"icon" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freight_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"titles" jsonb NOT NULL,
	"threshold_amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_word" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"word" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"art" varchar(40) DEFAULT 'box' NOT NULL,
	"search_text" text NOT NULL,
	"search_names" text[] NOT NULL,
	"search_description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"sku_id" integer NOT NULL,
	"titles" jsonb NOT NULL,
	"promotion_price" bigint,
	"tiers" jsonb,
	"threshold_amount" bigint,
	"reduction_amount" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"names" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" varchar(80) NOT NULL,
	"keyword" varchar(100) NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"specs" jsonb NOT NULL,
	"units" jsonb NOT NULL,
	"barcode" varchar(32),
	"sales_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku_price" (
	"sku_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "sku_price_sku_id_country_code_pk" PRIMARY KEY("sku_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "special_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"titles" jsonb NOT NULL,
	"subtitles" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_list_item" (
	"list_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "special_list_item_list_id_sku_id_pk" PRIMARY KEY("list_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"sku_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_sku_id_warehouse_id_pk" PRIMARY KEY("sku_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "warehouse" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"names" jsonb NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"business_start_time" varchar(5) NOT NULL,
	"business_end_time" varchar(5) NOT NULL,
	"delivery_radius_km" integer NOT NULL,
	"pickup" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "freight_activity" ADD CONSTRAINT "freight_activity_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku" ADD CONSTRAINT "sku_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_price" ADD CONSTRAINT "sku_price_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_list_item" ADD CONSTRAINT "special_list_item_list_id_special_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."special_list"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_list_item" ADD CONSTRAINT "special_list_item_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse" ADD CONSTRAINT "warehouse_region_id_region_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."region"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_text_trgm" ON "product" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_category_idx" ON "product" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "promotion_sku_idx" ON "promotion" USING btree ("sku_id","country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "search_history_owner_keyword" ON "search_history" USING btree ("owner","keyword");--> statement-breakpoint
CREATE INDEX "sku_product_idx" ON "sku" USING btree ("product_id");