CREATE TABLE "country" (
	"country_code" varchar(2) PRIMARY KEY NOT NULL,
	"phone_code" varchar(4) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"currency_symbol" text NOT NULL,
	"currency_digits" integer NOT NULL,
	"currency_step_minor" integer NOT NULL,
	"language_code" text NOT NULL,
	"languages" text[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb,
	"localized" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
