CREATE TABLE "coupon_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32),
	"names" jsonb NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"max_discount" bigint,
	"min_spend" bigint DEFAULT 0 NOT NULL,
	"scope" varchar(12) DEFAULT 'all' NOT NULL,
	"scope_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"per_member_limit" integer DEFAULT 1 NOT NULL,
	"total_count" integer NOT NULL,
	"claimed_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_template_claimed_ck" CHECK (claimed_count >= 0 and claimed_count <= total_count),
	CONSTRAINT "coupon_template_kind_ck" CHECK (kind in ('amount', 'percent'))
);
--> statement-breakpoint
CREATE TABLE "member_coupon" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" varchar(8) DEFAULT 'unused' NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" integer
);
--> statement-breakpoint
ALTER TABLE "member_coupon" ADD CONSTRAINT "member_coupon_template_id_coupon_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_template"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupon" ADD CONSTRAINT "member_coupon_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_template_code_uq" ON "coupon_template" USING btree ("code");--> statement-breakpoint
CREATE INDEX "member_coupon_member_idx" ON "member_coupon" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "member_coupon_template_member_idx" ON "member_coupon" USING btree ("template_id","member_id");