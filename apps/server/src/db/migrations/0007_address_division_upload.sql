CREATE TABLE "administrative_division" (
	"country_code" varchar(2) NOT NULL,
	"code" varchar(20) NOT NULL,
	"parent_code" varchar(20),
	"level" smallint NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "administrative_division_country_code_code_pk" PRIMARY KEY("country_code","code")
);
--> statement-breakpoint
CREATE TABLE "upload" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(32) NOT NULL,
	"member_id" integer NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone,
	CONSTRAINT "upload_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "member_receive_address" ADD COLUMN "country_code" varchar(2);--> statement-breakpoint
ALTER TABLE "upload" ADD CONSTRAINT "upload_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "administrative_division_parent_idx" ON "administrative_division" USING btree ("country_code","parent_code");--> statement-breakpoint
CREATE INDEX "administrative_division_top_idx" ON "administrative_division" USING btree ("country_code") WHERE parent_code is null;--> statement-breakpoint
CREATE INDEX "upload_member_idx" ON "upload" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "upload_unattached_idx" ON "upload" USING btree ("created_at") WHERE attached_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "member_receive_address_default_uq" ON "member_receive_address" USING btree ("member_id") WHERE default_status = 1;