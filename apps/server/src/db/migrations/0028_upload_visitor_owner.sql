ALTER TABLE "upload" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "upload" ADD COLUMN "visitor_id" varchar(128);--> statement-breakpoint
ALTER TABLE "upload" ADD CONSTRAINT "upload_owner" CHECK (("upload"."member_id" is null) <> ("upload"."visitor_id" is null));