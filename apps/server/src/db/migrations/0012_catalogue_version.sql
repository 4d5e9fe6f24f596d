CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "promotion_country_starts_idx" ON "promotion" USING btree ("country_code","starts_at");--> statement-breakpoint
CREATE INDEX "promotion_country_ends_idx" ON "promotion" USING btree ("country_code","ends_at");--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Every write to what lists and search read bumps the version in the writing transaction (one
-- statement-level trigger per table, so a bulk insert bumps it once). Stock is left out on purpose.
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER sku_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sku" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER sku_price_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sku_price" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER promotion_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotion" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER category_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER search_synonym_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonym" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER special_list_item_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "special_list_item" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER app_setting_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_setting" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
