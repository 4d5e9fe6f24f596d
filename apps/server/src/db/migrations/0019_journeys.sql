CREATE TABLE "member_bank_card" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"bank_name" varchar(100) NOT NULL,
	"bank_account" varchar(40) NOT NULL,
	"account_holder" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_bank_card_account_uq" UNIQUE("member_id","bank_account")
);
--> statement-breakpoint
ALTER TABLE "customer_order" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_refund" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "member_bank_card" ADD CONSTRAINT "member_bank_card_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;