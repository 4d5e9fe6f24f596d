CREATE TABLE "search_synonym" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" varchar(8) NOT NULL,
	"word" varchar(100) NOT NULL,
	"synonyms" text[] NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonym_locale_word" ON "search_synonym" USING btree ("locale","word");