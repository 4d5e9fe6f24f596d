-- The pricing engine keeps what it reads of the catalogue per catalogue version too
-- (shared/pricing/pricing.cache.ts): a warehouse's country and currency, its delivery fee, fee
-- rules and freight activities. Writes to them bump the version like the tables of 0012 (rare:
-- staff and seed writes, never per order).
CREATE TRIGGER country_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "country" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER warehouse_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "warehouse" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER warehouse_freight_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "warehouse_freight" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER freight_rule_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "freight_rule" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER freight_activity_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "freight_activity" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
-- A version is never given twice: a transaction that bumped it and rolled back must not leave a
-- number that a later, different write reuses (a cache filled inside that transaction, as order
-- placement's pricing is, would otherwise pass for the later write's). Sequences do not roll back.
CREATE SEQUENCE "catalogue_version_seq";
--> statement-breakpoint
SELECT setval('catalogue_version_seq', (SELECT greatest(version, 0) + 1 FROM catalogue_version WHERE id = 1));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = nextval('catalogue_version_seq') WHERE id = 1;
  RETURN NULL;
END $$;
