CREATE INDEX "promotion_country_sku_idx" ON "promotion" USING btree ("country_code","sku_id","id");--> statement-breakpoint
CREATE INDEX "sku_sales_idx" ON "sku" USING btree ("sales_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "sku_created_idx" ON "sku" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "stock_warehouse_idx" ON "stock" USING btree ("warehouse_id","sku_id");