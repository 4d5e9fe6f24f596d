CREATE TABLE "home_recommendation" (
	"country_code" varchar(2) NOT NULL,
	"sku_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "home_recommendation_country_code_sku_id_pk" PRIMARY KEY("country_code","sku_id")
);
--> statement-breakpoint
ALTER TABLE "member_coupon" ADD COLUMN "granted_by" integer;--> statement-breakpoint
ALTER TABLE "member_coupon" ADD COLUMN "grant_key" varchar(64);--> statement-breakpoint
ALTER TABLE "home_recommendation" ADD CONSTRAINT "home_recommendation_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_recommendation_sku_idx" ON "home_recommendation" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "freight_activity_warehouse_idx" ON "freight_activity" USING btree ("warehouse_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_coupon_grant_key_uq" ON "member_coupon" USING btree ("granted_by","grant_key") WHERE grant_key is not null;--> statement-breakpoint
ALTER TABLE "freight_activity" ADD CONSTRAINT "freight_activity_not_negative" CHECK ("freight_activity"."threshold_amount" >= 0 and "freight_activity"."fee" >= 0);--> statement-breakpoint
ALTER TABLE "freight_activity" ADD CONSTRAINT "freight_activity_free_is_free" CHECK ("freight_activity"."kind" <> 'free' or "freight_activity"."fee" = 0);--> statement-breakpoint
ALTER TABLE "freight_activity" ADD CONSTRAINT "freight_activity_window" CHECK ("freight_activity"."ends_at" >= "freight_activity"."starts_at");--> statement-breakpoint
ALTER TABLE "promotion" ADD CONSTRAINT "promotion_window" CHECK ("promotion"."ends_at" >= "promotion"."starts_at");--> statement-breakpoint
ALTER TABLE "coupon_template" ADD CONSTRAINT "coupon_template_terms_ck" CHECK (amount >= 0 and percent between 0 and 100 and coalesce(max_discount, 0) >= 0 and min_spend >= 0
        and per_member_limit >= 1 and total_count >= 0);--> statement-breakpoint
ALTER TABLE "coupon_template" ADD CONSTRAINT "coupon_template_window_ck" CHECK (ends_at > starts_at);--> statement-breakpoint
-- What the Home page reads and the catalogue staff now change from the console: banners, curated
-- lists' titles and pinned recommendations bump the catalogue version like the tables of 0012 and
-- 0015, so any cache of them (and every node's) empties in the writing transaction.
CREATE TRIGGER banner_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banner" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER special_list_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "special_list" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER home_recommendation_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "home_recommendation" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
