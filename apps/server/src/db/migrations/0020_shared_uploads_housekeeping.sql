-- CRM tickets already redeemed, in a logged table: the unlogged rate-limit table they sat in is
-- emptied by a crash of PostgreSQL, and a ticket could then work twice. The uses still within
-- their window come along.
CREATE TABLE "crm_ticket_use" (
	"jti" varchar(64) PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"keep_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
INSERT INTO "crm_ticket_use" ("jti", "used_at", "keep_until")
	SELECT substr("key", 9), "window_start", "window_start" + interval '2 hours' FROM "rate_limit"
	WHERE "key" LIKE 'crm:jti:%' AND length("key") <= 72 AND "window_start" > now() - interval '2 hours'
	ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "rate_limit" WHERE "key" LIKE 'crm:jti:%';--> statement-breakpoint
-- Upload bytes shared by every server (UPLOAD_STORAGE=postgres). Names compare byte by byte, so
-- the primary key also serves "every name under variants/<key>/".
CREATE TABLE "upload_object" (
	"name" text COLLATE "C" PRIMARY KEY NOT NULL,
	"data" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- What housekeeping looks rows up by.
CREATE INDEX "crm_ticket_use_keep_idx" ON "crm_ticket_use" USING btree ("keep_until");--> statement-breakpoint
CREATE INDEX "session_expires_idx" ON "session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "session_visitor_idx" ON "session" USING btree ("visitor_ref");--> statement-breakpoint
CREATE INDEX "sms_code_created_idx" ON "sms_code" USING btree ("created_at");
