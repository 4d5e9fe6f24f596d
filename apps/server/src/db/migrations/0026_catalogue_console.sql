-- Products made in the console: options (size, flavour…) with values per locale, and the value
-- each SKU holds of each. The shop's product page names them, so writing them bumps the catalogue
-- version like any other catalogue write (migration 0012).
CREATE TABLE "product_option" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_option_value" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sku_option_value" (
	"sku_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	CONSTRAINT "sku_option_value_sku_id_option_id_pk" PRIMARY KEY("sku_id","option_id")
);
--> statement-breakpoint
ALTER TABLE "product_option" ADD CONSTRAINT "product_option_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_value" ADD CONSTRAINT "product_option_value_option_id_product_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_option"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_option_value" ADD CONSTRAINT "sku_option_value_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_option_value" ADD CONSTRAINT "sku_option_value_option_id_product_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_option"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_option_value" ADD CONSTRAINT "sku_option_value_value_id_product_option_value_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."product_option_value"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_option_product_idx" ON "product_option" USING btree ("product_id","sort");--> statement-breakpoint
CREATE INDEX "product_option_value_option_idx" ON "product_option_value" USING btree ("option_id","sort");--> statement-breakpoint
CREATE INDEX "sku_option_value_value_idx" ON "sku_option_value" USING btree ("value_id");
--> statement-breakpoint
CREATE TRIGGER product_option_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_option" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER product_option_value_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_option_value" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER sku_option_value_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sku_option_value" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
-- Prices set ahead: the first price read at or after their instant applies them (shared/price-schedule).
CREATE TABLE "price_schedule" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"price" bigint NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer
);
--> statement-breakpoint
ALTER TABLE "price_schedule" ADD CONSTRAINT "price_schedule_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_schedule_pending_idx" ON "price_schedule" USING btree ("effective_at") WHERE "price_schedule"."applied_at" is null and "price_schedule"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "price_schedule_sku_idx" ON "price_schedule" USING btree ("sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_schedule_pending_uq" ON "price_schedule" USING btree ("sku_id","country_code","effective_at") WHERE "price_schedule"."applied_at" is null and "price_schedule"."cancelled_at" is null;
--> statement-breakpoint
-- Searches that found nothing, counted per locale, keyword and day, for the catalogue staff's synonyms.
CREATE TABLE "search_miss" (
	"locale" varchar(8) NOT NULL,
	"keyword" varchar(100) NOT NULL,
	"day" date DEFAULT now() NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_miss_locale_keyword_day_pk" PRIMARY KEY("locale","keyword","day")
);
--> statement-breakpoint
CREATE INDEX "search_miss_day_idx" ON "search_miss" USING btree ("day");
