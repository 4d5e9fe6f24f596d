CREATE TABLE "staff_warehouse" (
	"member_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_warehouse_member_id_warehouse_id_pk" PRIMARY KEY("member_id","warehouse_id")
);
--> statement-breakpoint
ALTER TABLE "staff_warehouse" ADD CONSTRAINT "staff_warehouse_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_warehouse" ADD CONSTRAINT "staff_warehouse_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_warehouse_warehouse_idx" ON "staff_warehouse" USING btree ("warehouse_id");