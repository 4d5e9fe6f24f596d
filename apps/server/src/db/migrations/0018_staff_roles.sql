-- The one staff role so far, proxyOrder, is the sales role of the separated duties; an unknown
-- role is dropped so that the check below holds.
UPDATE "member" SET "roles" = array_replace("roles", 'proxyOrder', 'sales') WHERE 'proxyOrder' = ANY("roles");--> statement-breakpoint
UPDATE "member" SET "roles" = array(SELECT r FROM unnest("roles") r WHERE r IN ('sales', 'operations', 'finance', 'admin')) WHERE NOT ("roles" <@ array['sales', 'operations', 'finance', 'admin']::text[]);--> statement-breakpoint
UPDATE "member" SET "roles" = array_remove("roles", 'finance') WHERE "roles" @> array['sales', 'finance']::text[];--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_roles_known" CHECK ("member"."roles" <@ array['sales', 'operations', 'finance', 'admin']::text[]);--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_roles_separated" CHECK (not ("member"."roles" @> array['sales', 'finance']::text[]));--> statement-breakpoint
-- A secret each server process reads from the database (the order-number key), made once.
CREATE TABLE "server_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
