CREATE TABLE "member" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_country_code" varchar(4) NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"password_hash" text,
	"nickname" varchar(60),
	"gender" smallint DEFAULT 0 NOT NULL,
	"birthday" date,
	"email" varchar(120),
	"icon" varchar(500),
	"is_certified" boolean DEFAULT false NOT NULL,
	"is_apply_certificate" boolean DEFAULT false NOT NULL,
	"is_regulars" boolean DEFAULT false NOT NULL,
	"member_level_id" integer,
	"periodic_settlement" smallint DEFAULT 0 NOT NULL,
	"city" varchar(120),
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"wallet_balance" bigint DEFAULT 0 NOT NULL,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"credit_used" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_receive_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"phone_country_code" varchar(4) NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"default_status" smallint DEFAULT 0 NOT NULL,
	"post_code" varchar(20),
	"province_code" varchar(20),
	"district_code" varchar(20),
	"ward_code" varchar(20),
	"detail_address" varchar(300) NOT NULL,
	"house_number" varchar(60) NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"in_region" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"phone_country_code" varchar(4) NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"business_name" varchar(120) NOT NULL,
	"note" varchar(500),
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"member_id" integer,
	"acting_staff_id" integer,
	"visitor_ref" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	CONSTRAINT "session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "visitor" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor_id" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitor_visitor_id_unique" UNIQUE("visitor_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_member_id" integer,
	"acting_staff_id" integer,
	"action" varchar(64) NOT NULL,
	"target" varchar(128),
	"detail" jsonb,
	"ip" text,
	"qr_code" varchar(128),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"key" varchar(160) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_country_code" varchar(4) NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"scene" varchar(16) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "member_account" ADD CONSTRAINT "member_account_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_receive_address" ADD CONSTRAINT "member_receive_address_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_application" ADD CONSTRAINT "merchant_application_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_acting_staff_id_member_id_fk" FOREIGN KEY ("acting_staff_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_visitor_ref_visitor_id_fk" FOREIGN KEY ("visitor_ref") REFERENCES "public"."visitor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_phone_uq" ON "member" USING btree ("phone_country_code","phone_number");--> statement-breakpoint
CREATE INDEX "member_created_idx" ON "member" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_account_currency_uq" ON "member_account" USING btree ("member_id","currency_code");--> statement-breakpoint
CREATE INDEX "member_receive_address_member_idx" ON "member_receive_address" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "merchant_application_member_idx" ON "merchant_application" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_application_pending_uq" ON "merchant_application" USING btree ("member_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "session_member_idx" ON "session" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_member_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("acting_staff_id","at");--> statement-breakpoint
CREATE INDEX "sms_code_phone_idx" ON "sms_code" USING btree ("phone_country_code","phone_number","created_at");